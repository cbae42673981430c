import { FlaskConical } from 'lucide-react';
import { optimizationSummary } from '../optimization-summary';
import { grade, overallScore } from '../scoring';
import type { Analysis } from '../use-performance-analysis';
import { toneOf } from './tone';

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/** The overall score out of 100, its grade, and what was measured. */
export function ScoreSummary({ analysis }: { analysis: Analysis }) {
  const score = overallScore(analysis.simulated ?? analysis.measured);
  const tone = toneOf(score);
  return (
    <section aria-labelledby="score-title" className="flex flex-col gap-3 rounded-lg p-5 ring-1 ring-slate-200">
      <h2 id="score-title" className="text-sm font-bold text-slate-700">
        Performance Score{analysis.simulated ? ' (simulated)' : ''}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className={`text-5xl font-bold tracking-tight ${tone.text}`}>{score}</span>
        <span className="text-lg text-slate-700">/ 100</span>
        <span className={`text-lg font-bold ${tone.text}`}>{grade(score)}</span>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${score}%` }} />
      </div>
      <p className="text-sm text-slate-700 wrap-anywhere">
        Measured at {timeFormat.format(analysis.at)} from this tab's page load of {analysis.measured.pageUrl}. The score is the mean of
        the image, caching, compression and load-time scores.
      </p>
      {analysis.simulated && (
        <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{optimizationSummary(analysis.measured, analysis.simulated)} Nothing on the site was changed; press Analyze to measure again.</span>
        </p>
      )}
    </section>
  );
}
