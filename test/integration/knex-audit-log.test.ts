import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexAuditLog } from '../../src/modules/operator/adapters/knex-audit-log.js';
import type { AuditPage, AuditRecord } from '../../src/modules/operator/domain/audit.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

const at = (time: string) => new Date(`2025-03-12T${time}:00.000Z`);
const record = (action: AuditRecord['action'], targetId: string, reason: string | null): AuditRecord => ({
  action,
  targetKind: 'restaurant',
  targetId,
  targetName: `Restaurant ${targetId}`,
  before: { suspended: null },
  after: action === 'reinstateRestaurant' ? { suspended: null } : { suspended: { reason } },
  reason,
});
const page = (filter: AuditPage['filter'] = {}, order: AuditPage['order'] = 'desc', range = { first: 0, last: 24 }): AuditPage => ({ order, filter, range });

describe.each(testDatabaseKinds())('KnexAuditLog on %s', (kind) => {
  let database: TestDatabase;
  let log: KnexAuditLog;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    log = new KnexAuditLog(database.db);
    const ops = { sub: 'sub-ops', email: 'Ops@Example.com' };
    const other = { sub: 'sub-other', email: null };
    await database.db.transaction(async (trx) => {
      await log.append(trx, ops, record('suspendRestaurant', 'r1', 'Hygiene "failed", 2 stars'), at('10:00'));
      await log.append(trx, other, record('unlistRestaurant', 'r2', 'Closed for works'), at('11:00'));
      await log.append(trx, ops, record('reinstateRestaurant', 'r1', null), at('12:00'));
    });
  });
  afterAll(() => database?.destroy());

  it('reads the entries back as written, newest first, with the total', async () => {
    const { entries, total } = await log.page(page());
    expect(total).toBe(3);
    expect(entries.map((e) => [e.action, e.targetId, e.at.toISOString()])).toEqual([
      ['reinstateRestaurant', 'r1', '2025-03-12T12:00:00.000Z'],
      ['unlistRestaurant', 'r2', '2025-03-12T11:00:00.000Z'],
      ['suspendRestaurant', 'r1', '2025-03-12T10:00:00.000Z'],
    ]);
    expect(entries[2]).toMatchObject({ operator: { sub: 'sub-ops', email: 'Ops@Example.com' }, targetName: 'Restaurant r1', before: { suspended: null }, after: { suspended: { reason: 'Hygiene "failed", 2 stars' } }, reason: 'Hygiene "failed", 2 stars' });
    expect(entries[1]!.operator.email).toBeNull();
  });

  it('filters by action, target, operator text and time, and pages with the total of the filter', async () => {
    const ids = async (query: AuditPage) => (await log.page(query)).entries.map((e) => `${e.action}:${e.targetId}`);
    expect(await ids(page({ actions: ['suspendRestaurant', 'unlistRestaurant'] }))).toEqual(['unlistRestaurant:r2', 'suspendRestaurant:r1']);
    expect(await ids(page({ targetKind: 'restaurant', targetId: 'r1' }, 'asc'))).toEqual(['suspendRestaurant:r1', 'reinstateRestaurant:r1']);
    expect(await ids(page({ operatorText: 'ops@example' }))).toEqual(['reinstateRestaurant:r1', 'suspendRestaurant:r1']);
    expect(await ids(page({ operatorText: '%' }))).toEqual([]);
    expect(await ids(page({ from: at('10:30'), before: at('12:00') }))).toEqual(['unlistRestaurant:r2']);
    const second = await log.page(page({}, 'desc', { first: 1, last: 1 }));
    expect([second.total, second.entries.map((e) => e.targetId)]).toEqual([3, ['r2']]);
  });

  it('refuses to change or remove an entry: the log is append-only', async () => {
    await expect(database.db('operator_audit').update({ reason: 'rewritten' })).rejects.toThrow(/append-only/);
    await expect(database.db('operator_audit').del()).rejects.toThrow(/append-only/);
    expect((await log.page(page())).total).toBe(3);
  });

  it('exports up to the cap in the order asked', async () => {
    expect((await log.upTo({ order: 'asc', filter: {} }, 2)).map((e) => e.action)).toEqual(['suspendRestaurant', 'unlistRestaurant']);
  });
});
