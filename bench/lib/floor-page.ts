// The storefront's floor: the built hero and the headline as plain HTML from node:http. It runs
// in a process of its own, as the API does, so neither shares an event loop with the browser's
// driver. It may send headers of the app's pages as well (Cross-Origin-Opener-Policy decides
// whether Chromium gives a visit from a blank tab a renderer of its own). Run as a script:
// `floor-page.ts <hero.svg> <port> [<headers as JSON>]`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../test/support/ports.js';

const HTML = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>TuckIn.com</title>
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto;max-height:600px;object-fit:cover}h1{text-align:center;color:#ea580c;font-size:3rem}</style></head>
<body><header style="padding:24px;font:700 1.875rem system-ui;color:#ea580c">TuckIn.com</header><img src="/hero.svg" alt="" width="1600" height="600" fetchpriority="high"><h1>Tuck into a takeway today</h1><p style="text-align:center">Food is just a click away!</p></body></html>`;

/** Where each measured visit comes from: a page of another site (localhost, not 127.0.0.1). */
const OTHER_SITE_PAGE = '<!doctype html><html lang="en-GB"><title>Elsewhere</title><p>A page of another site.</p></html>';

function serve(heroSvg: Buffer, port: number, headers: Record<string, string>): void {
  const html = { ...headers, 'content-type': 'text/html; charset=utf-8' };
  createServer((req, res) => {
    if (req.url === '/hero.svg') res.writeHead(200, { ...headers, 'content-type': 'image/svg+xml' }).end(heroSvg);
    else if (req.url === '/elsewhere') res.writeHead(200, html).end(OTHER_SITE_PAGE);
    else res.writeHead(200, html).end(HTML);
  }).listen(port, '127.0.0.1');
}

export interface FloorPage {
  url: string;
  /** A page on another site than the floor and the app (both on 127.0.0.1). */
  otherSiteUrl: string;
  stop(): void;
}

/** What says what a body is, or concerns the connection: each answer sets its own. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'vary', 'cache-control', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

/** The headers the app sends with the page at `url` that a floor page can send too (security headers and the like). */
export async function pageHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  return Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name)));
}

/** Starts the floor page in its own process, sending `headers` with every answer; `stop` ends it. */
export async function startFloorPage(heroFile: string, headers: Record<string, string> = {}): Promise<FloorPage> {
  const port = await freePort();
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), heroFile, String(port), JSON.stringify(headers)];
  const child = spawn(process.execPath, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  while (!(await fetch(url).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('The floor page did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, otherSiteUrl: `http://localhost:${port}/elsewhere`, stop: () => child.kill() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [heroFile, port, headers] = process.argv.slice(2);
  serve(fs.readFileSync(heroFile!), Number(port), JSON.parse(headers ?? '{}') as Record<string, string>);
}
