// Storefront load: LCP and layout shift of the landing and search pages in headless Chromium,
// each next to a static floor page (the same hero and headline as plain HTML from node:http,
// floor-page.ts) measured in the same run, plus every byte on the wire and the initial
// JavaScript gzipped. The app runs as production runs it (api-process.ts), with the demo data.
import zlib from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium } from '../../test/support/chromium.js';
import { waitForBrowserIdle } from '../lib/browser-idle.js';
import { startDemoApp } from '../lib/demo-app.js';
import { startFloorPage, type FloorPage } from '../lib/floor-page.js';
import { median, ratio } from '../lib/stats.js';
import type { BenchContext, BenchRow, BenchScenario } from '../lib/types.js';

const PAGES = ['/', '/search/London'];
const VIEWPORT = { width: 1280, height: 800 };
const RUNS = 7;

interface Load {
  lcp: number;
  cls: number;
  bytes: number;
  scripts: string[];
}

/** Runs in the page before any of its scripts: sums the layout shifts. */
const OBSERVE = `
  window.__cls = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
`;

const LAST_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(-1), 5000);
})`;

/**
 * One first visit, as a visitor makes it: from a page of another site (a link, or an address
 * typed into a tab that showed one), in a context of its own, so nothing is cached. From a
 * blank new tab instead, Chromium would reuse the blank tab's renderer for a page without
 * COOP (the floor), which no visitor coming from elsewhere gets. The visit starts once the new
 * window's own start-up work is over (browser-idle.ts), as in a browser that has been open.
 */
async function loadOnce(browser: Browser, browserSession: CDPSession, url: string, cpuRate: number, from: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(from);
    await waitForBrowserIdle(browserSession);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    let bytes = 0;
    const scripts: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.push(event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // No input happened, so the last buffered LCP entry is the final one.
    const lcp = await page.evaluate<number>(LAST_LCP);
    if (lcp <= 0) throw new Error(`No largest-contentful-paint entry for ${url}`);
    const cls = await page.evaluate<number>('window.__cls');
    return { lcp, cls, bytes, scripts };
  } finally {
    await context.close();
  }
}

/**
 * The framework's chunks (web/vite.config.ts): React, react-dom and React Router's data router
 * (`react`), TanStack Query and lucide's icon base (`vendor`). Every storefront page loads both.
 */
const FRAMEWORK_CHUNK = /\/assets\/(react|vendor)-[\w-]+\.js$/;

/**
 * Gzip (level 9) size of every distinct script the page loaded, the initial JavaScript, and of
 * the part that is the app's own (what is not a framework chunk).
 */
async function gzippedScripts(urls: string[]): Promise<{ total: number; app: number }> {
  let total = 0;
  let app = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
    const size = zlib.gzipSync(body, { level: 9 }).length;
    total += size;
    if (!FRAMEWORK_CHUNK.test(new URL(url).pathname)) app += size;
  }
  return { total, app };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function measurePages(ctx: BenchContext, browser: Browser, appUrl: string, floor: FloorPage): Promise<BenchRow[]> {
  const browserSession = await browser.newBrowserCDPSession();
  const rows: BenchRow[] = [];
  const runs = ctx.smoke ? 1 : RUNS;
  const rates = ctx.smoke ? [1] : [1, 4];
  for (const rate of rates) {
    const floorPerRound: number[] = [];
    const lcpPerRound: Record<string, number[]> = Object.fromEntries(PAGES.map((p) => [p, []]));
    const loads: Record<string, Load[]> = Object.fromEntries(PAGES.map((p) => [p, []]));
    // Rounds of RUNS loads each, the ratio taken within each round and the median of the rounds'
    // ratios reported: a 7-load median moves by about ±0.15 of the ratio on a shared machine.
    for (let round = 0; round < ctx.rounds; round++) {
      const floorLcps: number[] = [];
      // Interleaved, so drift on a shared machine hits floor and pages alike.
      for (let run = 0; run < runs; run++) {
        floorLcps.push((await loadOnce(browser, browserSession, floor.url, rate, floor.otherSiteUrl)).lcp);
        for (const page of PAGES) loads[page]!.push(await loadOnce(browser, browserSession, appUrl + page, rate, floor.otherSiteUrl));
      }
      const floorMedian = median(floorLcps);
      floorPerRound.push(floorMedian);
      const pages = PAGES.map((page) => {
        const lcp = median(loads[page]!.slice(-runs).map((l) => l.lcp)); // this round's loads
        lcpPerRound[page]!.push(lcp);
        return `${page} ${Math.round(lcp)} ms (${ratio(lcp, floorMedian)}x)`;
      });
      ctx.log(`storefront: ${rate}x CPU, round ${round + 1}/${ctx.rounds} of ${runs} loads each: floor ${Math.round(floorMedian)} ms, ${pages.join(', ')}`);
    }
    const floorLcp = Math.round(median(floorPerRound));
    for (const page of PAGES) {
      const pageLoads = loads[page]!;
      const lcp = Math.round(median(lcpPerRound[page]!));
      const x = median(lcpPerRound[page]!.map((value, round) => ratio(value, floorPerRound[round]!)));
      const scenario = `storefront ${page}`;
      rows.push({ scenario, metric: `LCP ms (${rate}x CPU)`, value: lcp, baseline: 'static floor page', baselineValue: floorLcp, ratio: x, goal: '<= 1.5x floor', met: x <= 1.5 });
      const cls = Math.max(...pageLoads.map((l) => l.cls));
      rows.push({ scenario, metric: `layout shift, worst run (${rate}x CPU)`, value: Math.round(cls * 1000) / 1000, goal: '0', met: cls === 0 });
      if (rate !== 1) continue;
      const bytes = median(pageLoads.map((l) => l.bytes));
      rows.push({ scenario, metric: 'KB on the wire', value: kb(bytes), goal: '<= 300 KB', met: bytes <= 300 * 1024 });
      // The budget and its split: docs/architecture/performance.md "Initial JavaScript budget".
      const js = await gzippedScripts(pageLoads[0]!.scripts);
      rows.push({ scenario, metric: 'initial JS KB gzipped', value: kb(js.total), goal: '<= 130 KB', met: js.total <= 130 * 1024 });
      rows.push({ scenario, metric: "initial JS KB gzipped, the app's own", value: kb(js.app), goal: '<= 23 KB', met: js.app <= 23 * 1024 });
    }
  }
  return rows;
}

export const scenario: BenchScenario = {
  name: 'storefront',
  // One round's ratio moves by about ±0.1 on a shared 2-core machine, and the goal sits within
  // that of the figures at 4x CPU: the median of five rounds is steadier than that of three.
  defaultRounds: 5,
  async run(ctx) {
    // Both servers in processes of their own, the app as production runs it, with the demo data.
    const app = await startDemoApp();
    const floor = await startFloorPage(app.heroFile);
    const browser = await launchChromium();
    try {
      return await measurePages(ctx, browser, app.url, floor);
    } finally {
      await browser.close();
      floor.stop();
      await app.stop();
    }
  },
};
