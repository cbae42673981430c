import { Download, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { TIME_RANGES, isTimeRange, type TimeRange } from '../time-ranges';

interface InsightsToolbarProps {
  timeRange: TimeRange;
  onTimeRangeChange: (range: TimeRange) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  onExport: () => void;
  canExport: boolean;
}

/**
 * Range selector, Refresh and Export (docs/product/screens.md "Business insights"); on a phone the selector spans a row above the
 * buttons. Export waits for figures of the selected range (the outline button has no disabled look).
 */
export function InsightsToolbar({ timeRange, onTimeRangeChange, onRefresh, isRefreshing, onExport, canExport }: InsightsToolbarProps) {
  const id = useId();
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center">
      <label htmlFor={id} className="sr-only">
        Time range
      </label>
      <select
        id={id}
        value={timeRange}
        onChange={(event) => {
          if (isTimeRange(event.target.value)) onTimeRangeChange(event.target.value);
        }}
        className="col-span-2 h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
      >
        {TIME_RANGES.map((range) => (
          <option key={range.value} value={range.value}>
            {range.label}
          </option>
        ))}
      </select>
      <Button variant="outline" onClick={onRefresh} isLoading={isRefreshing}>
        {!isRefreshing && <RefreshCw aria-hidden="true" className="size-4" />}
        Refresh
      </Button>
      <Button variant="outline" onClick={onExport} disabled={!canExport} className="disabled:opacity-50 disabled:hover:bg-white">
        <Download aria-hidden="true" className="size-4" />
        Export
      </Button>
    </div>
  );
}
