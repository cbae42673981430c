import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOwner, picture, restaurantForm, validFields } from '../support/restaurant-form.js';
import { holdSqliteWriteLock } from '../support/sqlite-lock-holder.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The database's line on GET /health/checks, and the liveness answer of GET /health. */
async function healthOf(server: TestServer) {
  const checks = await server.client().GET('/health/checks');
  const health = await server.client().GET('/health');
  expect([checks.response.status, health.response.status]).toEqual([200, 200]);
  return { database: checks.data?.checks.find((c) => c.name === 'database'), health: health.data };
}

describe('a busy, read-only or full SQLite database', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    owner = await anOwner(server, 'locked-out@example.com');
    expect((await owner.create(validFields(), { bytes: await picture('#27ae60') })).status).toBe(201);
  });
  afterAll(async () => server?.stop());

  it('keeps answering while another process holds the write lock; the write gets 503 DATABASE_BUSY', async () => {
    if (server.database.config.kind !== 'sqlite') throw new Error('sqlite only');
    const lock = await holdSqliteWriteLock(server.database.config.filename);
    try {
      let writeAnswered = false;
      const write = fetch(`${server.url}/api/my/restaurant`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${owner.token}` },
        body: restaurantForm({ ...validFields(), restaurantName: 'Renamed' }),
      }).finally(() => (writeAnswered = true));

      // While the write waits for the lock, liveness, the checks and reads are answered.
      const { database, health } = await healthOf(server);
      expect(database).toMatchObject({ status: 'error', detail: expect.stringContaining('DATABASE_BUSY') });
      expect((await owner.get()).body.restaurantName).toBe('Bella Napoli');
      expect(['ok', 'degraded']).toContain(health?.status);
      expect(writeAnswered).toBe(false);

      const response = await write;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(await response.json()).toMatchObject({ code: 'DATABASE_BUSY', message: expect.stringContaining('busy') });
      expect((await healthOf(server)).health).toMatchObject({ status: 'degraded', problems: [{ name: 'database', detail: expect.stringContaining('DATABASE_BUSY') }] });
    } finally {
      await lock.release();
    }
    const retried = await owner.update({ ...validFields(), restaurantName: 'Renamed' });
    expect(retried).toMatchObject({ status: 200, body: { restaurantName: 'Renamed' } });
    const after = await healthOf(server);
    expect(after.health?.status).toBe('ok');
    expect(after.database?.status).not.toBe('error');
  });

  // Root ignores file permissions, so the read-only file is SQLite's own query_only switch:
  // the same SQLITE_READONLY a read-only file or mount gives.
  it('answers 503 DATABASE_READ_ONLY to writes on a read-only database and says so on /health', async () => {
    await server.db.raw('PRAGMA query_only = ON');
    try {
      const refused = await owner.update({ ...validFields(), restaurantName: 'Read only' });
      expect(refused).toMatchObject({ status: 503, body: { code: 'DATABASE_READ_ONLY' } });
      const { database, health } = await healthOf(server);
      expect(health).toMatchObject({ status: 'degraded', problems: [{ name: 'database', detail: expect.stringContaining('read-only') }] });
      expect(database).toMatchObject({ status: 'error', detail: expect.stringContaining('DATABASE_READ_ONLY') });
    } finally {
      await server.db.raw('PRAGMA query_only = OFF');
    }
    expect((await owner.get()).body.restaurantName).toBe('Renamed');
  });

  it('answers 503 STORAGE_FULL when the database file cannot grow', async () => {
    // Full: no free pages left inside the file (migrations that drop or rebuild tables leave
    // some), and the file may not grow past the pages it has.
    await server.db.raw('VACUUM');
    const [{ page_count: pages }] = (await server.db.raw('PRAGMA page_count')) as [{ page_count: number }];
    await server.db.raw(`PRAGMA max_page_count = ${pages}`);
    try {
      const big = { ...validFields(), menuItems: Array.from({ length: 100 }, (_, i) => ({ name: `Dish ${i} ${'x'.repeat(80)}`, price: '500' })) };
      const refused = await owner.update(big);
      expect(refused).toMatchObject({ status: 503, body: { code: 'STORAGE_FULL' } });
      expect((await healthOf(server)).health).toMatchObject({ status: 'degraded', problems: [{ name: 'database' }] });
    } finally {
      await server.db.raw('PRAGMA max_page_count = 1073741823');
    }
    expect((await owner.get()).body.menuItems).toHaveLength(3);
  });
});
