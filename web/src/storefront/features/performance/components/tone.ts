import { grade, type Grade } from '../scoring';

// The grade bands of docs/product/constants.md "Performance analyser" colour every score; dark shades keep AA contrast on white.
const TONES: Record<Grade, { text: string; bar: string }> = {
  Excellent: { text: 'text-emerald-800', bar: 'bg-emerald-600' },
  Good: { text: 'text-amber-800', bar: 'bg-amber-500' },
  'Needs Improvement': { text: 'text-red-700', bar: 'bg-red-600' },
};

export const toneOf = (score: number) => TONES[grade(score)];
