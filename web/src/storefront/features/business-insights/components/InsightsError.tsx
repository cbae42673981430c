import { CircleAlert } from 'lucide-react';

/** docs/product/texts-and-errors.md 'Analytics load fails': both the restaurant's and the demonstration figures failed. */
export function InsightsError() {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">Error loading business insights data</p>
        <p className="mt-1 text-sm">Please try refreshing the page or contact support if the problem persists.</p>
      </div>
    </div>
  );
}
