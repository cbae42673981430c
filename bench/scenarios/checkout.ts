// Checkout: create-checkout-session, pay on the local hosted page, and the signed payment
// event through the webhook until the order is `paid`. Paid orders per second on SQLite
// (one process); on PostgreSQL, two API processes against one, with and without a CPU budget
// per process. On both, one process again with carts whose dishes carry options (the README's
// "Performance": within 10 % of the carts without), and with carts for a later slot (within 10 %
// of those for as soon as possible).
import os from 'node:os';
import { loadConfig } from '../../src/config.js';
import { signDevAccessToken } from '../../src/identity-dev/index.js';
import { startApi, type ApiProcess } from '../lib/api-process.js';
import { CpuBudgetUnavailable } from '../lib/cpu-budget.js';
import type { Shopper } from '../lib/checkout-driver.js';
import { checkoutLoad } from '../lib/checkout-load.js';
import { busyShare, machineCpu } from '../lib/machine-cpu.js';
import { scaleDataSet, type DataSet } from '../lib/scale-data.js';
import { median, ratio } from '../lib/stats.js';
import type { BenchContext, BenchRow, BenchScenario } from '../lib/types.js';
import { confirmationRows, confirmationTimes, queueEnv, startBenchWorker } from './checkout-confirmation.js';

const DATA = { restaurants: 1_000, orders: 10_000 };
const SMOKE = { restaurants: 20, orders: 100 };
/**
 * Checkouts in flight per API process: the same for one process as for each of two, so that
 * two processes are compared with one at the same load each, not one process with twice the
 * load of each of the pair.
 */
const CONNECTIONS_PER_PROCESS = 16;
const SQLITE_GOAL = 200;
const SCALE_GOAL = 1.6;
/** Paid orders/s with options over without, one process each (the goal in the README's "Performance"). */
const OPTIONS_GOAL = 0.9;
/** Paid orders/s for a later slot over as soon as possible, one process each: the slot's check, hold and count. */
const SLOT_GOAL = 0.9;
/**
 * Each bench restaurant's places a slot, the most the owner's call allows, written straight to its
 * scheduling row with a week ahead: each shopper's checkouts go round its restaurant's slots, so
 * the rounds measure the slot's check, lock and count at a full slot's size, never SLOT_FULL.
 */
const BENCH_SLOT_CAPACITY = 100;
const BENCH_DAYS_AHEAD = 7;
const BENCH_SLOTS_USED = 48;

/** What the carts carry beyond two dishes delivered inside the restaurant's first area above its minimum. */
type CartKind = 'plain' | 'options' | 'slot';
/**
 * Each API process's CPU budget in the scaling rounds, as a container limit gives it: two take
 * half of the machine and leave the other half to PostgreSQL and the load generator, as
 * hosts of their own would. Without budgets all of them share the same cores.
 */
const BUDGET_CORES = os.availableParallelism() / 4;
/** Unmeasured checkouts before the rounds, per set of API processes. */
const WARM_UP_SEC = 3;
/** How long payment events may take to land after the last checkout. */
const DRAIN_MS = 30_000;

/**
 * One seeded customer per connection, each ordering from a restaurant of their own, as real
 * load is: one customer at one restaurant would measure the row locks of their two change
 * markers, not the product.
 */
async function shoppersFor(api: ApiProcess, data: DataSet, count: number, kind: CartKind = 'plain'): Promise<Shopper[]> {
  const withOptions = kind === 'options';
  const config = loadConfig(api.env);
  const customers: Array<{ auth0_id: string; email: string }> = await data.db('users')
    .where('auth0_id', 'like', 'scale|customer-%')
    .orderBy('email')
    .limit(count)
    .select('auth0_id', 'email');
  const restaurants = withOptions ? await restaurantsWithOptions(data, count) : await data.db('restaurants').orderBy('id').limit(count).select<Array<{ id: string }>>('id');
  if (restaurants.length === 0) throw new Error('checkout: no restaurant with two dishes that have options');
  return Promise.all(
    customers.map(async (customer, i) => {
      const restaurantId = restaurants[i % restaurants.length]!.id;
      const dishes = data.db('menu_items').where({ restaurant_id: restaurantId });
      const menu: Array<{ id: string; name: string; price: number; option_groups: string }> = await (withOptions ? dishes.whereNot('option_groups', '[]') : dishes)
        .orderBy('position')
        .limit(2)
        .select('id', 'name', 'price', 'option_groups');
      const { postcode, minimumOrder } = await deliveredPostcode(data, restaurantId);
      const quantities = quantitiesOver(menu.map((item) => Number(item.price)), minimumOrder);
      const body = {
        restaurantId,
        cartItems: menu.map((item, n) => ({
          menuItemId: item.id,
          name: item.name,
          quantity: String(quantities[n]),
          ...(withOptions && { options: chosenOptions(item.option_groups) }),
        })),
        deliveryDetails: { email: customer.email, name: 'Bench Customer', addressLine1: '1 Load Street', city: 'London', country: 'United Kingdom', postcode, phone: '07911 123456' },
      };
      const slots = kind === 'slot' ? await offeredSlots(api, data, restaurantId) : undefined;
      return { token: await signDevAccessToken(config, { sub: customer.auth0_id, email: customer.email }), body, ...(slots && { slots }) };
    }),
  );
}

/**
 * A postcode the restaurant delivers to, in its first area, and that area's minimum: checkout
 * prices delivery by area as customers' checkouts do (docs/product/decisions.md "Delivery
 * areas"). A restaurant without areas delivers anywhere.
 */
async function deliveredPostcode(data: DataSet, restaurantId: string): Promise<{ postcode: string; minimumOrder: number }> {
  const area: { id: string; minimum_order: number } | undefined = await data.db('delivery_areas').where({ restaurant_id: restaurantId }).orderBy('position').first('id', 'minimum_order');
  if (!area) return { postcode: 'E1 6AN', minimumOrder: 0 };
  const { prefix }: { prefix: string } = await data.db('delivery_area_postcodes').where({ area_id: area.id }).orderBy('position').first('prefix');
  // An outcode ('M1') or a sector ('M1 5'): a unit of it makes a postcode in it.
  return { postcode: prefix.includes(' ') ? `${prefix}AA` : `${prefix} 9ZZ`, minimumOrder: Number(area.minimum_order) };
}

/** The restaurant's slots for delivery as the basket asks for them (the public slots call), once it offers a week of full-size ones. */
async function offeredSlots(api: ApiProcess, data: DataSet, restaurantId: string): Promise<string[]> {
  const row = { restaurant_id: restaurantId, days_ahead: BENCH_DAYS_AHEAD, delivery_capacity: BENCH_SLOT_CAPACITY, collection_capacity: BENCH_SLOT_CAPACITY, updated_at: new Date() };
  await data.db('restaurant_scheduling').insert(row).onConflict('restaurant_id').merge();
  const response = await fetch(`${api.url}/api/restaurant/${restaurantId}/slots?fulfilment=delivery`);
  const { slots } = (await response.json()) as { slots: Array<{ startsAt: string }> };
  if (slots.length === 0) throw new Error(`checkout: restaurant ${restaurantId} offers no slot`);
  // A dozen hours of them: more than the rounds fill, and the driver takes its shoppers on its command line.
  return slots.slice(0, BENCH_SLOTS_USED).map((slot) => slot.startsAt);
}

/** The lines' quantities, 1 and 2 as before, the first raised until the basket reaches the minimum. */
function quantitiesOver(prices: number[], minimumOrder: number): number[] {
  const quantities = prices.map((_, n) => n + 1);
  const rest = prices.reduce((sum, price, n) => (n === 0 ? sum : sum + price * quantities[n]!), 0);
  if (prices[0]) quantities[0] = Math.min(99, Math.max(1, Math.ceil((minimumOrder - rest) / prices[0])));
  return quantities;
}

/** Restaurants with at least two dishes that have option groups (seed:scale gives about one in three dishes some). */
async function restaurantsWithOptions(data: DataSet, count: number): Promise<Array<{ id: string }>> {
  return data.db('menu_items')
    .whereNot('option_groups', '[]')
    .groupBy('restaurant_id')
    .havingRaw('count(*) >= 2')
    .orderBy('restaurant_id')
    .limit(count)
    .select('restaurant_id as id');
}

/** A choice a customer makes: in each group as many options as it allows up to two (a size, two extras), none sold out. */
function chosenOptions(optionGroups: string): string[] {
  const groups = JSON.parse(optionGroups) as Array<{ min: number; max: number; options: Array<{ id: string; soldOut: boolean }> }>;
  return groups.flatMap((group) => group.options.filter((option) => !option.soldOut).slice(0, Math.max(group.min, Math.min(group.max, 2))).map((option) => option.id));
}

/** Orders paid since `since` and when the last of them was, waiting for in-flight events to land. */
async function paidSince(data: DataSet, since: number, expected: number): Promise<{ paid: number; lastMs: number }> {
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    const row: { n: unknown; last: unknown } | undefined = await data.db('orders')
      .where('created_at', '>=', new Date(since).toISOString())
      .whereNot('status', 'placed')
      .first(data.db.raw('count(*) as n'), data.db.raw('max(updated_at) as last'));
    const paid = Number(row?.n ?? 0);
    if (paid >= expected || Date.now() > deadline) return { paid, lastMs: row?.last ? new Date(row.last as string).getTime() : since };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Throughput {
  /** Paid orders per second, median over the rounds. */
  paid: number;
  /** Each round's paid orders per second, in the order measured. */
  rates: number[];
  /**
   * Each round's API CPU per paid order (ms, all processes): on a shared machine paid orders/s
   * swing with the neighbours; the CPU an order costs hardly does (as search's CPU us/req).
   */
  cpuPerOrder: number[];
  /** How busy the machine's cores were while checkouts ran (0..1), median over the rounds. */
  busy: number;
  /** Pay answer to order paid (ms), every paid checkout of every round. */
  confirmations: number[];
  /** Pay answers whose order never read paid. */
  unpaid: number;
}

async function paidPerSecond(ctx: BenchContext, data: DataSet, apis: ApiProcess[], kind: CartKind = 'plain'): Promise<Throughput> {
  const connections = CONNECTIONS_PER_PROCESS * apis.length;
  const shoppers = await shoppersFor(apis[0]!, data, connections, kind);
  // A fresh process compiles its hot paths and loads what it loads lazily (Stripe's signing)
  // during its first checkouts: unmeasured, or the first round measures start-up, not checkout.
  const warmUp = await checkoutLoad({ urls: apis.map((a) => a.url), shoppers, connections, durationSec: Math.min(WARM_UP_SEC, ctx.durationSec) });
  await paidSince(data, warmUp.startedAt, warmUp.paid);
  const rates: number[] = [];
  const cpuPerOrder: number[] = [];
  const busy: number[] = [];
  const confirmations: number[] = [];
  let unpaid = 0;
  for (let round = 0; round < ctx.rounds; round++) {
    const before = machineCpu();
    const apiCpu = () => apis.reduce((sum, api) => sum + api.cpuMs(), 0);
    const cpuBefore = apiCpu();
    const run = await checkoutLoad({ urls: apis.map((a) => a.url), shoppers, connections, durationSec: ctx.durationSec });
    busy.push(busyShare(before, machineCpu()));
    const { paid, lastMs } = await paidSince(data, run.startedAt, run.paid);
    cpuPerOrder.push(Math.round(((apiCpu() - cpuBefore) / Math.max(1, paid)) * 100) / 100);
    if (run.failures || paid < run.paid) ctx.log(`round ${round + 1}: ${run.failures} failed checkouts ${JSON.stringify(run.failedBy)}, ${run.paid - paid} payments not landed (figures suspect)`);
    const seconds = (Math.max(lastMs, run.endedAt) - run.startedAt) / 1000;
    ctx.log(`round ${round + 1}: ${paid} paid in ${seconds.toFixed(1)} s (checkouts for ${((run.endedAt - run.startedAt) / 1000).toFixed(1)} s), machine CPU ${percent(busy.at(-1)!)} % busy`);
    rates.push(paid / seconds);
    const times = await confirmationTimes(data, run.answered);
    confirmations.push(...times);
    unpaid += run.answered.length - times.length;
  }
  return { paid: median(rates), rates, cpuPerOrder, busy: median(busy), confirmations, unpaid };
}

const percent = (share: number) => Math.round(share * 100);

async function withApis<T>(data: DataSet, count: number, use: (apis: ApiProcess[]) => Promise<T>, cpuCores?: number): Promise<T> {
  const apis: ApiProcess[] = [];
  try {
    // Each customer checks out again and again: the per-user limit would refuse most of it.
    const env = { ...data.env, RATE_LIMIT_CHECKOUT: '1000000/60' };
    for (let i = 0; i < count; i++) {
      // One identity provider for all, as deployed: the others would refuse the first one's tokens (another issuer).
      const provider = apis[0] && { IDP_URL: `http://localhost:${apis[0].env.IDP_PORT}` };
      apis.push(await startApi({ ...env, ...provider }, { cpuCores }));
    }
    return await use(apis);
  } finally {
    for (const api of apis) await api.stop();
  }
}

/** One API process and one worker on BullMQ: how soon a payment reads paid. */
async function withWorker(ctx: BenchContext, data: DataSet, redisUrl: string): Promise<BenchRow[]> {
  const queued = { ...data, env: { ...data.env, ...queueEnv(redisUrl) } };
  const measured = await withApis(queued, 1, async (apis) => {
    const worker = await startBenchWorker(queued.env, apis[0]!.url);
    try {
      return await paidPerSecond(ctx, data, apis);
    } finally {
      await worker.stop();
    }
  });
  ctx.log(`checkout postgres + Redis, 1 process and 1 worker: ${measured.paid.toFixed(1)} paid orders/s`);
  const scenario = 'checkout postgres + Redis, 1 API process, 1 worker';
  return [{ scenario, metric: 'paid orders/s', value: measured.paid }, ...confirmationRows(scenario, measured.confirmations, measured.unpaid)];
}

/**
 * One fresh API process again, with carts of another kind against the plain carts of the same
 * data set: each cart's two dishes with options chosen (a size, extras: pricing options and
 * checking each group's rules), or each for the restaurant's first slot (checking the slot
 * against the hours, holding and counting its places in the checkout's transaction). Neither
 * may slow checkout by more than 10 % (the README's "Performance"). The API's CPU per paid
 * order beside it says the same with less of the neighbours' noise.
 */
async function cartKindRows(ctx: BenchContext, data: DataSet, kind: 'sqlite' | 'postgres', cart: 'options' | 'slot', plain: Pick<Throughput, 'paid' | 'rates' | 'cpuPerOrder'>): Promise<BenchRow[]> {
  const { paid, rates, cpuPerOrder } = await withApis(data, 1, (apis) => paidPerSecond(ctx, data, apis, cart));
  const [what, baseline, goal] = cart === 'options' ? ['dishes with options', 'without options', OPTIONS_GOAL] : ['for a later slot', 'as soon as possible', SLOT_GOAL];
  const figures = (list: number[]) => list.map((n) => n.toFixed(1)).join(', ');
  ctx.log(`checkout ${kind}, 1 process, ${what}: ${paid.toFixed(1)} paid orders/s (rounds ${figures(rates)}; ${baseline} ${figures(plain.rates)}), API CPU ms an order ${figures(cpuPerOrder)} (${baseline} ${figures(plain.cpuPerOrder)})`);
  const scenario = `checkout ${kind}, 1 API process, ${what}`;
  const x = ratio(paid, plain.paid);
  const [cpu, cpuPlain] = [median(cpuPerOrder), median(plain.cpuPerOrder)];
  return [
    { scenario, metric: 'paid orders/s', value: paid, baseline, baselineValue: plain.paid, ratio: x, goal: `>= ${goal}x ${baseline}`, met: x >= goal, runs: rates },
    { scenario, metric: 'API CPU ms per paid order', value: cpu, baseline, baselineValue: cpuPlain, ratio: ratio(cpu, cpuPlain), runs: cpuPerOrder },
  ];
}

/** The ratio of two processes to one, carrying the goal when `judged`. */
function scaling(two: number, one: number, baseline: string, judged: boolean): Partial<BenchRow> {
  const x = ratio(two, one);
  return { baseline, baselineValue: one, ratio: x, ...(judged && { goal: `>= ${SCALE_GOAL}x one`, met: x >= SCALE_GOAL }) };
}

/** One and two API processes with a CPU budget each; undefined where budgets are unavailable. */
async function scalingWithBudgets(ctx: BenchContext, data: DataSet): Promise<{ one: number; two: number } | undefined> {
  try {
    const { paid: one } = await withApis(data, 1, (apis) => paidPerSecond(ctx, data, apis), BUDGET_CORES);
    ctx.log(`checkout postgres, 1 process of ${BUDGET_CORES} core: ${one.toFixed(1)} paid orders/s`);
    const { paid: two } = await withApis(data, 2, (apis) => paidPerSecond(ctx, data, apis), BUDGET_CORES);
    return { one, two };
  } catch (error) {
    if (!(error instanceof CpuBudgetUnavailable)) throw error;
    ctx.log(`checkout postgres: no CPU budgets per process (${error.message}); scaling judged on processes sharing all cores`);
    return undefined;
  }
}

export const scenario: BenchScenario = {
  name: 'checkout',
  async run(ctx) {
    const size = ctx.smoke ? SMOKE : DATA;
    const rows: BenchRow[] = [];
    const kinds: Array<'sqlite' | 'postgres'> = ctx.smoke ? [ctx.databaseUrl ? 'postgres' : 'sqlite'] : ['sqlite', ...(ctx.databaseUrl ? (['postgres'] as const) : [])];
    for (const kind of kinds) {
      const data = await scaleDataSet(ctx, kind, size, true);
      try {
        const { paid: one, rates, cpuPerOrder, busy, confirmations, unpaid } = await withApis(data, 1, (apis) => paidPerSecond(ctx, data, apis));
        ctx.log(`checkout ${kind}, 1 process: ${one.toFixed(1)} paid orders/s`);
        const plain = { paid: one, rates, cpuPerOrder };
        const options = [...(await cartKindRows(ctx, data, kind, 'options', plain)), ...(await cartKindRows(ctx, data, kind, 'slot', plain))];
        if (kind === 'sqlite') {
          rows.push({ scenario: 'checkout sqlite, 1 API process', metric: 'paid orders/s', value: one, goal: `>= ${SQLITE_GOAL}/s`, met: one >= SQLITE_GOAL });
          rows.push(...options);
          rows.push(...confirmationRows('checkout sqlite, 1 API process (in-process jobs)', confirmations, unpaid));
          continue;
        }
        if (ctx.redisUrl) rows.push(...(await withWorker(ctx, data, ctx.redisUrl)));
        rows.push({ scenario: 'checkout postgres, 1 API process', metric: 'paid orders/s', value: one });
        rows.push(...options);
        // The API shares the cores with PostgreSQL and the load generator: a second process can
        // only use what the first left idle, whatever the code does.
        rows.push({ scenario: 'checkout postgres, 1 API process', metric: 'machine CPU busy %', value: percent(busy) });
        if (ctx.smoke) continue;
        const { paid: two } = await withApis(data, 2, (apis) => paidPerSecond(ctx, data, apis));
        const budgeted = await scalingWithBudgets(ctx, data);
        rows.push({ scenario: 'checkout postgres, 2 API processes', metric: 'paid orders/s', value: two, ...scaling(two, one, '1 API process', !budgeted) });
        rows.push({ scenario: 'checkout postgres, 2 API processes', metric: 'most this machine allows, x one', value: Math.round(Math.min(2, 1 / Math.max(busy, 0.01)) * 100) / 100 });
        if (budgeted) {
          const each = `${BUDGET_CORES} core`;
          rows.push({ scenario: `checkout postgres, 1 API process of ${each}`, metric: 'paid orders/s', value: budgeted.one });
          rows.push({ scenario: `checkout postgres, 2 API processes of ${each} each`, metric: 'paid orders/s', value: budgeted.two, ...scaling(budgeted.two, budgeted.one, `1 API process of ${each}`, true) });
        }
      } finally {
        await data.close();
      }
    }
    return rows;
  },
};
