import { CircleCheckBig } from 'lucide-react';
import { CloseButton } from '../../../../shared/ui/CloseButton';
import type { Order } from '../api/get-my-orders';
import { orderNumber } from '../../../../shared/orders/order-details';
import { awaitsPayment } from '../order-status';

/**
 * Back from a paid checkout. The order turns 'Payment Confirmed' only when the payment
 * provider's event reaches the server, usually within seconds: this says so meanwhile (and the
 * order's card holds back its 'Payment Required' box). A cancelled order says its money goes back.
 */
export function PaymentReceivedNotice({ order, onDismiss }: { order: Order; onDismiss: () => void }) {
  const number = orderNumber(order._id);
  return (
    <div className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
      <CircleCheckBig aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
      <div role="status" className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-bold">Thank you! Your payment was received.</p>
        <p>
          {awaitsPayment(order.status)
            ? `Order #${number} will show "Payment Confirmed" as soon as the payment confirmation reaches us, usually within a few seconds.`
            : order.status === 'cancelled'
              ? `Order #${number} was cancelled, so your payment is refunded. See below.`
              : `Order #${number} is confirmed. You can follow its progress below.`}
        </p>
      </div>
      <CloseButton label="Dismiss payment message" onClick={onDismiss} className="-m-1.5" />
    </div>
  );
}
