import { describe, expect, it } from 'vitest';
import { optimizationSummary } from './optimization-summary';
import { simulateOptimization, type PageMetrics } from './scoring';

const metrics = (imageScore: number, cachingScore: number, compressionScore: number) =>
  ({ imageScore, cachingScore, compressionScore }) as PageMetrics;
const summaryOf = (m: PageMetrics) => optimizationSummary(m, simulateOptimization(m));

describe("Optimize's words", () => {
  it('names each score it raised, with the figures the cards show', () => {
    expect(summaryOf(metrics(40, 80, 70))).toBe(
      'Simulation, raising scores to at most 95: Image Optimization raised from 40 to 95, Caching from 80 to 95 and Compression from 70 to 95.',
    );
  });

  it('says which scores were already at 95 or more and stay as measured', () => {
    expect(summaryOf(metrics(50, 100, 100))).toBe(
      'Simulation, raising scores to at most 95: Image Optimization raised from 50 to 95. Caching (100) and Compression (100) already score 95 or more and stay as measured.',
    );
    expect(summaryOf(metrics(100, 95, 90))).toBe(
      'Simulation, raising scores to at most 95: Compression raised from 90 to 95. Image Optimization (100) and Caching (95) already score 95 or more and stay as measured.',
    );
  });

  it('says nothing would change when every score is already 95 or more', () => {
    expect(summaryOf(metrics(100, 100, 96))).toBe(
      'Simulation, raising scores to at most 95: Image Optimization (100), Caching (100) and Compression (96) already score 95 or more, so optimising them would change no figure.',
    );
  });
});
