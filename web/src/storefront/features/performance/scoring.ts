// docs/product/constants.md "Performance analyser", exactly: the overall score, the load-time bands, the grades and the
// recommendation thresholds. The sub-scores themselves are measured in measure.ts.

/** What the analyser measured (or, after Optimize, simulated). Scores are 0..100. */
export interface PageMetrics {
  loadTimeMs: number;
  /** Bytes of JavaScript as sent (encoded body size). */
  bundleBytes: number;
  scriptCount: number;
  imageCount: number;
  imageScore: number;
  cachingScore: number;
  compressionScore: number;
}

export const MB = 1024 * 1024;
export const THRESHOLDS = {
  loadTimeMs: 2000,
  bundleBytes: 1.5 * MB,
  imageScore: 70,
  cachingScore: 80,
  compressionScore: 85,
  scriptCount: 10,
  imageCount: 5,
} as const;

/** Under 1 s: 100, under 2 s: 80, under 3 s: 60, otherwise 40. */
export function loadTimeScore(loadTimeMs: number): number {
  if (loadTimeMs < 1000) return 100;
  if (loadTimeMs < 2000) return 80;
  if (loadTimeMs < 3000) return 60;
  return 40;
}

/** The mean of the image, caching, compression and load-time scores, rounded. */
export function overallScore(m: PageMetrics): number {
  return Math.round((m.imageScore + m.cachingScore + m.compressionScore + loadTimeScore(m.loadTimeMs)) / 4);
}

export type Grade = 'Excellent' | 'Good' | 'Needs Improvement';

export function grade(score: number): Grade {
  if (score >= 90) return 'Excellent';
  if (score >= 70) return 'Good';
  return 'Needs Improvement';
}

export interface Recommendation {
  id: string;
  text: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** One recommendation per threshold crossed, in the order of docs/product/constants.md "Performance analyser". */
export function recommendations(m: PageMetrics): Recommendation[] {
  const t = THRESHOLDS;
  const all: Array<[boolean, string, string]> = [
    [m.loadTimeMs > t.loadTimeMs, 'load-time', `The page took ${seconds(m.loadTimeMs)} to load: defer scripts the first screen does not need and split large routes.`],
    [m.bundleBytes > t.bundleBytes, 'bundle-size', `${megabytes(m.bundleBytes)} of JavaScript: split the bundle and drop unused dependencies.`],
    [m.imageScore < t.imageScore, 'images', 'Serve images as WebP, AVIF or SVG and keep each under 200 KB.'],
    [m.cachingScore < t.cachingScore, 'caching', 'Let browsers keep static files: long-lived Cache-Control (immutable for hashed file names).'],
    [m.compressionScore < t.compressionScore, 'compression', 'Compress text responses (scripts, styles, HTML, JSON) with gzip or Brotli.'],
    [m.scriptCount > t.scriptCount, 'script-count', `${m.scriptCount} script files were loaded: combine small chunks into fewer requests.`],
    [m.imageCount > t.imageCount, 'image-count', `${m.imageCount} images were loaded: lazy-load those below the fold.`],
  ];
  return all.filter(([crossed]) => crossed).map(([, id, text]) => ({ id, text }));
}

/** docs/product/constants.md "Performance analyser": Optimize is a simulation that waits 3 s and raises the values, to 95 at most. */
export const OPTIMIZE_DELAY_MS = 3000;
export const OPTIMIZED_CEILING = 95;

/**
 * The what-if result of Optimize: image, caching and compression scores below 95 become 95
 * (higher ones stay; raising never lowers). Load time and bundle stay as measured.
 */
export function simulateOptimization(m: PageMetrics): PageMetrics {
  const raise = (score: number) => Math.max(score, OPTIMIZED_CEILING);
  return { ...m, imageScore: raise(m.imageScore), cachingScore: raise(m.cachingScore), compressionScore: raise(m.compressionScore) };
}
