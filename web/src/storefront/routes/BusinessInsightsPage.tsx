import { useState } from 'react';
import { Spinner } from '../../shared/ui/Spinner';
import { useBusinessInsights } from '../features/business-insights/api/get-business-insights';
import { InsightsError } from '../features/business-insights/components/InsightsError';
import { InsightsTabs } from '../features/business-insights/components/InsightsTabs';
import { InsightsToolbar } from '../features/business-insights/components/InsightsToolbar';
import { KpiCards } from '../features/business-insights/components/KpiCards';
import { downloadTextFile } from '../features/business-insights/download-file';
import { insightsCsvFileName, insightsCsvRows, toCsv } from '../features/business-insights/insights-csv';
import { DEFAULT_TIME_RANGE, type TimeRange } from '../features/business-insights/time-ranges';

/**
 * docs/product/screens.md Business insights. Loaded lazily by the router, so the charts library is
 * downloaded only here.
 */
export function BusinessInsightsPage() {
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  // Only a click spins the Refresh button; the 30 s background refetch stays quiet.
  const [isRefreshing, setIsRefreshing] = useState(false);
  const { data, isPending, isError, isPlaceholderData, refetch } = useBusinessInsights(timeRange);
  // Figures of the previous range stay visible while the new ones load; they are not exported.
  const current = isPlaceholderData ? undefined : data;

  const refresh = () => {
    setIsRefreshing(true);
    void refetch().finally(() => setIsRefreshing(false));
  };
  const exportCsv = () => {
    if (!current) return;
    const now = new Date();
    downloadTextFile(toCsv(insightsCsvRows(current, timeRange, now)), insightsCsvFileName(timeRange, now));
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Business Insights</h1>
        <InsightsToolbar
          timeRange={timeRange}
          onTimeRangeChange={setTimeRange}
          onRefresh={refresh}
          isRefreshing={isRefreshing || isPlaceholderData}
          onExport={exportCsv}
          canExport={!!current}
        />
      </div>
      {isPending ? (
        <div className="py-12">
          <Spinner label="Loading business insights data..." visibleLabel />
        </div>
      ) : isError && !data ? (
        <InsightsError />
      ) : data ? (
        // Not faded while the next range loads: faded text fails contrast; the Refresh spinner says it.
        <div aria-busy={isPlaceholderData} className="space-y-6">
          <KpiCards insights={data} timeRange={timeRange} />
          <InsightsTabs insights={data} />
        </div>
      ) : null}
    </div>
  );
}
