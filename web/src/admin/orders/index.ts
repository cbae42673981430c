import { ReceiptText } from 'lucide-react';
import { OrdersDashboard } from './OrdersDashboard';

/** The order resource of the owner area, as react-admin's demo shapes one: `{ list, icon }`. */
export const orders = { list: OrdersDashboard, icon: ReceiptText };

export { ORDER } from './order-data-provider';
export { refreshOwnerOrders } from './order-queries';
export type { OrdersTab } from './order-status';
