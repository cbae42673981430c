import { afterEach, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { CheckoutLoad, printFigures } from '../support/checkout-load.js';
import { aCustomer, menuOf, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { checkLedger, settled } from '../support/order-ledger.js';
import { eventually } from '../support/payment-servers.js';
import { deliverEvent } from '../support/signed-events.js';

const CUSTOMERS = 24;
const KILL_AT = [40, 90];
const CHECKOUTS = 140;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One API process (jobs in-process, local checkout) under a checkout load of 24 customers,
 * killed with SIGKILL twice and started again on the same port while the load goes on.
 * Afterwards every answered checkout is one order, every acknowledged payment (the card
 * page's 303, a signed event's 200) paid its order, and nothing was paid twice.
 */
describe.each(testDatabaseKinds())('the API killed with SIGKILL during a checkout load, on %s', (kind) => {
  let deployment: Deployment | undefined;
  afterEach(async () => deployment?.destroy());

  it('keeps every answered order once and applies every acknowledged payment once', async () => {
    deployment = await createDeployment({ kind });
    const d = deployment;
    let api = await d.startApi(d.config.port);
    const restaurants = await Promise.all([1, 2, 3].map(() => aRestaurant().insert(d.db)));
    const menus = await Promise.all(restaurants.map((id) => menuOf(d, id)));
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) customers.push(await aCustomer(d, `killed-${kind}-${i}@example.com`));

    const load = new CheckoutLoad(d);
    let faults = 0;
    let restarting: Promise<void> | undefined;
    const killAndRestart = async () => {
      await api.kill();
      faults += 1;
      api = await d.startApi(d.config.port);
    };
    const shopper = async (customer: Customer, n: number) => {
      for (let round = 0; load.answered.length < CHECKOUTS; round += 1) {
        const r = (n + round) % restaurants.length;
        const checkout = await load.checkout(customer, restaurants[r]!, menus[r]!, [1 + (round % 3), 1]);
        if (KILL_AT[faults] !== undefined && load.answered.length >= KILL_AT[faults]! && !restarting) {
          restarting = killAndRestart().finally(() => (restarting = undefined));
        }
        if (!checkout) {
          await sleep(100);
          continue;
        }
        // A third pay on the card page, a third by signed event (sent twice at once), a third stay placed.
        if (round % 3 === 0) await load.payByCard(checkout);
        else if (round % 3 === 1) await load.payByEvent(checkout, 2);
      }
    };
    await Promise.all(customers.map((customer, n) => shopper(customer, n)));
    await restarting;
    expect(faults).toBe(KILL_AT.length);

    // The provider retries what was not acknowledged; the outbox sweep re-sends card payments' events.
    await eventually(async () => {
      await load.redeliverUnacknowledged();
      return load.unacknowledged.size === 0;
    }, 'every signed event to be acknowledged', 30_000);
    await eventually(async () => settled(await checkLedger(d.db, load)), 'every acknowledged payment to be applied and recorded', 90_000);
    // Late repeats of every acknowledged event, after the restarts: 200, and nothing changes.
    const late = await Promise.all(load.acknowledged.map(async ({ event }) => (await deliverEvent(d, event)).status));
    expect(late.filter((status) => status !== 200)).toEqual([]);

    const ledger = await checkLedger(d.db, load);
    printFigures(`API killed with SIGKILL (${kind})`, { requests: load.requests + late.length, faults, orders: ledger.orders, lost: ledger.lost.length, duplicated: ledger.duplicated.length });
    expect(ledger.lost).toEqual([]);
    expect(ledger.duplicated).toEqual([]);
    expect(ledger.orders).toBeGreaterThanOrEqual(CHECKOUTS);
  });
});
