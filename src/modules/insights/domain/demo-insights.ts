import { assembleInsights, type BusinessInsights, type OrderStatus } from './insights.js';
import { factsOf, type OrderFact } from './in-memory-facts.js';
import { insightsWindow, startOfUtcDay, type TimeRange } from './time-window.js';

/*
 * The public demonstration data (docs/product/decisions.md "Analytics, status and debug endpoints": never real customers): two years of a
 * made-up Italian kitchen's orders, drawn from a fixed seed so every call of a day sees
 * the same orders, dated back from today so the dashboard always looks current.
 */
const SEED = 20_250_106;
const DAYS = 2 * 365 + 1;
const DAY_MS = 86_400_000;
const DELIVERY = 250;
export const DEMO_CUISINES = ['Italian', 'Pizza', 'Pasta'];
const CITIES = ['Manchester', 'Manchester', 'Manchester', 'Salford', 'Salford', 'Stockport', 'Trafford', 'Bolton'];
const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Priya', 'Tom', 'Mia', 'Leo', 'Zara', 'Noah', 'Ella', 'Omar', 'Ruby'];
const INITIALS = ['A', 'B', 'C', 'D', 'F', 'G', 'H', 'K', 'M', 'R'];
const CUSTOMERS = FIRST_NAMES.length * INITIALS.length;
// The last two days still have orders on their way; older ones were delivered or left unpaid.
const RECENT_STATUSES: OrderStatus[] = ['placed', 'paid', 'inProgress', 'outForDelivery', 'delivered', 'delivered'];

/** mulberry32: a tiny seeded generator, so the data is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

function demoOrder(dayStart: number, daysAgo: number, sequence: number, random: () => number): OrderFact {
  const createdAt = new Date(dayStart + Math.floor((11 + random() * 11) * 3_600_000));
  const customer = Math.floor(random() * CUSTOMERS);
  const unpaid = random() < 0.08;
  const recentStatus = pick(RECENT_STATUSES, random);
  return {
    id: Math.floor(createdAt.getTime() / 1000).toString(16).padStart(8, '0') + sequence.toString(16).padStart(16, '0'),
    customerId: String(customer),
    customerName: `${FIRST_NAMES[customer % FIRST_NAMES.length]} ${INITIALS[Math.floor(customer / FIRST_NAMES.length)]}.`,
    city: pick(CITIES, random),
    amount: 800 + 50 * Math.floor(random() * 60) + DELIVERY,
    refunded: 0,
    status: daysAgo <= 1 ? recentStatus : unpaid ? 'placed' : 'delivered',
    cuisines: DEMO_CUISINES,
    createdAt,
  };
}

/** Orders up to `now`: busier on weekends, and slowly growing, as a young restaurant would. */
export function demoOrders(now: Date): OrderFact[] {
  const random = seeded(SEED);
  const today = startOfUtcDay(now).getTime();
  const orders: OrderFact[] = [];
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const dayStart = today - daysAgo * DAY_MS;
    const weekend = [0, 5, 6].includes(new Date(dayStart).getUTCDay()) ? 2 : 0;
    const count = Math.floor(1 + weekend + ((DAYS - daysAgo) / DAYS) * 4 + random() * 3);
    for (let n = 0; n < count; n += 1) orders.push(demoOrder(dayStart, daysAgo, orders.length + 1, random));
  }
  return orders.filter((order) => order.createdAt <= now);
}

export function demoInsights(range: TimeRange, now: Date): BusinessInsights {
  const window = insightsWindow(range, now);
  return assembleInsights(factsOf(demoOrders(now), window), window);
}
