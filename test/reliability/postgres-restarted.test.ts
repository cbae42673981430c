import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutLoad, printFigures } from '../support/checkout-load.js';
import { aCustomer, menuOf, type Customer } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { checkLedger, settled } from '../support/order-ledger.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { startPrivatePostgres, type PrivateService } from '../support/private-services.js';

const CUSTOMERS = 6;

/**
 * The API (a real process, jobs in-process) on a PostgreSQL cluster of the test's own, which
 * is restarted (fast shutdown: every session cut off) between two rounds of checkouts and
 * payments. While it is down the API answers at once, in the error shape; afterwards it
 * works again without being restarted itself, and nothing acknowledged was lost.
 */
describe('PostgreSQL restarted under the API', () => {
  let postgres: PrivateService | undefined;
  let deployment: Deployment | undefined;
  afterEach(async () => {
    await deployment?.destroy();
    await postgres?.destroy();
  });

  it('reconnects by itself and loses nothing acknowledged', async () => {
    postgres = await startPrivatePostgres();
    deployment = await createDeployment({ kind: 'postgres', databaseUrl: postgres.url });
    const d = deployment;
    await d.startApi(d.config.port);
    const owner = await anOwner(d, 'pg-owner@example.com');
    const menu = await menuOf(d, owner.restaurantId);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => aCustomer(d, `pg-${i}@example.com`)));
    const load = new CheckoutLoad(d);
    const round = () =>
      Promise.all(
        customers.map(async (customer: Customer, i) => {
          const checkout = await load.checkout(customer, owner.restaurantId, menu);
          if (checkout && i % 2 === 0) await load.payByCard(checkout);
          else if (checkout) await load.payByEvent(checkout);
        }),
      );
    await round();
    expect(load.failures).toBe(0);

    await postgres.stop();
    const search = () => d.client().GET('/api/restaurant/search/{city}', { params: { path: { city: 'london' } } });
    const whileDown = await search();
    console.info(`[reliability] a search while PostgreSQL is down: ${whileDown.response.status} ${JSON.stringify(whileDown.error)}`);
    expect(whileDown.response.status).toBe(503);
    expect(whileDown.error).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(whileDown.error).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    const health = await d.client().GET('/health/checks');
    expect(health.data?.checks.find((c) => c.name === 'database')).toMatchObject({ status: 'error' });

    await postgres.start();
    await eventually(async () => (await search()).response.status === 200, 'the API to reach PostgreSQL again', 30_000);
    const failuresBefore = load.failures;
    await round();
    expect(load.failures).toBe(failuresBefore);
    await eventually(async () => {
      await load.redeliverUnacknowledged();
      return settled(await checkLedger(d.db, load));
    }, 'every acknowledged payment to be applied and recorded', 60_000);
    const ledger = await checkLedger(d.db, load);
    printFigures('PostgreSQL restarted', { requests: load.requests + 2, faults: 1, orders: ledger.orders, lost: ledger.lost.length, duplicated: ledger.duplicated.length });
    expect(ledger.orders).toBe(2 * CUSTOMERS);
    expect(ledger.lost).toEqual([]);
    expect(ledger.duplicated).toEqual([]);
  });
});
