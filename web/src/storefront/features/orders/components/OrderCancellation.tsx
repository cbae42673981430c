import { cancellationText, refundText } from '../../../../shared/orders/order-lifecycle';
import type { Order } from '../api/get-my-orders';

/**
 * docs/product/decisions.md "Running a service": why the order was cancelled, and each refund as the customer
 * follows it ("Refund of £x.xx requested", then "Refunded £x.xx"). Refunds of an order still running show too.
 */
export function OrderCancellation({ order, orderLabel }: { order: Order; orderLabel: string }) {
  const { cancellation, refunds } = order;
  if (!cancellation && refunds.length === 0) return null;
  return (
    <section aria-label={`Cancellation and refunds of ${orderLabel}`} className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      {cancellation && (
        <p className="font-bold break-words">
          {cancellationText(cancellation)}
          {cancellation.note && <span className="block font-normal text-slate-700">“{cancellation.note}”</span>}
        </p>
      )}
      {refunds.length > 0 && (
        <ul className="flex flex-col gap-1.5">
          {refunds.map((refund) => (
            <li key={refund.id} className="text-sm break-words">
              <span className={`font-bold ${refund.status === 'failed' ? 'text-red-800' : refund.status === 'succeeded' ? 'text-green-800' : ''}`}>
                {refundText(refund)}
              </span>
              {refund.reason && <span className="text-slate-700"> · {refund.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
