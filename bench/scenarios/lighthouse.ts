// Lighthouse (mobile, simulated throttling) on the storefront's pages and the API docs, each
// next to a static floor page (the landing's hero and headline as plain HTML, floor-page.ts,
// sending the app's own security headers) audited in the same run, the pages interleaved round
// by round so drift on a shared machine hits them all alike. Each figure is the median of the
// rounds (`--rounds`, default 3).
import { firstDemoRestaurant, startDemoApp } from '../lib/demo-app.js';
import { pageHeaders, startFloorPage } from '../lib/floor-page.js';
import { launchForLighthouse, type LighthouseBrowser, type LighthouseFigures } from '../lib/lighthouse-run.js';
import { median, ratio } from '../lib/stats.js';
import type { BenchContext, BenchRow, BenchScenario } from '../lib/types.js';

const FLOOR = 'static floor page';
const DETAIL = '/detail/:id';
const PAGES = ['/', '/search/London', DETAIL, '/api-docs'];
/** A smoke run audits one page, the one with the most rows, and the floor. */
const SMOKE_PAGES = [DETAIL];
/** Lighthouse's line between "needs improvement" and "good" for Total Blocking Time. */
const GOOD_TBT_MS = 200;

type Runs = Record<string, LighthouseFigures[]>;

async function auditRounds(ctx: BenchContext, lighthouse: LighthouseBrowser, urls: Record<string, string>): Promise<Runs> {
  const runs: Runs = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  for (let round = 1; round <= ctx.rounds; round++) {
    for (const [name, url] of Object.entries(urls)) {
      const started = performance.now();
      const f = await lighthouse.audit(url);
      runs[name]!.push(f);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      ctx.log(
        `lighthouse: round ${round}/${ctx.rounds} ${name}: performance ${f.performance}, TBT ${f.tbtMs} ms, LCP ${f.lcpMs} ms, ` +
          `accessibility ${f.accessibility}, best practices ${f.bestPractices}, SEO ${f.seo}, benchmark index ${f.benchmarkIndex} (${seconds} s)` +
          (f.failing.length ? `; failing: ${f.failing.join(', ')}` : ''),
      );
    }
  }
  return runs;
}

function scoreRow(scenario: string, metric: string, values: number[], goal: number): BenchRow {
  const value = median(values);
  return { scenario, metric, value, goal: goal === 100 ? '100' : `>= ${goal}`, met: value >= goal, runs: values };
}

function pageRows(page: string, runs: LighthouseFigures[], floorTbt: number): BenchRow[] {
  const scenario = `lighthouse ${page}`;
  const of = (pick: (f: LighthouseFigures) => number) => runs.map(pick);
  const tbt = median(of((f) => f.tbtMs));
  const rows: BenchRow[] = [
    scoreRow(scenario, 'performance score (mobile)', of((f) => f.performance), 90),
    {
      scenario, metric: 'TBT ms (mobile, simulated)', value: tbt, baseline: FLOOR, baselineValue: floorTbt, ratio: ratio(tbt, floorTbt),
      goal: `<= 1.5x floor or <= ${GOOD_TBT_MS} ms`, met: tbt <= Math.max(1.5 * floorTbt, GOOD_TBT_MS), runs: of((f) => f.tbtMs),
    },
  ];
  if (page === DETAIL) {
    const lcp = median(of((f) => f.lcpMs));
    rows.push({ scenario, metric: 'LCP ms (mobile, simulated)', value: lcp, goal: '<= 2500 ms', met: lcp <= 2500, runs: of((f) => f.lcpMs) });
  }
  rows.push(
    scoreRow(scenario, 'accessibility score', of((f) => f.accessibility), 100),
    scoreRow(scenario, 'best practices score', of((f) => f.bestPractices), 100),
    scoreRow(scenario, 'SEO score', of((f) => f.seo), 100),
  );
  return rows;
}

function rowsOf(runs: Runs): BenchRow[] {
  const floor = runs[FLOOR]!;
  const floorTbt = median(floor.map((f) => f.tbtMs));
  const everyRun = Object.values(runs).flat();
  const rows: BenchRow[] = [
    { scenario: `lighthouse ${FLOOR}`, metric: 'performance score (mobile)', value: median(floor.map((f) => f.performance)), runs: floor.map((f) => f.performance) },
    { scenario: `lighthouse ${FLOOR}`, metric: 'TBT ms (mobile, simulated)', value: floorTbt, runs: floor.map((f) => f.tbtMs) },
    // How fast Lighthouse found the machine during these runs: simulated times scale with it.
    { scenario: 'lighthouse, every run', metric: 'benchmark index', value: median(everyRun.map((f) => f.benchmarkIndex)), runs: everyRun.map((f) => f.benchmarkIndex) },
  ];
  for (const [page, pageRuns] of Object.entries(runs)) if (page !== FLOOR) rows.push(...pageRows(page, pageRuns, floorTbt));
  return rows;
}

export const scenario: BenchScenario = {
  name: 'lighthouse',
  async run(ctx) {
    const app = await startDemoApp();
    try {
      const restaurant = await firstDemoRestaurant(app.url);
      // The floor sends the app's headers: Cross-Origin-Opener-Policy gives a page opened from
      // Lighthouse's blank tab a renderer of its own, which a floor without it would be spared.
      const floor = await startFloorPage(app.heroFile, await pageHeaders(`${app.url}/`));
      const lighthouse = await launchForLighthouse();
      try {
        const pages = ctx.smoke ? SMOKE_PAGES : PAGES;
        const urls = { [FLOOR]: floor.url, ...Object.fromEntries(pages.map((p) => [p, app.url + p.replace(':id', restaurant.id)])) };
        return rowsOf(await auditRounds(ctx, lighthouse, urls));
      } finally {
        lighthouse.close();
        floor.stop();
      }
    } finally {
      await app.stop();
    }
  },
};
