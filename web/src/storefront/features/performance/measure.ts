import { fromCache, isMeasurable, isModernImage, isSvg, kindOf, sentBytes, type ResourceEntry } from './resource-kinds';
import type { PageMetrics } from './scoring';

/** The fields of the PerformanceNavigationTiming entry the analyser reads. */
export interface NavigationEntry extends ResourceEntry {
  startTime: number;
  loadEventEnd: number;
}

/** The metrics plus the counts behind each score, which the cards show. */
export interface Measurement extends PageMetrics {
  pageUrl: string;
  images: { scored: number; modern: number; small: number };
  caching: { assets: number; cached: number };
  compression: { textBytes: number; compressedBytes: number; savedBytes: number };
}

export const SMALL_IMAGE_BYTES = 200 * 1024;
export const LONG_LIVED_SECONDS = 7 * 24 * 60 * 60;

/** Cache-Control that lets a browser reuse a file for a week or more without asking. */
export function isLongLived(cacheControl: string | null | undefined): boolean {
  const value = (cacheControl ?? '').toLowerCase();
  if (/no-store|no-cache/.test(value)) return false;
  const maxAge = Number(/(?:^|[,\s])max-age=(\d+)/.exec(value)?.[1] ?? 0);
  return value.includes('immutable') || maxAge >= LONG_LIVED_SECONDS;
}

const share = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((100 * part) / whole));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Image score: each measured image earns 50 for a modern format (WebP, AVIF, SVG) and 50
 * for weighing at most 200 KB as sent; the score is their mean (100 without images).
 */
function imageScore(images: ResourceEntry[]) {
  const scored = images.filter(isMeasurable);
  const modern = scored.filter((e) => isModernImage(e.name)).length;
  const small = scored.filter((e) => sentBytes(e) <= SMALL_IMAGE_BYTES).length;
  const score = scored.length === 0 ? 100 : Math.round((50 * (modern + small)) / scored.length);
  return { score, counts: { scored: scored.length, modern, small } };
}

/**
 * Caching score: the share of static files (scripts, styles, images, fonts) that came from
 * the browser cache or are served with long-lived caching (100 when there are none).
 */
function cachingScore(assets: ResourceEntry[], cacheControlOf: (url: string) => string | null | undefined) {
  const cached = assets.filter((e) => fromCache(e) || isLongLived(cacheControlOf(e.name))).length;
  return { score: share(cached, assets.length), counts: { assets: assets.length, cached } };
}

/**
 * Compression score: the share of text bytes (page, scripts, styles, SVG, API answers) that
 * arrived compressed, i.e. with an encoded body smaller than the decoded one.
 */
function compressionScore(texts: ResourceEntry[]) {
  const compressed = texts.filter((e) => e.encodedBodySize > 0 && e.encodedBodySize < e.decodedBodySize);
  const textBytes = sum(texts.map((e) => e.decodedBodySize));
  const compressedBytes = sum(compressed.map((e) => e.decodedBodySize));
  const savedBytes = sum(compressed.map((e) => e.decodedBodySize - e.encodedBodySize));
  return { score: share(compressedBytes, textBytes), counts: { textBytes, compressedBytes, savedBytes } };
}

/** Every figure of the analyser from the page's navigation entry and its resource entries. */
export function measure(navigation: NavigationEntry, resources: ResourceEntry[], cacheControlOf: (url: string) => string | null | undefined): Measurement {
  const ofKind = (...kinds: string[]) => resources.filter((e) => kinds.includes(kindOf(e)));
  const scripts = ofKind('script');
  const images = ofKind('image');
  const texts = [navigation, ...ofKind('script', 'style', 'data'), ...images.filter((e) => isSvg(e.name))];
  const image = imageScore(images);
  const caching = cachingScore(ofKind('script', 'style', 'image', 'font').filter(isMeasurable), cacheControlOf);
  const compression = compressionScore(texts.filter(isMeasurable));
  return {
    pageUrl: navigation.name,
    loadTimeMs: Math.max(0, Math.round(navigation.loadEventEnd - navigation.startTime)),
    bundleBytes: sum(scripts.map(sentBytes)),
    scriptCount: scripts.length,
    imageCount: images.length,
    imageScore: image.score,
    cachingScore: caching.score,
    compressionScore: compression.score,
    images: image.counts,
    caching: caching.counts,
    compression: compression.counts,
  };
}
