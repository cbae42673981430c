import type { Schemas } from '../../../../api/client';
import { customerStatus, type KnownStatus } from '../order-status';

type Fulfilment = Schemas['Fulfilment'];

// Dark text on a pale tint of each hue: AA contrast, and never colour alone (the label says it).
const TONES: Record<KnownStatus, string> = {
  placed: 'bg-red-50 text-red-800 ring-red-200',
  paid: 'bg-sky-50 text-sky-800 ring-sky-200',
  inProgress: 'bg-amber-50 text-amber-900 ring-amber-200',
  outForDelivery: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** The customer's label of a status (docs/product/states.md "Order status"; a collection's own: decisions.md "Collection"), as a coloured pill. */
export function OrderStatusBadge({ status, fulfilment }: { status: string; fulfilment?: Fulfilment }) {
  const view = customerStatus(status, fulfilment);
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-bold ring-1 ${TONES[view.status]}`}>
      {view.label}
    </span>
  );
}
