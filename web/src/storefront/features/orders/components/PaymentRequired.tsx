import { CreditCard, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../shared/ui/Button';
import { useResumePayment } from '../api/resume-payment';

/** docs/product/screens.md "My orders": the red box of a placed order, with a way to pay it now. */
export function PaymentRequired({ orderId, describedBy }: { orderId: string; describedBy: string }) {
  const { resumePayment, isPending, isBlocked } = useResumePayment();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="flex flex-col gap-1">
          <h4 id={titleId} className="font-bold text-red-800">
            Payment Required
          </h4>
          <p className="text-sm text-red-800">This order is placed but not paid. Please complete the payment to proceed.</p>
        </div>
      </div>
      {/* Described by the order's title: each placed order has a button of this name. */}
      <Button
        isLoading={isPending}
        disabled={isBlocked}
        onClick={() => void resumePayment(orderId)}
        aria-describedby={describedBy}
        className="w-full shrink-0 sm:w-auto"
      >
        {!isPending && <CreditCard aria-hidden="true" className="size-4" />}
        Complete Payment
      </Button>
    </section>
  );
}
