import { describe, expect, it } from 'vitest';
import { KnexWebhookEndpoints } from '../../src/modules/integrations/adapters/knex-webhook-endpoints.js';
import { toDb } from '../../src/shared/db/timestamps.js';
import { newId } from '../../src/shared/ids.js';
import { KnexConsumerCursors } from '../../src/shared/order-log/knex-consumer-cursors.js';
import { createTestDatabase, testDatabaseKinds } from '../support/databases.js';

const MIGRATION = '20261202000000_webhooks-consumer';

// migrations/20261202000000_webhooks-consumer.ts: each endpoint's cursor goes on at the same
// event in order_event_cursors, so none is lost or sent again; its pending deliveries stay as they were.
describe.each(testDatabaseKinds())('the webhooks consumer migration on %s', (kind) => {
  it("carries every endpoint's cursor over and back, keeps its pending deliveries, and the endpoint's removal takes its cursor", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const { db } = fresh;
      await db.migrate.down({ name: MIGRATION });
      const restaurantId = newId();
      const [first, second] = [newId(), newId()];
      const now = toDb(new Date());
      for (const [slot, id] of [first, second].entries()) {
        await db('webhook_endpoints').insert({ id, restaurant_id: restaurantId, slot: slot + 1, url: `https://example.com/${slot}`, secret: 'whsec_x', created_at: now });
      }
      await db('webhook_cursors').insert([
        { endpoint_id: first, last_event_id: 41 },
        { endpoint_id: second, last_event_id: 7 },
      ]);
      await db('webhook_deliveries').insert({ endpoint_id: first, event_id: 41, event_type: 'paid', order_id: newId(), status: 'pending', attempts: 2, first_attempt_at: now, next_attempt_at: now, body: '{"id":41}' });

      await db.migrate.latest();
      const cursors = new KnexConsumerCursors(db);
      expect(Object.fromEntries(await cursors.positions([`integrations.webhooks:${first}`, `integrations.webhooks:${second}`]))).toEqual({
        [`integrations.webhooks:${first}`]: 41,
        [`integrations.webhooks:${second}`]: 7,
      });
      expect(await db.schema.hasTable('webhook_cursors')).toBe(false);
      const delivery = await db('webhook_deliveries').where({ endpoint_id: first }).first('status', 'attempts', 'body', 'last_error');
      expect(delivery).toEqual({ status: 'pending', attempts: 2, body: '{"id":41}', last_error: null });

      await db.migrate.down({ name: MIGRATION });
      const back = (await db('webhook_cursors').orderBy('last_event_id').select('endpoint_id', 'last_event_id')).map((r: { endpoint_id: string; last_event_id: unknown }) => [r.endpoint_id, Number(r.last_event_id)]);
      expect(back).toEqual([[second, 7], [first, 41]]);
      expect(await db('order_event_cursors').where('name', 'like', 'integrations.webhooks:%').pluck('name')).toEqual([]);

      await db.migrate.latest();
      expect(await new KnexWebhookEndpoints(db).remove(restaurantId, first)).toBe(true);
      expect(await cursors.ofPartition('integrations.webhooks', first).read()).toBeUndefined();
      expect(await cursors.ofPartition('integrations.webhooks', second).read()).toBe(7);
    } finally {
      await fresh.destroy();
    }
  });
});
