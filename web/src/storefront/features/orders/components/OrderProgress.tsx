import type { Schemas } from '../../../../api/client';
import { customerStatus } from '../order-status';

/** docs/product/states.md "Order status" progress (0/25/50/75/100) as a labelled progress bar. */
export function OrderProgress({ status, fulfilment, label }: { status: string; fulfilment?: Schemas['Fulfilment']; label: string }) {
  const view = customerStatus(status, fulfilment);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={view.progress}
      aria-valuetext={`${view.label}, ${view.progress}%`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${view.progress}%` }} />
    </div>
  );
}
