import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { bearerAuthorization } from '../../api/access-token';
import { api, API_BASE_URL, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';

/** The console's resources, named as their paths under /api/operator (ra-data-simple-rest builds the URLs). */
export const RESTAURANTS = 'restaurants';
export const ORDERS = 'orders';
export const AUDIT = 'audit';

export type OperatorRestaurant = Schemas['OverseenRestaurant'];
export type OperatorOrderRecord = Schemas['Order'] & { id: string; events?: Schemas['OperatorOrder']['events'] };
export type StandingAction = 'suspend' | 'unlist' | 'reinstate';

// As the owner area's orders: the lists follow react-admin's simple REST dialect, with the typed client's token.
const httpClient = async (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: await bearerAuthorization() } });
const rest = simpleRestProvider(`${API_BASE_URL}/api/operator`, httpClient);

const orderRecord = (order: Schemas['Order'], events?: Schemas['OperatorOrder']['events']): OperatorOrderRecord => ({ ...order, id: order._id, ...(events ? { events } : {}) });

/** One call per standing action, on the typed client; the answer is the restaurant after it. */
async function changeStanding(id: string, action: StandingAction, reason?: string): Promise<OperatorRestaurant> {
  const path = { params: { path: { restaurantId: id } } };
  if (action === 'reinstate') return unwrap(api.POST('/api/operator/restaurants/{restaurantId}/reinstate', path), 'Unable to reinstate restaurant');
  const url = action === 'suspend' ? '/api/operator/restaurants/{restaurantId}/suspend' : '/api/operator/restaurants/{restaurantId}/unlist';
  return unwrap(api.POST(url, { ...path, body: { reason: reason ?? '' } }), `Unable to ${action} restaurant`);
}

export type OperatorDataProvider = DataProvider & { changeStanding: typeof changeStanding; auditCsv: (filter: object) => Promise<Blob> };

/**
 * The console's one data provider: the lists (restaurants, orders, audit) and a restaurant's
 * show through ra-data-simple-rest; an order's show and the standing actions through the typed
 * client; the audit export as the CSV the server writes.
 */
export const operatorDataProvider: OperatorDataProvider = {
  ...rest,
  getList: async (resource, params) => {
    const answer = await rest.getList(resource, params);
    return resource === ORDERS ? { ...answer, data: answer.data.map((order) => orderRecord(order as never)) as never[] } : answer;
  },
  getOne: async (resource, params) => {
    if (resource !== ORDERS) return rest.getOne(resource, params);
    const { order, events } = await unwrap(api.GET('/api/operator/orders/{orderId}', { params: { path: { orderId: String(params.id) } } }), 'Failed to get order');
    return { data: orderRecord(order, events) as never };
  },
  changeStanding,
  auditCsv: async (filter) => {
    const url = `${API_BASE_URL}/api/operator/audit.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const response = await fetch(url, { headers: { Authorization: await bearerAuthorization() } });
    if (!response.ok) throw new Error('Failed to export the audit log');
    return response.blob();
  },
};
