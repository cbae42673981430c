import { RefreshCw } from 'lucide-react';
import { Button } from '../../shared/ui/Button';
import { WithFullStylesheet } from '../../shared/first-paint/WithFullStylesheet';
import { PageSpinner } from '../../shared/ui/Spinner';
import { useApiStatus } from '../features/api-status/api/get-api-status';
import { StatusReportView } from '../features/api-status/components/StatusReportView';

/** docs/product/screens.md API status: refreshed at load, every 30 s and on demand. */
export function ApiStatusPage() {
  const { report, isLoading, isRefreshing, refresh } = useApiStatus();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">API Status</h1>
          <p className="text-slate-600">The API and the services it relies on, checked at load and every 30 seconds.</p>
        </div>
        <Button variant="outline" onClick={refresh} isLoading={isRefreshing} className="self-start sm:self-auto">
          {!isRefreshing && <RefreshCw aria-hidden="true" className="size-4" />}
          Refresh
        </Button>
      </div>
      {isLoading && <PageSpinner label="Checking services..." />}
      {report && (
        <WithFullStylesheet fallback={<PageSpinner label="Checking services..." />}>
          <StatusReportView report={report} isRefreshing={isRefreshing} />
        </WithFullStylesheet>
      )}
    </div>
  );
}
