import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatusReport } from '../status-report';
import { MetricCard } from './MetricCard';
import { OverallStatusCard } from './OverallStatusCard';
import { ServiceCard } from './ServiceCard';

/** The whole report: the unreachable notice, the overall card, then services and metrics. */
export function StatusReportView({ report, isRefreshing }: { report: StatusReport; isRefreshing: boolean }) {
  return (
    <div aria-busy={isRefreshing} className="flex flex-col gap-8">
      {!report.reachable && (
        <div role="alert" className="flex items-center gap-3 rounded-md bg-red-50 p-4 text-red-800">
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          <p>The API did not answer. Every service shows as an error until it does.</p>
        </div>
      )}
      <OverallStatusCard report={report} />
      <CardSection id="services-title" title="Services">
        {report.services.map((service) => (
          <li key={service.key}>
            <ServiceCard service={service} checkedAt={report.checkedAt} />
          </li>
        ))}
      </CardSection>
      <CardSection id="metrics-title" title="Metrics">
        {report.metrics.map((metric) => (
          <li key={metric.key}>
            <MetricCard metric={metric} />
          </li>
        ))}
      </CardSection>
    </div>
  );
}

function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}
