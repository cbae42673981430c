import type { ErrorDetail } from '../../../shared/errors.js';
import { refusedAddress } from './address-rules.js';

/** The longest URL an endpoint may have (also in openapi.yaml). */
export const WEBHOOK_URL_MAX = 2048;

/**
 * What may be registered (docs/architecture/webhooks.md "Addresses"): an absolute https URL,
 * without user name or password (a secret in a URL ends up in logs) or fragment; http only
 * where local receivers are allowed (tests, development). A literal IP address must be public
 * unless local receivers are allowed; a host name is resolved and checked by the caller.
 */
export function urlProblem(text: string, allowLocal: boolean): ErrorDetail | undefined {
  const problem = (message: string): ErrorDetail => ({ path: 'url', message });
  if (text.length > WEBHOOK_URL_MAX) return problem(`must be at most ${WEBHOOK_URL_MAX} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return problem('must be an absolute URL');
  }
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) return problem('must be an https:// URL');
  if (url.username || url.password) return problem('must not contain a user name or password');
  if (url.hash) return problem('must not contain a fragment');
  if (!url.hostname) return problem('must name a host');
  const literal = literalAddress(url.hostname);
  const refused = literal && !allowLocal ? refusedAddress(literal) : undefined;
  return refused ? problem(`must not point at a ${refused} address (${literal})`) : undefined;
}

/** The host of a URL when it is an IP address (IPv6 in brackets, as URL keeps it), else undefined. */
export function literalAddress(hostname: string): string | undefined {
  if (hostname.startsWith('[')) return hostname.slice(1, -1);
  return /^[\d.]+$/.test(hostname) ? hostname : undefined;
}
