import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../shared/ui/Spinner';
import { cartStorageKey } from '../features/cart/cart';
import type { Order } from '../features/orders/api/get-my-orders';
import { useGetMyOrders } from '../features/orders/api/get-my-orders-live';
import { NoOrders } from '../features/orders/components/NoOrders';
import { OrderHistory } from '../features/orders/components/OrderHistory';
import { PaymentReceivedNotice } from '../features/orders/components/PaymentReceivedNotice';

/** The hosted checkout's success page comes back here with `?paidOrder=<id>&session_id=...`. */
const PAID_ORDER = 'paidOrder';

/** /order-status: the signed-in customer's orders by day, polled (docs/product/screens.md and constants.md). */
export function OrderStatusPage() {
  const { orders, isLoading, error } = useGetMyOrders();
  const [params, setParams] = useSearchParams();
  const paidOrderId = params.get(PAID_ORDER) ?? undefined;
  const paidOrder = orders?.find((order) => order._id === paidOrderId);
  useClearPaidCart(paidOrder);

  const dismiss = () => setParams({}, { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Order Status</h1>
      {paidOrder && <PaymentReceivedNotice order={paidOrder} onDismiss={dismiss} />}
      <MyOrders orders={orders} isLoading={isLoading} error={error} firstOrderId={paidOrder?._id} />
    </div>
  );
}

interface MyOrdersProps {
  orders: Order[] | undefined;
  isLoading: boolean;
  error: Error | null;
  firstOrderId?: string;
}

/** Loading, failed (and nothing to show), empty, or the orders by day. */
function MyOrders({ orders, isLoading, error, firstOrderId }: MyOrdersProps) {
  if (isLoading) {
    return (
      <div className="py-12">
        <Spinner label="Loading your orders..." visibleLabel />
      </div>
    );
  }
  if (!orders) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-700">
        {error?.message ?? 'Failed to get orders'}
      </p>
    );
  }
  return orders.length === 0 ? <NoOrders /> : <OrderHistory orders={orders} firstOrderId={firstOrderId} />;
}

/** The order is paid for: its restaurant's cart has been bought and goes. */
function useClearPaidCart(order: Order | undefined) {
  const restaurantId = order?.restaurant._id;
  useEffect(() => {
    if (restaurantId) window.sessionStorage.removeItem(cartStorageKey(restaurantId));
  }, [restaurantId]);
}
