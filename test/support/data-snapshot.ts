// Everything a request may write, read back in a stable order: a rejected request must
// leave it exactly as it was ("nothing half-written").
import type { TestServer } from './test-server.js';
import { storedImages } from './restaurant-form.js';

/** The product's tables (docs/architecture/table-owners.md); analytics snapshots are a cache. */
export const PRODUCT_TABLES = [
  'users',
  'restaurants',
  'restaurant_cuisines',
  'menu_items',
  'delivery_areas',
  'delivery_area_postcodes',
  'orders',
  'order_items',
  'order_status_history',
  'order_events',
  'payment_events',
  'local_checkout_sessions',
  'local_checkout_outbox',
  // Deliveries and their log change in the background (docs/architecture/webhooks.md); endpoints only by request.
  'webhook_endpoints',
  'memberships',
  'team_invitations',
  'order_deliveries',
  'order_help',
  'restaurant_scheduling',
  'vouchers',
  'voucher_uses',
  'operator_audit',
];

export interface DataSnapshot {
  tables: Record<string, string[]>;
  images: string[];
}

export async function snapshotData(server: TestServer): Promise<DataSnapshot> {
  // The tables read at once: on PostgreSQL each on a connection of the pool (SQLite's one takes turns).
  const read = await Promise.all(PRODUCT_TABLES.map(async (table) => ((await server.db(table).select()) as object[]).map((row) => JSON.stringify(row)).sort()));
  const tables = Object.fromEntries(PRODUCT_TABLES.map((table, i) => [table, read[i]!]));
  return { tables, images: storedImages(server) };
}

/** The tables (and the image store) that differ, for a readable failure; empty when nothing changed. */
export function changedParts(before: DataSnapshot, after: DataSnapshot): string[] {
  const changed = PRODUCT_TABLES.filter((table) => JSON.stringify(before.tables[table]) !== JSON.stringify(after.tables[table]));
  if (JSON.stringify(before.images) !== JSON.stringify(after.images)) changed.push('stored images');
  return changed;
}
