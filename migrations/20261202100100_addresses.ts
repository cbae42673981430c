import type { Knex } from 'knex';

/*
 * Postcodes and phones (docs/product/decisions.md "Addresses"): the customer's profile
 * (accounts' `users`), the restaurant's street address and postcode (catalogue's
 * `restaurants`) and the order's delivery postcode and phone (ordering's `orders`). All
 * nullable: rows written before have none, and reads answer them as absent or empty.
 * Postcodes are stored normalised (`SW1A 1AA`), phones in E.164; sizes are the contract's bounds.
 */
const COLUMNS: Array<[table: string, column: string, length: number]> = [
  ['users', 'postcode', 16],
  ['users', 'phone', 32],
  ['restaurants', 'address_line1', 300],
  ['restaurants', 'postcode', 16],
  ['orders', 'delivery_postcode', 16],
  ['orders', 'delivery_phone', 32],
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, column, length] of COLUMNS) {
    await knex.schema.alterTable(table, (t) => {
      t.string(column, length);
    });
  }
}

// Plain DROP COLUMN on both databases: knex's SQLite way copies the table, which would lose
// the catalogue's change triggers (20261125000000_catalogue-changes.ts).
export async function down(knex: Knex): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse()) await knex.raw('alter table ?? drop column ??', [table, column]);
}
