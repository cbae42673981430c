import { ERROR_TOAST_MS } from '../../shared/ui/notify';
import { loadSonner } from '../../shared/ui/sonner';
import { orderNumber } from './order-format';
import type { OrderStatus } from './order-status';

/** docs/product/constants.md "Notifications": status toasts stay 4 s. */
export const STATUS_TOAST_MS = 4000;

/** docs/product/texts-and-errors.md "Toasts": one success text per status reached. */
export const STATUS_TOAST_TITLES: Readonly<Record<OrderStatus, string>> = {
  placed: 'Order placed successfully',
  paid: 'Payment confirmed',
  inProgress: 'Order is being prepared',
  outForDelivery: 'Order is out for delivery',
  delivered: 'Order delivered successfully',
  cancelled: 'Order cancelled',
};

export const UPDATE_FAILED = { title: 'Update Failed', description: 'Unable to update order status. Please try again.' };

/** docs/product/decisions.md "Collection": a collection order's last two steps. */
const COLLECTION_TOAST_TITLES: Readonly<Partial<Record<OrderStatus, string>>> = { outForDelivery: 'Order is ready for collection', delivered: 'Order collected' };

interface ChangedOrder {
  _id: string;
  status: OrderStatus;
  fulfilment?: 'delivery' | 'collection';
  deliveryDetails: { name: string };
}

/** 'Order is being prepared' / 'Ada Lovelace - Order #E0E1F2'. */
export const statusToastText = (order: ChangedOrder) => ({
  title: (order.fulfilment === 'collection' ? COLLECTION_TOAST_TITLES[order.status] : undefined) ?? STATUS_TOAST_TITLES[order.status],
  description: `${order.deliveryDetails.name} - Order #${orderNumber(order._id)}`,
});

export function notifyStatusChanged(order: ChangedOrder) {
  const { title, description } = statusToastText(order);
  void loadSonner().then(({ toast }) => toast.success(title, { description, duration: STATUS_TOAST_MS }));
}

// Sonner's rich error tint has a pale pink edge; docs/product/texts-and-errors.md "Toasts" wants this one plainly red-bordered.
const RED_BORDER = { borderColor: '#dc2626', borderWidth: 2 };

export function notifyUpdateFailed() {
  void loadSonner().then(({ toast }) =>
    toast.error(UPDATE_FAILED.title, { description: UPDATE_FAILED.description, duration: ERROR_TOAST_MS, style: RED_BORDER }),
  );
}
