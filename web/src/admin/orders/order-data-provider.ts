import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
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

/**
 * The order resource's calls: the list (GET .../order?sort=..&range=..&filter=.., the total in
 * `Content-Range`) through ra-data-simple-rest; an update is the status call of the typed client.
 */
export const orderMethods = {
  getList: async (resource, params) => {
    const { data, total } = await rest.getList<OrderRecord>(resource, params);
    return { data: data.map(toOrderRecord) as never[], total };
  },
  update: async (_resource, { id, data }) => {
    const call = api.PATCH('/api/my/restaurant/order/{orderId}/status', {
      params: { path: { orderId: String(id) } },
      body: { status: (data as { status: OrderStatus }).status },
    });
    return { data: toOrderRecord(await unwrap(call, 'Failed to update status')) as never };
  },
} satisfies Partial<DataProvider>;

/** The dashboard's typed call beside react-admin's own (as in react-admin's CRM example). */
export interface OrderSummaryMethod {
  getOrderSummary(params?: { signal?: AbortSignal }): Promise<OrderSummary>;
}

export const orderSummaryMethod: OrderSummaryMethod = {
  getOrderSummary: ({ signal } = {}) => unwrap(api.GET('/api/my/restaurant/order-summary', { signal }), 'Failed to fetch orders'),
};
