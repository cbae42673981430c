import { CreditCard, Database, HardDrive, KeyRound, Mail, Server, type LucideIcon } from 'lucide-react';
import type { ServiceKey, ServiceView } from '../status-report';
import { formatMs } from '../status-format';
import { DetailText } from './DetailText';
import { STATUS_BORDER, StatusBadge } from './StatusBadge';

const ICONS: Record<ServiceKey, LucideIcon> = {
  api: Server,
  database: Database,
  payments: CreditCard,
  storage: HardDrive,
  identity: KeyRound,
  mail: Mail,
};

/** One dependency: its verdict, how long its check took, and the check's own words. */
export function ServiceCard({ service, checkedAt }: { service: ServiceView; checkedAt: number }) {
  const Icon = ICONS[service.key];
  return (
    <article
      aria-labelledby={`service-${service.key}`}
      className={`flex h-full flex-col gap-3 rounded-lg border-l-4 bg-white p-4 shadow-sm ring-1 ring-slate-200 ${STATUS_BORDER[service.status]}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`service-${service.key}`} className="flex items-center gap-2 text-lg font-bold">
          <Icon aria-hidden="true" className="size-5 text-slate-500" />
          {service.name}
        </h3>
        <StatusBadge tone={service.status} />
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Latency</dt>
          <dd className="tabular-nums">{service.latencyMs === undefined ? 'Not measured' : formatMs(service.latencyMs)}</dd>
        </div>
        {service.detail && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-slate-600">Detail</dt>
            <dd className="break-words">
              <DetailText detail={service.detail} checkedAt={checkedAt} />
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
