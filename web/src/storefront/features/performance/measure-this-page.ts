import { measure, type Measurement, type NavigationEntry } from './measure';
import { isMeasurable, kindOf, type ResourceEntry } from './resource-kinds';

const STATIC_KINDS = new Set(['script', 'style', 'image', 'font']);

/** Resolves once the page's load event has finished (it has, unless Analyze is very quick). */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => setTimeout(resolve, 0), { once: true }));
}

/**
 * Resource Timing carries no headers, so the Cache-Control of this site's static files is
 * read with HEAD requests that bypass the cache. Other origins' headers are not readable.
 */
async function cacheControls(resources: ResourceEntry[]): Promise<Map<string, string | null>> {
  const urls = [
    ...new Set(
      resources
        .filter((e) => STATIC_KINDS.has(kindOf(e)) && isMeasurable(e) && new URL(e.name).origin === window.location.origin)
        .map((e) => e.name),
    ),
  ];
  const answers = await Promise.all(
    urls.map((url) =>
      fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
        (response): [string, string | null] => [url, response.headers.get('Cache-Control')],
        (): [string, string | null] => [url, null],
      ),
    ),
  );
  return new Map(answers);
}

/** The analyser's figures for this tab's last full page load and everything it has loaded since. */
export async function measureThisPage(): Promise<Measurement> {
  await pageLoaded();
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) throw new Error('This browser does not report Navigation Timing, so the page load cannot be measured.');
  // Taken before the HEAD requests, which add entries of their own.
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const headers = await cacheControls(resources);
  return measure(navigation as NavigationEntry, resources, (url) => headers.get(url));
}
