import { LoaderCircle } from 'lucide-react';

/** A small spinner with a text for screen readers (and, when `visibleLabel`, for everyone). */
export function Spinner({ label = 'Loading...', visibleLabel = false }: { label?: string; visibleLabel?: boolean }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-500" />
      <span className={visibleLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}
