/** The fields of a PerformanceResourceTiming entry the analyser reads (plain data, for tests). */
export interface ResourceEntry {
  name: string;
  initiatorType: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

export type ResourceKind = 'script' | 'style' | 'image' | 'font' | 'data' | 'other';

const BY_EXTENSION: Array<[RegExp, ResourceKind]> = [
  [/\.m?js$/, 'script'],
  [/\.css$/, 'style'],
  [/\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/, 'image'],
  [/\.(woff2?|ttf|otf|eot)$/, 'font'],
];

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
};

/**
 * fetch() and XHR answers are data whatever their URL (the analyser's own look at a script's
 * headers is not a script load); other requests go by extension, then by initiator.
 */
export function kindOf(entry: Pick<ResourceEntry, 'name' | 'initiatorType'>): ResourceKind {
  if (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') return 'data';
  const path = pathOf(entry.name);
  const byExtension = BY_EXTENSION.find(([pattern]) => pattern.test(path))?.[1];
  if (byExtension) return byExtension;
  if (entry.initiatorType === 'script') return 'script';
  if (entry.initiatorType === 'img' || entry.initiatorType === 'image') return 'image';
  return 'other';
}

/** WebP, AVIF and SVG: the formats that count as optimised. */
export const isModernImage = (url: string) => /\.(webp|avif|svg)$/.test(pathOf(url));

/** SVG is text: it counts for compression too. */
export const isSvg = (url: string) => pathOf(url).endsWith('.svg');

/** Cross-origin entries without Timing-Allow-Origin report zero sizes: nothing to judge. */
export const isMeasurable = (entry: ResourceEntry) => entry.decodedBodySize > 0;

/** A hit in the browser cache: a body, but no bytes over the network. */
export const fromCache = (entry: ResourceEntry) => entry.transferSize === 0 && entry.decodedBodySize > 0;

/** Bytes as sent (the encoded body), or the transfer size when the body size is hidden. */
export const sentBytes = (entry: ResourceEntry) => entry.encodedBodySize || entry.transferSize;
