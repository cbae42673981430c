import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type GetListParams } from 'react-admin';
import { api, API_BASE_URL, bearerAuthorization, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';
import type { OrderStatus } from './order-status';

/** The owner's orders as a react-admin resource. */
export const ORDER = 'order';

export type Order = Schemas['Order'];
export type OrderRecord = Order & { id: string };
export type OrderSummary = Schemas['OrderSummary'];

/** react-admin keys records by `id`; the contract's orders carry `_id`. */
export const toOrderRecord = (order: Order): OrderRecord => ({ ...order, id: order._id });

// The list follows react-admin's simple REST dialect, so ra-data-simple-rest reads it; it
// cannot use the typed client, so it takes the same bearer token from it.
const httpClient = async (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: await bearerAuthorization() } });

const rest = simpleRestProvider(`${API_BASE_URL}/api/my/restaurant`, httpClient);

/** GET /api/my/restaurant/order?sort=..&range=..&filter=.. with `Content-Range` for the total. */
export async function getOrderList(resource: string, params: GetListParams) {
  const { data, total } = await rest.getList<OrderRecord>(resource, params);
  return { data: data.map(toOrderRecord), total };
}

/** The dashboard's typed calls beside react-admin's own (as in react-admin's CRM demo). */
export interface OrderMethods {
  getOrderSummary(params?: { signal?: AbortSignal }): Promise<OrderSummary>;
  updateOrderStatus(params: { id: string; status: OrderStatus }): Promise<OrderRecord>;
}

export const orderMethods: OrderMethods = {
  getOrderSummary: ({ signal } = {}) => unwrap(api.GET('/api/my/restaurant/order-summary', { signal }), 'Failed to fetch orders'),
  updateOrderStatus: async ({ id, status }) => {
    const call = api.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId: id } }, body: { status } });
    return toOrderRecord(await unwrap(call, 'Failed to update status'));
  },
};
