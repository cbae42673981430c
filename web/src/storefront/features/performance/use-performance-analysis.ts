import { useEffect, useRef, useState } from 'react';
import type { Measurement } from './measure';
import { measureThisPage } from './measure-this-page';
import { OPTIMIZE_DELAY_MS, simulateOptimization, type PageMetrics } from './scoring';

export interface Analysis {
  measured: Measurement;
  /** Set by Optimize: what-if figures, shown instead of the measured ones. */
  simulated?: PageMetrics;
  at: Date;
}

type Busy = 'analyzing' | 'optimizing' | null;

/** Analyze measures this tab's page load; Optimize simulates (docs/product/constants.md "Performance analyser") on top of the last analysis. */
export function usePerformanceAnalysis() {
  const [analysis, setAnalysis] = useState<Analysis>();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const analyze = async () => {
    clearTimeout(timer.current);
    setBusy('analyzing');
    setError(undefined);
    try {
      setAnalysis({ measured: await measureThisPage(), at: new Date() });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The page load could not be measured.');
    } finally {
      setBusy(null);
    }
  };

  const optimize = () => {
    if (!analysis) return;
    setBusy('optimizing');
    timer.current = setTimeout(() => {
      setAnalysis({ ...analysis, simulated: simulateOptimization(analysis.measured) });
      setBusy(null);
    }, OPTIMIZE_DELAY_MS);
  };

  return { analysis, busy, error, analyze: () => void analyze(), optimize };
}
