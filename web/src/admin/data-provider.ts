import { combineDataProviders, type DataProvider } from 'react-admin';
import { DELIVERY_AREAS, deliveryAreaMethods } from './delivery-areas/delivery-area-data-provider';
import { ORDER, orderMethods, orderDeskMethods, type OrderDeskMethods } from './orders/order-data-provider';
import { restaurantMethods } from './restaurant/restaurant-data-provider';
import { RESTAURANT } from './restaurant/restaurant-record';
import { payoutMethods, type PayoutMethods } from './payouts/payout-data-provider';
import { serviceMethods, type ServiceMethods } from './service/service-data-provider';
import { reviewMethods, type ReviewMethods } from './reviews/review-data-provider';
import { teamMethods, type TeamMethods } from './team/team-data-provider';
import { webhookMethods, type WebhookMethods } from './webhooks/webhook-data-provider';
import { VOUCHERS, voucherMethods } from './vouchers/voucher-data-provider';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not supported`));
/** Each resource's API has a few calls; react-admin's others are refused. */
const only = (methods: Partial<DataProvider>): DataProvider => ({
  ...(Object.fromEntries(METHODS.map((method) => [method, unsupported(method)])) as DataProvider),
  ...methods,
});

const byResource = combineDataProviders((resource) => {
  if (resource === ORDER) return only(orderMethods);
  if (resource === RESTAURANT) return only(restaurantMethods);
  if (resource === DELIVERY_AREAS) return only(deliveryAreaMethods);
  if (resource === VOUCHERS) return only(voucherMethods);
  throw new Error(`Unknown resource ${resource}`);
});

export type OwnerDataProvider = DataProvider & OrderDeskMethods & ServiceMethods & WebhookMethods & ReviewMethods & TeamMethods & PayoutMethods;

/**
 * The owner area's one data provider: react-admin's calls per resource ('order' through
 * ra-data-simple-rest and the typed client, 'restaurant' and 'deliveryAreas' through the typed client), and the
 * dashboard's, the service panel's, the webhooks panel's, the team tab's and the payouts tab's own typed calls beside them.
 */
export const dataProvider: OwnerDataProvider = {
  // combineDataProviders answers any method name by its first argument, the resource;
  // the summary takes none, so only react-admin's standard methods come from it.
  ...(Object.fromEntries(METHODS.map((method) => [method, byResource[method]])) as DataProvider),
  ...orderDeskMethods,
  ...serviceMethods,
  ...webhookMethods,
  ...reviewMethods,
  ...teamMethods,
  ...payoutMethods,
};
