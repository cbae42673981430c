import { describe, expect, it } from 'vitest';
import { isLongLived, measure, SMALL_IMAGE_BYTES, type NavigationEntry } from './measure';
import type { ResourceEntry } from './resource-kinds';

const ORIGIN = 'https://shop.example';
const entry = (path: string, initiatorType: string, sizes: [transfer: number, encoded: number, decoded: number]): ResourceEntry => ({
  name: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  initiatorType,
  transferSize: sizes[0],
  encodedBodySize: sizes[1],
  decodedBodySize: sizes[2],
});
const page = (loadEventEnd: number, sizes: [number, number, number] = [2300, 2000, 2000]): NavigationEntry => ({
  ...entry('/search/all', 'navigation', sizes),
  startTime: 0,
  loadEventEnd,
});
const noHeaders = () => null;

describe('measure', () => {
  it('takes the load time from the navigation entry', () => {
    expect(measure(page(1234.6), [], noHeaders)).toMatchObject({ pageUrl: `${ORIGIN}/search/all`, loadTimeMs: 1235 });
  });

  it('adds up scripts as sent, including modulepreload links and dynamic imports', () => {
    const m = measure(page(900), [
      entry('/assets/index-a1.js', 'script', [300, 100_000, 100_000]),
      entry('/assets/react-b2.js', 'link', [0, 50_000, 50_000]),
      entry('/assets/route-c3.js', 'other', [20_300, 20_000, 60_000]),
      entry('/assets/index-a1.js', 'fetch', [300, 0, 0]),
    ], noHeaders);
    expect(m).toMatchObject({ bundleBytes: 170_000, scriptCount: 3 });
  });

  it('scores images: half for a modern format, half for weighing at most 200 KB', () => {
    const m = measure(page(900), [
      entry('/hero.svg', 'img', [5_000, 4_000, 12_000]),
      entry('/images/r-card.webp', 'img', [60_000, 60_000, 60_000]),
      entry('/photo.jpg', 'img', [SMALL_IMAGE_BYTES + 1, SMALL_IMAGE_BYTES + 1, SMALL_IMAGE_BYTES + 1]),
      entry('/logo.png', 'css', [9_000, 9_000, 9_000]),
      entry('https://cdn.elsewhere.example/unmeasured.jpg', 'img', [0, 0, 0]),
    ], noHeaders);
    // 100 + 100 + 0 + 50 over four measured images; the cross-origin one still counts as an image.
    expect(m).toMatchObject({ imageCount: 5, imageScore: 63, images: { scored: 4, modern: 2, small: 3 } });
  });

  it('counts static files from the browser cache or with long-lived Cache-Control as cached', () => {
    const headers: Record<string, string> = {
      [`${ORIGIN}/assets/index-a1.js`]: 'public, max-age=31536000, immutable',
      [`${ORIGIN}/favicon.svg`]: 'public, max-age=3600',
    };
    const m = measure(page(900), [
      entry('/assets/index-a1.js', 'script', [100_300, 100_000, 100_000]),
      entry('/assets/index-d4.css', 'link', [0, 8_000, 8_000]),
      entry('/favicon.svg', 'other', [900, 600, 600]),
      entry('/fonts/inter.woff2', 'css', [30_000, 30_000, 30_000]),
      entry('/api/restaurant/cities/all', 'fetch', [400, 120, 120]),
    ], (url) => headers[url]);
    expect(m).toMatchObject({ cachingScore: 50, caching: { assets: 4, cached: 2 } });
  });

  it('scores compression by the share of text bytes that arrived compressed', () => {
    const m = measure(page(900, [600, 500, 2_000]), [
      entry('/assets/index-a1.js', 'script', [3_300, 3_000, 6_000]),
      entry('/assets/index-d4.css', 'link', [2_100, 2_000, 2_000]),
      entry('/api/restaurant/cities/all', 'fetch', [0, 0, 0]),
      entry('/openapi.yaml', 'fetch', [0, 0, 0]),
      entry('/photo.webp', 'img', [50_000, 50_000, 50_000]),
    ], noHeaders);
    // Compressed: the page (2 000) and the script (6 000) of 10 000 text bytes.
    expect(m).toMatchObject({ compressionScore: 80, compression: { textBytes: 10_000, compressedBytes: 8_000, savedBytes: 4_500 } });
  });

  it('gives full marks where there is nothing to judge', () => {
    expect(measure(page(900, [0, 0, 0]), [], noHeaders)).toMatchObject({ imageScore: 100, cachingScore: 100, compressionScore: 100 });
  });
});

describe('isLongLived', () => {
  it.each([
    ['public, max-age=31536000, immutable', true],
    ['immutable', true],
    ['max-age=604800', true],
    ['max-age=604799', false],
    ['public, max-age=3600', false],
    ['no-cache', false],
    ['no-store, max-age=31536000', false],
    ['s-maxage=31536000', false],
    [null, false],
  ])('%s: %s', (header, expected) => {
    expect(isLongLived(header)).toBe(expected);
  });
});
