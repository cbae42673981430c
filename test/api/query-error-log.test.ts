import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogs } from '../support/captured-logs.js';
import { aCustomer, DELIVERY, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SECRET_PROFILE = { name: 'Secretname Person', addressLine1: '221B Hidden Street', city: 'Quietton', country: 'Nowhereland' };
const SECRETS = ['Secretname', 'Hidden Street', 'Quietton', 'Nowhereland'];

/** Makes every update of `users` fail inside the database, quoting the row in PostgreSQL's error detail. */
async function breakProfileUpdates(server: TestServer): Promise<void> {
  if (server.database.kind === 'sqlite') {
    await server.db.raw(`create trigger refuse_profile before update on users begin select raise(abort, 'profile store failed'); end`);
    return;
  }
  await server.db.raw(`create function refuse_profile() returns trigger language plpgsql as $$
    begin raise exception 'profile store failed' using detail = 'Failing row contains (' || new.name || ', ' || new.address_line1 || ')'; end $$`);
  await server.db.raw('create trigger refuse_profile before update on users for each row execute function refuse_profile()');
}

describe.each(testDatabaseKinds())('query errors in logs on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  const logs = capturedLogs('info');

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { logger: logs.logger });
    customer = await aCustomer(server, 'logged@example.com');
    await customer.api.PUT('/api/my/user', { body: DELIVERY });
  });
  afterAll(async () => server?.stop());

  it('logs the failed statement without the values bound to it', async () => {
    await breakProfileUpdates(server);
    const { response } = await customer.api.PUT('/api/my/user', { body: SECRET_PROFILE, headers: { 'x-request-id': 'leak-check' } });
    expect(response.status).toBe(500);
    const logged = logs.lines.filter((line) => line.includes('leak-check'));
    const failure = logged.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((l) => l.msg === 'request failed');
    expect(failure?.err?.message).toMatch(/update .*users.* set .*profile store failed/s);
    expect(failure?.err?.detail).toBeUndefined();
    for (const secret of [...SECRETS, 'logged@example.com']) expect(logged.join('\n')).not.toContain(secret);
    // The profile was not half-written.
    expect((await customer.api.GET('/api/my/user')).data).toMatchObject(DELIVERY);
  });

  it("keeps a constraint violation's values out of the error itself", async () => {
    const existing = (await server.db('users').first()) as { id: string; auth0_id: string };
    // A second row for the same subject: PostgreSQL's detail would quote "Key (auth0_id)=(auth0|...)".
    const error = await server
      .db('users')
      .insert({ ...existing, id: 'ffffffffffffffffffffffff', email: 'duplicate-secret@example.com', name: 'Secretname Twin' })
      .then(() => undefined, (err: unknown) => err as Record<string, unknown>);
    expect(error?.message).toMatch(/insert into .*users/);
    const everything = JSON.stringify({ ...error, message: error?.message });
    for (const value of ['duplicate-secret', 'Secretname', existing.auth0_id]) expect(everything).not.toContain(value);
  });
});
