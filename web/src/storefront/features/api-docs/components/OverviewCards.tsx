import { CreditCard, Database, Download, Globe } from 'lucide-react';
import { CONTRACT_URL } from '../api/get-contract';
import { useDatabaseStatus, type DatabaseStatus } from '../api/get-database-status';
import type { Contract } from '../contract-model';
import { InfoCard } from './InfoCard';

const DATABASE_NAMES: Record<DatabaseStatus['database'], string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

function DatabaseInUse() {
  const { status, isLoading } = useDatabaseStatus();
  if (isLoading) return <p>Asking this server which database it uses...</p>;
  if (!status) return <p>This server did not report its database just now.</p>;
  const state = status.status === 'connected' ? `connected, ${status.latencyMs} ms` : 'not answering';
  return (
    <p>
      This server: <strong className="text-slate-900">{DATABASE_NAMES[status.database]}</strong> ({state}).
    </p>
  );
}

/** Base URL, database and payments: what an integrator needs before the first call. */
export function OverviewCards({ contract, baseUrl }: { contract: Contract; baseUrl: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <InfoCard icon={Globe} title="Base URL">
        <code className="rounded bg-slate-100 px-2 py-1 font-mono text-slate-900 wrap-anywhere">{baseUrl}</code>
        <p>
          Every path below is relative to it. OpenAPI {contract.openapi}, version {contract.version}.
        </p>
        <a
          href={CONTRACT_URL}
          download="openapi.yaml"
          className="inline-flex min-h-6 items-center gap-1.5 self-start rounded-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <Download aria-hidden="true" className="size-4" />
          Download openapi.yaml
        </a>
      </InfoCard>
      <InfoCard icon={Database} title="Database">
        {/* The observed product said "document database" (docs/product/screens.md "API docs"); this product stores its data relationally. */}
        <p>Relational: SQLite by default, PostgreSQL when the server is configured with one.</p>
        <DatabaseInUse />
      </InfoCard>
      <InfoCard icon={CreditCard} title="Payments">
        <p>
          Hosted card checkout: Stripe Checkout when Stripe keys are configured, otherwise the built-in local hosted
          checkout. Both confirm payment with signed events to <code className="font-mono">POST /api/order/checkout/webhook</code>.
        </p>
      </InfoCard>
    </div>
  );
}
