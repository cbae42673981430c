import { useCallback, useState } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { Dialog } from '../../../../shared/ui/Dialog';
import { formatPence } from '../../../../shared/format/money';
import { refundableOf } from '../../../../shared/orders/order-lifecycle';
import { useCancelOrder } from '../api/cancel-order';
import type { Order } from '../api/get-my-orders';

/**
 * docs/product/decisions.md "Customers cancel": 'Cancel order', then a confirmation that says what happens to
 * the money. The dialog gives focus back to the button; once cancelled the button is gone, so the order's
 * status line (polite live region) says it and focus goes to the order's heading.
 */
export function CancelOrder({ order, orderLabel, headingId }: { order: Order; orderLabel: string; headingId: string }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCallback(() => setConfirming(false), []);
  const cancel = useCancelOrder(() => {
    setConfirming(false);
    // After the dialog's own focus return (to the button about to go), on the order itself.
    setTimeout(() => document.getElementById(headingId)?.focus());
  });
  const paid = order.status !== 'placed';
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} aria-describedby={headingId} className="self-start text-red-800">
        Cancel order
      </Button>
      {confirming && (
        <Dialog label={`Cancel ${orderLabel}?`} onClose={close}>
          <div className="flex flex-col gap-4 p-6">
            <h2 className="pr-10 text-xl font-bold tracking-tight">Cancel {orderLabel}?</h2>
            <p className="text-slate-700">
              {paid
                ? `The restaurant has not accepted it yet. You get a full refund of ${formatPence(refundableOf(order))} to your card.`
                : 'Nothing has been charged for this order.'}
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={cancel.isPending}>
                Keep order
              </Button>
              <Button isLoading={cancel.isPending} onClick={() => cancel.mutate(order._id)} className="bg-red-700 hover:bg-red-800 disabled:bg-red-700/60">
                Cancel order
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
