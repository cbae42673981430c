import type { HealthStatus } from '../observations';

const FILL: Record<HealthStatus, string> = { healthy: 'bg-green-600', warning: 'bg-amber-500', error: 'bg-red-600' };

/** The health score as a bar, exposed to assistive technology with its value. */
export function HealthScoreBar({ score, tone }: { score: number; tone: HealthStatus }) {
  return (
    <div
      role="progressbar"
      aria-label="Health score"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score}%`}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full transition-[width] ${FILL[tone]}`} style={{ width: `${score}%` }} />
    </div>
  );
}
