import { combineDataProviders, type DataProvider } from 'react-admin';
import { api, type Schemas } from '../api/client';
import { getOrderList, ORDER, orderMethods, type OrderMethods } from './orders/order-data-provider';
import { toRestaurantFormData } from './restaurant-form-data';
import type { RestaurantPayload } from './restaurant/restaurant-schema';
import { unwrap } from './unwrap';

/** The owner has one restaurant: react-admin sees it as the record 'mine' of 'restaurant'. */
export const RESTAURANT = 'restaurant';
export const MINE = 'mine';
export type RestaurantRecord = Schemas['Restaurant'] & { id: typeof MINE };

const asRecord = (restaurant: Schemas['Restaurant']): RestaurantRecord => ({ ...restaurant, id: MINE });
// react-admin's methods are generic in the record type; each provider here serves one shape only.
const asResult = (restaurant: Schemas['Restaurant']) => ({ data: asRecord(restaurant) as never });

// openapi-fetch types a file as a string; the body goes out as the FormData built here.
const multipart = (data: unknown) => {
  const form = toRestaurantFormData(data as RestaurantPayload);
  return { body: {}, bodySerializer: () => form };
};

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not supported`));
/** Each resource's API has a few calls; react-admin's others are refused. */
const refuseAll = () => Object.fromEntries(METHODS.map((method) => [method, unsupported(method)])) as DataProvider;

const restaurantProvider: DataProvider = {
  ...refuseAll(),
  getOne: async (_resource, { signal }) => {
    // A 404 rejects too: the screen reads it as "no restaurant yet", i.e. create mode.
    const restaurant = await unwrap(api.GET('/api/my/restaurant', { signal }), 'Failed to get restaurant');
    return asResult(restaurant);
  },
  create: async (_resource, { data }) => {
    const restaurant = await unwrap(api.POST('/api/my/restaurant', multipart(data)), 'Failed to create restaurant');
    return asResult(restaurant);
  },
  update: async (_resource, { data }) => {
    // Unlike the original client, an HTTP failure on update is an error (docs/product/texts-and-errors.md "Error catalogue").
    const restaurant = await unwrap(api.PUT('/api/my/restaurant', multipart(data)), 'Failed to update restaurant');
    return asResult(restaurant);
  },
};

const orderProvider: DataProvider = {
  ...refuseAll(),
  getList: async (resource, params) => (await getOrderList(resource, params)) as never,
};

const byResource = combineDataProviders((resource) => {
  if (resource === ORDER) return orderProvider;
  if (resource === RESTAURANT) return restaurantProvider;
  throw new Error(`Unknown resource ${resource}`);
});

export type OwnerDataProvider = DataProvider & OrderMethods;

/**
 * Maps react-admin's calls onto the API: 'restaurant' through the typed client, 'order'
 * through ra-data-simple-rest; the dashboard's own calls are typed methods beside them.
 */
export const dataProvider: OwnerDataProvider = {
  // combineDataProviders answers any method name by its first argument, the resource;
  // the order methods take none, so only react-admin's standard methods come from it.
  ...(Object.fromEntries(METHODS.map((method) => [method, byResource[method]])) as DataProvider),
  ...orderMethods,
};
