import { ReceiptText } from 'lucide-react';
import { OrdersList, UnpaidOrdersList } from './OrdersDashboard';

/** The order resource of the owner area, as react-admin's demo shapes one: `{ list, icon }`. */
export const orders = { list: OrdersList, icon: ReceiptText };

/** Its second list (the unpaid orders), a route of the resource; the first is also the area's own address. */
export { OrdersList, UnpaidOrdersList };

export { ORDER } from './order-data-provider';
export { refreshOwnerOrders, useDeskLiveUpdates } from './order-queries';
