// Lighthouse (12.2, the last major that runs on Node 20) against Debian's Chromium, launched as
// Lighthouse's own CLI launches it (chrome-launcher), with Lighthouse's defaults: the mobile form
// factor and simulated throttling (a slow 4G network and a 4x slower CPU, computed from the
// trace of an unthrottled load). Each audit opens a tab of its own with the origin's storage
// cleared, and closes it.
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromiumPath } from '../../test/support/chromium.js';

/** Scores 0-100, times in ms as Lighthouse's simulation gives them. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Audits that cost accessibility, best practices or SEO points, e.g. 'seo: robots-txt'. */
  failing: string[];
}

export interface LighthouseBrowser {
  audit(url: string): Promise<LighthouseFigures>;
  close(): void;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  // Audits that weigh nothing in any score, skipped to save time: the back/forward-cache test
  // navigates away and back, the screenshots are for people reading a report.
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  disableFullPageScreenshot: true,
};

/** Audits after the first that a run may take when Lighthouse itself fails (it says "run again"). */
const RETRIES = 2;

export async function launchForLighthouse(): Promise<LighthouseBrowser> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('Chromium not found. Install it with: sudo apt-get install -y chromium');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  return {
    audit: async (url) => {
      for (let attempt = 0; ; attempt++) {
        const result = await lighthouse(url, { ...FLAGS, port: chrome.port });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        // On a loaded machine the trace sometimes misses the navigation's start (NO_NAVSTART).
        const failure = result.lhr.runtimeError;
        if (!failure) return figures(result.lhr);
        if (attempt >= RETRIES) throw new Error(`Lighthouse failed on ${url} ${attempt + 1} times: ${failure.message}`);
      }
    },
    close: () => chrome.kill(),
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figures(lhr: Report): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: ms('total-blocking-time'),
    lcpMs: ms('largest-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: CATEGORIES.slice(1).flatMap((id) =>
      lhr.categories[id]!.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
  };
}
