import { OPTIMIZED_CEILING, type PageMetrics } from './scoring';

type OptimizedKey = 'imageScore' | 'cachingScore' | 'compressionScore';

// The cards' own titles, so the words name what the reader sees.
const OPTIMIZED: [OptimizedKey, string][] = [
  ['imageScore', 'Image Optimization'],
  ['cachingScore', 'Caching'],
  ['compressionScore', 'Compression'],
];

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What Optimize's what-if did to each score, in the figures the cards then show: a score under
 * the ceiling was raised to it, one at or above it stayed as measured.
 */
export function optimizationSummary(measured: PageMetrics, simulated: PageMetrics): string {
  const raised = OPTIMIZED.filter(([key]) => simulated[key] !== measured[key]);
  const kept = OPTIMIZED.filter(([key]) => simulated[key] === measured[key]);
  const sentences: string[] = [];
  if (raised.length > 0) {
    const parts = raised.map(([key, title], i) => `${title} ${i === 0 ? 'raised ' : ''}from ${measured[key]} to ${simulated[key]}`);
    sentences.push(`${listed(parts)}.`);
  }
  if (kept.length > 0) {
    const parts = kept.map(([key, title]) => `${title} (${measured[key]})`);
    const verb = kept.length === 1 ? 'already scores' : 'already score';
    const outcome = raised.length > 0 ? ' and stay as measured' : ', so optimising them would change no figure';
    sentences.push(`${listed(parts)} ${verb} ${OPTIMIZED_CEILING} or more${outcome}.`);
  }
  return `Simulation, raising scores to at most ${OPTIMIZED_CEILING}: ${sentences.join(' ')}`;
}
