import type { IncomingMessage, ServerResponse } from 'node:http';

export const ASSET_PATHS = {
  styles: '/assets/identity.css',
  autoSubmit: '/assets/auto-submit.js',
  icon: '/assets/favicon.svg',
};

// Brand accent #f97316 behind dark text (6:1 contrast); links and focus use a darker orange.
const STYLES = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafaf9;color:#1c1917;line-height:1.5}
.brand-bar{background:#f97316;padding:.75rem 1rem;border-bottom:1px solid #ea580c}
.brand{font-weight:800;font-size:1.5rem;letter-spacing:-.02em;color:#1c1917}
.card{width:100%;max-width:26rem;margin:1.5rem auto;padding:1.5rem 1.25rem;background:#fff;border:1px solid #e7e5e4;border-radius:.75rem}
h1{font-size:1.75rem;margin:0 0 .25rem}
.lead{margin:0 0 1.25rem;color:#57534e}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #78716c;border-radius:.5rem;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{margin:.25rem 0 0;font-size:.875rem;color:#57534e}
button{width:100%;font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#f97316;color:#1c1917;cursor:pointer}
button:hover{background:#fb923c}
a{color:#c2410c;font-weight:600}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.error{margin:0 0 1rem;padding:.75rem;border-radius:.5rem;background:#fef2f2;border:1px solid #fecaca;color:#b91c1c}
.switch{margin:1.25rem 0 0;text-align:center}
.details{font-family:ui-monospace,monospace;font-size:.875rem;overflow-wrap:anywhere;color:#57534e}
`;

// Kept as a file, not inline, so the pages' CSP can forbid inline script.
const AUTO_SUBMIT = `document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });\n`;

// The web app's brand mark (web/src/assets/favicon.svg); declared by every page so browsers do not ask for a missing /favicon.ico.
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f97316"/><path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fff"/><path d="M24 24c0-4 4-4 4-8M32 24c0-4 4-4 4-8M40 24c0-4 4-4 4-8" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/></svg>`;

const ASSETS: Record<string, { type: string; body: string }> = {
  [ASSET_PATHS.styles]: { type: 'text/css; charset=utf-8', body: STYLES },
  [ASSET_PATHS.autoSubmit]: { type: 'text/javascript; charset=utf-8', body: AUTO_SUBMIT },
  [ASSET_PATHS.icon]: { type: 'image/svg+xml', body: ICON },
};

export function serveAsset(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const asset = ASSETS[pathname];
  if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : asset.body);
}

/**
 * Only same-origin styles and scripts; forms may post here and (after the redirects that
 * follow a login or logout) land on the web app's origins.
 */
export function pageSecurityHeaders(formTargets: string[]): Record<string, string> {
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}
