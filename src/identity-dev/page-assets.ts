import type { IncomingMessage, ServerResponse } from 'node:http';

export const ASSET_PATHS = {
  styles: '/assets/identity.css',
  autoSubmit: '/assets/auto-submit.js',
  icon: '/assets/favicon.svg',
};

// The web app's look (web/src/index.css and its Tailwind classes), written out by hand: the
// same brand bar as its Header, its brand colours, slate text, red errors, font stack,
// buttons, links and focus ring. Tailwind 4's slate and red are oklch, so they are here too.
// The bar is as tall as the app's, whose 2.5 rem buttons set its height.
// The card keeps 1 rem (the header's own padding) either side on a phone.
const STYLES = `:root{
--brand-50:#fff7ed;--brand-500:#f97316;--brand-600:#ea580c;--brand-700:#c2410c;--brand-800:#9a3412;
--slate-200:oklch(92.9% .013 255.508);--slate-500:oklch(55.4% .046 257.417);--slate-600:oklch(44.6% .043 257.281);
--slate-800:oklch(27.9% .041 260.031);--slate-900:oklch(20.8% .042 265.755);
--red-50:oklch(97.1% .013 17.38);--red-200:oklch(88.5% .062 18.334);--red-600:oklch(57.7% .245 27.325);
--red-700:oklch(50.5% .213 27.518);--red-800:oklch(44.4% .177 26.899);
--font-sans:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--font-mono:ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace}
*,*::before,*::after{box-sizing:border-box}
html{background:#fff;color:var(--slate-900);font-family:var(--font-sans);line-height:1.5;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100dvh}
.brand-bar{background:#fff;border-bottom:2px solid var(--brand-500);padding:1rem 0}
.brand-bar-inner{display:flex;align-items:center;min-height:2.5rem;width:100%;max-width:80rem;margin:0 auto;padding:0 1rem}
.brand{font-size:1.5rem;line-height:2rem;font-weight:700;letter-spacing:-.025em;color:var(--brand-600)}
.card{width:calc(100% - 2rem);max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 0 0 1px var(--slate-200),0 1px 3px 0 rgb(0 0 0 / .1),0 1px 2px -1px rgb(0 0 0 / .1)}
h1{font-size:1.875rem;line-height:2.25rem;font-weight:700;letter-spacing:-.025em;margin:0 0 .5rem}
p{margin:0 0 1rem}
.lead{margin-bottom:1.5rem;color:var(--slate-600)}
form{display:flex;flex-direction:column;gap:1rem;margin:0}
.field{display:flex;flex-direction:column;gap:.375rem}
label{font-size:.875rem;line-height:1.25rem;font-weight:500;color:var(--slate-800)}
input{height:2.5rem;width:100%;margin:0;font:inherit;font-size:1rem;padding:0 .75rem;border:1px solid var(--slate-500);border-radius:.375rem;background:#fff;color:var(--slate-900);box-shadow:0 1px 2px 0 rgb(0 0 0 / .05)}
input:focus-visible{border-color:var(--brand-500)}
input[aria-invalid=true]{border-color:var(--red-600)}
.hint{margin:0;font-size:.875rem;line-height:1.25rem;color:var(--slate-600)}
button{display:inline-flex;align-items:center;justify-content:center;height:2.5rem;width:100%;margin-top:.5rem;padding:0 1rem;font:inherit;font-size:.875rem;line-height:1.25rem;font-weight:600;border:0;border-radius:.375rem;background:var(--brand-700);color:#fff;cursor:pointer;transition:background-color .15s cubic-bezier(.4,0,.2,1)}
button:hover{background:var(--brand-800)}
a{color:var(--brand-700);font-weight:600;text-decoration:underline;text-underline-offset:4px;border-radius:.25rem}
a:hover{color:var(--brand-800)}
:where(a,button,input):focus-visible{outline:2px solid var(--brand-600);outline-offset:2px}
.error{padding:1rem;border-radius:.375rem;background:var(--red-50);color:var(--red-700);font-weight:500}
.card>:last-child{margin-bottom:0}
.switch{margin:1.5rem 0 0;text-align:center;font-size:.875rem;line-height:1.25rem}
.switch a{display:inline-block;padding:.125rem 0}
.details{padding:1rem;border:1px solid var(--red-200);border-radius:.375rem;background:var(--red-50);color:var(--red-800);font-family:var(--font-mono);font-size:.875rem;overflow-wrap:anywhere}
@media (min-width:40rem){.card{margin-top:3rem;padding:2rem}}
@media (min-width:48rem){.brand-bar{padding:1.5rem 0}}
@media (min-width:64rem){.brand{font-size:1.875rem;line-height:2.25rem}}
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
