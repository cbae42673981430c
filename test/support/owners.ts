import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import type { ProductHandle } from './customers.js';

/** A signed-in owner with a restaurant (created through the owner API, as the form does). */
export async function anOwner(server: ProductHandle, email: string, menu: Array<[string, number]> = [['Korma', 1000], ['Naan', 300]]) {
  const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
  const auth0Id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const restaurantId = await aRestaurant().withMenu(...menu).insert(server.db, undefined, { auth0Id, email });
  return { token, api: server.client(token), restaurantId };
}
