import { ProofPhoto } from '../../../../shared/orders/ProofPhoto';
import type { Order } from '../api/get-my-orders';

const ACTIVE = ['paid', 'inProgress', 'outForDelivery'];

/**
 * docs/product/team-and-roles.md "Couriers": who is bringing it, and the code the customer gives
 * the courier at the door, while a delivery order is on its way; once delivered, how it was proved.
 */
export function OrderCourier({ order }: { order: Order }) {
  if (order.fulfilment !== 'delivery') return null;
  const courier = order.delivery?.courierName;
  const onTheWay = order.status === 'outForDelivery' && courier;
  const showCode = order.deliveryCode && ACTIVE.includes(order.status);
  if (!onTheWay && !showCode && !(order.status === 'delivered' && order.delivery?.proof)) return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100">
      {/* Polite: the courier setting off is read out once. */}
      <p aria-live="polite" className="font-bold">
        {onTheWay ? `${courier} is on the way` : ''}
      </p>
      {showCode && (
        <p>
          Your delivery code: <span className="font-bold tracking-widest tabular-nums">{order.deliveryCode}</span>
          <span className="block text-sm text-slate-700">Give it to your courier when your order arrives.</span>
        </p>
      )}
      {order.status === 'delivered' && order.delivery?.proof === 'code' && <p>Delivered · Code confirmed</p>}
      {order.status === 'delivered' && order.delivery?.proof === 'photo' && (
        <>
          <p>Delivered · Your courier took this photo</p>
          <ProofPhoto orderId={order._id} path="/api/order/{orderId}/proof-photo" />
        </>
      )}
    </div>
  );
}
