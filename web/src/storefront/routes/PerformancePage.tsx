import { Gauge, Zap } from 'lucide-react';
import { Button } from '../../shared/ui/Button';
import { MetricCards } from '../features/performance/components/MetricCards';
import { RecommendationList } from '../features/performance/components/RecommendationList';
import { ScoreSummary } from '../features/performance/components/ScoreSummary';
import { recommendations } from '../features/performance/scoring';
import { usePerformanceAnalysis } from '../features/performance/use-performance-analysis';

/** /performance: the client performance analyser of docs/product/screens.md and constants.md. */
export function PerformancePage() {
  const { analysis, busy, error, analyze, optimize } = usePerformanceAnalysis();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex max-w-3xl flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Performance</h1>
          <p className="text-slate-700">
            Analyze reads the browser's Navigation Timing and Resource Timing entries for this tab's page load. Optimize is a
            simulation: after 3 seconds it shows the score with image, caching and compression raised to at most 95 (a score already
            higher stays as measured); it changes nothing.
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button onClick={analyze} isLoading={busy === 'analyzing'} disabled={busy !== null}>
            {busy !== 'analyzing' && <Gauge aria-hidden="true" className="size-4" />}
            Analyze
          </Button>
          <Button variant="outline" onClick={optimize} isLoading={busy === 'optimizing'} disabled={!analysis || busy !== null}>
            {busy !== 'optimizing' && <Zap aria-hidden="true" className="size-4" />}
            Optimize
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {busy === 'analyzing' ? 'Analyzing...' : busy === 'optimizing' ? 'Simulating optimization...' : ''}
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-700">
          {error}
        </p>
      )}
      {!analysis && !error && (
        <p className="rounded-lg p-8 text-center text-slate-700 ring-1 ring-slate-200">Press Analyze to measure how this page loaded.</p>
      )}
      {analysis && (
        <>
          <ScoreSummary analysis={analysis} />
          <MetricCards analysis={analysis} />
          <RecommendationList items={recommendations(analysis.simulated ?? analysis.measured)} simulated={!!analysis.simulated} />
        </>
      )}
    </div>
  );
}
