import { describe, expect, it } from 'vitest';
import { grade, loadTimeScore, MB, overallScore, recommendations, simulateOptimization, type PageMetrics } from './scoring';

// Inside every threshold: no recommendation.
const healthy: PageMetrics = {
  loadTimeMs: 800,
  bundleBytes: 400 * 1024,
  scriptCount: 6,
  imageCount: 3,
  imageScore: 100,
  cachingScore: 90,
  compressionScore: 90,
};
const ids = (m: Partial<PageMetrics>) => recommendations({ ...healthy, ...m }).map((r) => r.id);

describe('loadTimeScore (docs/product/constants.md "Performance analyser" bands)', () => {
  it.each([
    [0, 100],
    [999, 100],
    [1000, 80],
    [1999, 80],
    [2000, 60],
    [2999, 60],
    [3000, 40],
    [12_000, 40],
  ])('%i ms scores %i', (ms, score) => {
    expect(loadTimeScore(ms)).toBe(score);
  });
});

describe('overallScore', () => {
  it('is the mean of the image, caching, compression and load-time scores', () => {
    expect(overallScore({ ...healthy, imageScore: 100, cachingScore: 80, compressionScore: 60, loadTimeMs: 2500 })).toBe(75);
  });

  it('ignores bundle size and file counts, and rounds', () => {
    expect(overallScore({ ...healthy, bundleBytes: 9 * MB, scriptCount: 40, imageScore: 71, cachingScore: 0, compressionScore: 0, loadTimeMs: 500 })).toBe(43);
  });
});

describe('grade', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Good'],
    [70, 'Good'],
    [69, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ])('%i is %s', (score, label) => {
    expect(grade(score)).toBe(label);
  });
});

describe('recommendations (docs/product/constants.md "Performance analyser" thresholds)', () => {
  it('gives none when every measure is within its threshold', () => {
    expect(recommendations(healthy)).toEqual([]);
  });

  it.each([
    ['load-time', { loadTimeMs: 2000 }, { loadTimeMs: 2001 }],
    ['bundle-size', { bundleBytes: 1.5 * MB }, { bundleBytes: 1.5 * MB + 1 }],
    ['images', { imageScore: 70 }, { imageScore: 69 }],
    ['caching', { cachingScore: 80 }, { cachingScore: 79 }],
    ['compression', { compressionScore: 85 }, { compressionScore: 84 }],
    ['script-count', { scriptCount: 10 }, { scriptCount: 11 }],
    ['image-count', { imageCount: 5 }, { imageCount: 6 }],
  ] as Array<[string, Partial<PageMetrics>, Partial<PageMetrics>]>)('%s: not at the threshold, only past it', (id, at, past) => {
    expect(ids(at)).toEqual([]);
    expect(ids(past)).toEqual([id]);
  });

  it('names the measured figures and keeps the order of docs/product/constants.md "Performance analyser"', () => {
    const all = recommendations({ loadTimeMs: 3400, bundleBytes: 2 * MB, scriptCount: 14, imageCount: 8, imageScore: 0, cachingScore: 0, compressionScore: 0 });
    expect(all.map((r) => r.id)).toEqual(['load-time', 'bundle-size', 'images', 'caching', 'compression', 'script-count', 'image-count']);
    expect(all[0]?.text).toContain('3.4 s');
    expect(all[1]?.text).toContain('2.0 MB');
    expect(all[5]?.text).toContain('14 script files');
    expect(all[6]?.text).toContain('8 images');
  });
});

describe('simulateOptimization', () => {
  it('raises image, caching and compression scores to 95 and never lowers one', () => {
    const low = { ...healthy, imageScore: 40, cachingScore: 97, compressionScore: 0 };
    expect(simulateOptimization(low)).toEqual({ ...low, imageScore: 95, cachingScore: 97, compressionScore: 95 });
  });

  it('leaves the measured load time, bundle and counts alone', () => {
    const slow = { ...healthy, loadTimeMs: 4200, bundleBytes: 3 * MB, scriptCount: 20, imageCount: 9 };
    expect(simulateOptimization(slow)).toMatchObject({ loadTimeMs: 4200, bundleBytes: 3 * MB, scriptCount: 20, imageCount: 9 });
  });
});
