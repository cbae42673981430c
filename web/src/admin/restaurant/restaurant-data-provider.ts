import type { DataProvider } from 'react-admin';
import { api, type Schemas } from '../../api/client';
import { toMenuFormData, toRestaurantFormData } from '../restaurant-form-data';
import { unwrap } from '../unwrap';
import type { MenuPayload, RestaurantPayload } from './restaurant-schema';
import { toRestaurantRecord } from './restaurant-record';

// react-admin's methods are generic in the record type; this provider serves one shape only.
const asResult = (restaurant: Schemas['Restaurant']) => ({ data: toRestaurantRecord(restaurant) as never });

// openapi-fetch types a file as a string; the body goes out as the FormData built here.
const multipart = (data: unknown) => {
  const form = toRestaurantFormData(data as RestaurantPayload);
  return { body: {}, bodySerializer: () => form };
};

/** The restaurant resource's calls, on the typed client (multipart does not fit simple REST). */
export const restaurantMethods = {
  getOne: async (_resource, { signal }) => {
    // A 404 rejects too: the screen reads it as "no restaurant yet", i.e. create mode.
    const restaurant = await unwrap(api.GET('/api/my/restaurant', { signal }), 'Failed to get restaurant');
    return asResult(restaurant);
  },
  create: async (_resource, { data }) => {
    const restaurant = await unwrap(api.POST('/api/my/restaurant', multipart(data)), 'Failed to create restaurant');
    return asResult(restaurant);
  },
  update: async (_resource, { data, meta }) => {
    // A manager saves the menu alone (docs/product/team-and-roles.md): the menu's own call.
    if ((meta as { part?: string } | undefined)?.part === 'menu') {
      const form = toMenuFormData(data as MenuPayload);
      return asResult(await unwrap(api.PUT('/api/my/restaurant/menu', { body: {}, bodySerializer: () => form }), 'Failed to update menu'));
    }
    // Unlike the original client, an HTTP failure on update is an error (docs/product/texts-and-errors.md "Error catalogue").
    const restaurant = await unwrap(api.PUT('/api/my/restaurant', multipart(data)), 'Failed to update restaurant');
    return asResult(restaurant);
  },
} satisfies Partial<DataProvider>;
