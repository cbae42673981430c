import type { PageSecurity } from '../observations';

/**
 * How this page reached the browser: HTTPS from its own address, the Content Security
 * Policy from the headers its URL is served with (read again: a document cannot see its own).
 */
export async function getPageSecurity(): Promise<PageSecurity> {
  const https = window.location.protocol === 'https:';
  try {
    const response = await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' });
    return { https, csp: response.headers.has('content-security-policy') };
  } catch {
    return { https };
  }
}
