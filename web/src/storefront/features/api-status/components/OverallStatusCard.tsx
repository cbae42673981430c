import type { StatusReport } from '../status-report';
import { formatMs, formatTime, formatUptime } from '../status-format';
import { HealthScoreBar } from './HealthScoreBar';
import { STATUS_BORDER, StatusBadge } from './StatusBadge';

/** docs/product/screens.md "API status": status, response time, uptime in hours and minutes, health score and its bar. */
export function OverallStatusCard({ report }: { report: StatusReport }) {
  const healthy = report.services.filter((s) => s.status === 'healthy').length;
  return (
    <section
      aria-labelledby="overall-status-title"
      className={`flex flex-col gap-5 rounded-lg border-l-4 bg-white p-5 shadow-sm ring-1 ring-slate-200 ${STATUS_BORDER[report.status]}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="overall-status-title" className="text-xl font-bold tracking-tight">
          Overall Status
        </h2>
        {/* Announced when it changes between refreshes, not on every refresh. */}
        <div aria-live="polite">
          <StatusBadge tone={report.status} large />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Figure label="Response time" value={formatMs(report.responseTimeMs)} />
        <Figure label="Uptime" value={report.uptimeSeconds === undefined ? 'Unknown' : formatUptime(report.uptimeSeconds)} />
        <Figure label="Health score" value={`${report.healthScore}%`} className="col-span-2 sm:col-span-1" />
      </dl>
      <div className="flex flex-col gap-2">
        <HealthScoreBar score={report.healthScore} tone={report.status} />
        <p className="text-sm text-slate-600">
          {healthy} of {report.services.length} services healthy (a warning counts half). Last checked at{' '}
          <time dateTime={new Date(report.checkedAt).toISOString()}>{formatTime(report.checkedAt)}</time>.
        </p>
      </div>
    </section>
  );
}

function Figure({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-1 rounded-md bg-slate-50 px-4 py-3 ${className}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}
