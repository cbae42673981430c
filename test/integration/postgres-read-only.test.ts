import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/shared/db/database.js';
import { databaseHealthCheck } from '../../src/shared/db/database-health.js';
import { asServiceUnavailable } from '../../src/shared/db/service-unavailable.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

// A read-only PostgreSQL (a standby, or default_transaction_read_only) as the product meets it:
// a second pool on the same database whose sessions start read-only.
describe.runIf(process.env.TEST_DATABASE_URL)('a read-only PostgreSQL', () => {
  let database: TestDatabase;
  let readOnly: Database;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.config.kind !== 'postgres') throw new Error('postgres only');
    const url = new URL(database.config.url);
    url.searchParams.set('options', [url.searchParams.get('options'), '-c default_transaction_read_only=on'].filter(Boolean).join(' '));
    readOnly = createDatabase({ kind: 'postgres', url: url.toString() });
  });
  afterAll(async () => {
    await readOnly?.destroy();
    await database?.destroy();
  });

  it('refuses writes with 25006, which is a 503 DATABASE_READ_ONLY, and the health check says so', async () => {
    const check = databaseHealthCheck(readOnly);
    const failure = await readOnly('users').insert({ id: 'x' }).catch((error: unknown) => error);
    expect(asServiceUnavailable(failure)).toMatchObject({ status: 503, code: 'DATABASE_READ_ONLY' });
    expect(check.known?.()).toMatchObject({ status: 'error', detail: expect.stringContaining('DATABASE_READ_ONLY') });
    expect(await check.check()).toMatchObject({ status: 'error', detail: expect.stringContaining('read-only') });
  });

  it('the writable pool on the same database stays healthy', async () => {
    expect(await databaseHealthCheck(database.db).check()).toMatchObject({ status: expect.stringMatching(/^(healthy|warning)$/) });
  });
});
