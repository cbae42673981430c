import { HttpError, type DataProvider } from 'react-admin';
import { api, type Schemas } from '../api/client';
import { expectData, type ApiRequestError, type ApiResult } from '../api/expect-data';
import { toRestaurantFormData } from './restaurant-form-data';
import type { RestaurantPayload } from './restaurant/restaurant-schema';

/** The owner has one restaurant: react-admin sees it as the record 'mine' of 'restaurant'. */
export const RESTAURANT = 'restaurant';
export const MINE = 'mine';
export type RestaurantRecord = Schemas['Restaurant'] & { id: typeof MINE };

/**
 * The app's one unwrapping of API answers (expectData), with its failures re-thrown as
 * react-admin's HttpError, which carries the status and the error body to the screen.
 */
async function unwrap<T>(call: Promise<ApiResult<T>>, message: string): Promise<T> {
  let data: T | undefined;
  try {
    data = await expectData(call, message);
  } catch (error) {
    const { status, body } = error as ApiRequestError;
    throw new HttpError(message, status ?? 0, body);
  }
  if (data === undefined) throw new HttpError(message, 0);
  return data;
}

const asRecord = (restaurant: Schemas['Restaurant']): RestaurantRecord => ({ ...restaurant, id: MINE });
// react-admin's methods are generic in the record type; this provider serves one shape only.
const asResult = (restaurant: Schemas['Restaurant']) => ({ data: asRecord(restaurant) as never });

// openapi-fetch types a file as a string; the body goes out as the FormData built here.
const multipart = (data: unknown) => {
  const form = toRestaurantFormData(data as RestaurantPayload);
  return { body: {}, bodySerializer: () => form };
};

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not supported`));

function expectMine(resource: string) {
  if (resource !== RESTAURANT) throw new Error(`Unknown resource ${resource}`);
}

/** Maps react-admin's calls onto the typed client of the web app. */
export const dataProvider: DataProvider = {
  getOne: async (resource, { signal }) => {
    expectMine(resource);
    // A 404 rejects too: the screen reads it as "no restaurant yet", i.e. create mode.
    const restaurant = await unwrap(api.GET('/api/my/restaurant', { signal }), 'Failed to get restaurant');
    return asResult(restaurant);
  },
  create: async (resource, { data }) => {
    expectMine(resource);
    const restaurant = await unwrap(api.POST('/api/my/restaurant', multipart(data)), 'Failed to create restaurant');
    return asResult(restaurant);
  },
  update: async (resource, { data }) => {
    expectMine(resource);
    // Unlike the original client, an HTTP failure on update is an error (DECISIONS.md).
    const restaurant = await unwrap(api.PUT('/api/my/restaurant', multipart(data)), 'Failed to update restaurant');
    return asResult(restaurant);
  },
  getList: unsupported('getList'),
  getMany: unsupported('getMany'),
  getManyReference: unsupported('getManyReference'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
