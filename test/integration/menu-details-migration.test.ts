import { describe, expect, it } from 'vitest';
import { KnexUserRepository } from '../../src/modules/accounts/seeding.js';
import { loadRestaurants } from '../../src/modules/catalogue/adapters/restaurant-rows.js';
import { loadOrders } from '../../src/modules/ordering/adapters/order-loading.js';
import { systemClock } from '../../src/shared/clock.js';
import { toDb } from '../../src/shared/db/timestamps.js';
import { newId } from '../../src/shared/ids.js';
import { createTestDatabase, testDatabaseKinds } from '../support/databases.js';

// migrations/20261129070000_menu-details.ts: menus and orders stored before it stay whole and valid.
describe.each(testDatabaseKinds())('the menu details migration on %s', (kind) => {
  it('gives existing items no details, keeping their ids, and existing order lines no options', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      await fresh.db.migrate.down({ name: '20261129070000_menu-details' });
      const { user } = await new KnexUserRepository(fresh.db, systemClock).createIfAbsent({ auth0Id: `menu|${newId()}`, email: 'm@example.com' });
      const [restaurantId, itemId, orderId] = [newId(), newId(), newId()];
      const now = toDb(new Date());
      await fresh.db('restaurants').insert({ id: restaurantId, owner_user_id: user.id, restaurant_name: 'Old', city: 'Leeds', country: 'UK', delivery_price: 100, estimated_delivery_time: 20, created_at: now, updated_at: now });
      await fresh.db('menu_items').insert({ id: itemId, restaurant_id: restaurantId, name: 'Pie', price: 500, position: 0 });
      await fresh.db('orders').insert({
        id: orderId, restaurant_id: restaurantId, user_id: user.id, status: 'placed', total_amount: 500, delivery_price: 100, delivery_name: 'A',
        delivery_address_line1: '1 Road', delivery_city: 'Leeds', delivery_country: 'UK', delivery_email: 'a@example.com', created_at: now, updated_at: now,
      });
      await fresh.db('order_items').insert({ id: newId(), order_id: orderId, menu_item_id: itemId, name: 'Pie', price: 500, quantity: 1, position: 0 });
      await fresh.db.migrate.latest();
      const [restaurant] = await loadRestaurants(fresh.db, [restaurantId]);
      expect(restaurant?.menuSections).toEqual([]);
      expect(restaurant?.menuItems).toEqual([{ id: itemId, name: 'Pie', price: 500, description: '', category: '', allergens: [], dietary: [], optionGroups: [] }]);
      const [order] = await loadOrders(fresh.db, fresh.db('orders').where({ id: orderId }));
      // The catalogue's change log still follows menu writes (search reloads by it).
      const version = async () => BigInt((await fresh.db('catalogue_version').first('version')).version as string | number);
      const before = await version();
      await fresh.db('menu_items').where({ id: itemId }).update({ price: 550 });
      expect(await version()).toBeGreaterThan(before);
      expect(order?.items).toEqual([{ menuItemId: itemId, name: 'Pie', price: 500, quantity: 1, options: [], allergens: [] }]);
    } finally {
      await fresh.destroy();
    }
  });
});
