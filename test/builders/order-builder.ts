import type { Order } from '../../src/modules/ordering/domain/order.js';
import { bulkLoadOrders, placedOrderRows } from '../../src/modules/ordering/seeding.js';
import type { Database } from '../../src/shared/db/database.js';

/**
 * Writes the orders as KnexOrderRepository.create would, one by one, but in bulk statements on
 * one transaction: a thousand orders in well under a second rather than a thousand transactions.
 */
export async function insertOrders(db: Database, orders: readonly Order[], changedBy = 'test'): Promise<void> {
  await db.transaction((trx) => bulkLoadOrders(trx, placedOrderRows(orders, changedBy)));
}
