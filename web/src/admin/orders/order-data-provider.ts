import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { bearerAuthorization } from '../../api/access-token';
import { api, API_BASE_URL, type Schemas } from '../../api/client';
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

export type DeclineRequest = Schemas['DeclineOrderRequest'];
export type RefundRequest = Schemas['RefundRequest'];

const onOrder = (orderId: string) => ({ params: { path: { orderId } } });

/**
 * The dashboard's typed calls beside react-admin's own (as in react-admin's CRM example): the
 * summary, and the desk's actions on one order (docs/product/decisions.md "Running a service"),
 * each answered with the changed order.
 */
export const orderDeskMethods = {
  getOrderSummary: ({ signal }: { signal?: AbortSignal } = {}): Promise<OrderSummary> =>
    unwrap(api.GET('/api/my/restaurant/order-summary', { signal }), 'Failed to fetch orders'),
  acceptOrder: async (orderId: string, estimatedMinutes: number) =>
    toOrderRecord(await unwrap(api.POST('/api/my/restaurant/order/{orderId}/accept', { ...onOrder(orderId), body: { estimatedMinutes } }), 'Unable to accept the order')),
  declineOrder: async (orderId: string, body: DeclineRequest) =>
    toOrderRecord(await unwrap(api.POST('/api/my/restaurant/order/{orderId}/decline', { ...onOrder(orderId), body }), 'Unable to decline the order')),
  delayOrder: async (orderId: string, minutes: number) =>
    toOrderRecord(await unwrap(api.POST('/api/my/restaurant/order/{orderId}/delay', { ...onOrder(orderId), body: { minutes } }), 'Unable to delay the order')),
  refundOrder: async (orderId: string, body: RefundRequest) =>
    toOrderRecord(await unwrap(api.POST('/api/my/restaurant/order/{orderId}/refunds', { ...onOrder(orderId), body }), 'Unable to refund the order')),
  // docs/product/decisions.md "Order help": the customer's report approved as a refund, or declined with a reason.
  approveOrderProblem: async (orderId: string, amount: number) =>
    toOrderRecord(await unwrap(api.POST('/api/my/restaurant/order/{orderId}/help/approve', { ...onOrder(orderId), body: { amount } }), 'Unable to approve the report')),
  declineOrderProblem: async (orderId: string, reason: string) =>
    toOrderRecord(await unwrap(api.POST('/api/my/restaurant/order/{orderId}/help/decline', { ...onOrder(orderId), body: { reason } }), 'Unable to decline the report')),
  // docs/product/team-and-roles.md "Couriers": a courier member's id, or null to leave it open.
  assignCourier: async (orderId: string, courierId: string | null) =>
    toOrderRecord(await unwrap(api.PUT('/api/my/restaurant/order/{orderId}/courier', { ...onOrder(orderId), body: { courierId } }), 'Unable to assign the courier')),
  getCouriers: async ({ signal }: { signal?: AbortSignal } = {}) => (await unwrap(api.GET('/api/my/restaurant/couriers', { signal }), 'Failed to get couriers')).couriers,
};

export type OrderDeskMethods = typeof orderDeskMethods;
