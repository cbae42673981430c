// Order polling: a signed-in customer's and owner's list, revalidated with If-None-Match.
// The 304 path (token verification included) against the Express floor answering the same 304.
import { SCALE_CUSTOMER_EMAIL, SCALE_OWNER_EMAIL } from '../../src/seed/scale/seed-scale.js';
import { startApi } from '../lib/api-process.js';
import { capture } from '../lib/baselines.js';
import { compareWithBaselines, throughputRows } from '../lib/compare.js';
import { scaleDataSet } from '../lib/scale-data.js';
import { tokenFor } from '../lib/tokens.js';
import type { BenchRow, BenchScenario } from '../lib/types.js';

const FULL = { restaurants: 100_000, orders: 1_000_000 };
const SMOKE = { restaurants: 50, orders: 500 };
const GOAL = 0.5;

const ENDPOINTS = [
  { name: 'poll GET /api/order (304)', path: '/api/order', email: SCALE_CUSTOMER_EMAIL },
  { name: 'poll GET /api/my/restaurant/order (304)', path: '/api/my/restaurant/order?range=%5B0%2C9%5D', email: SCALE_OWNER_EMAIL },
];

export const scenario: BenchScenario = {
  name: 'polling',
  async run(ctx) {
    const data = await scaleDataSet(ctx, ctx.databaseUrl ? 'postgres' : 'sqlite', ctx.smoke ? SMOKE : FULL);
    const api = await startApi(data.env);
    const rows: BenchRow[] = [];
    try {
      for (const endpoint of ENDPOINTS) {
        const authorization = `Bearer ${await tokenFor(api, data, endpoint.email)}`;
        const url = api.url + endpoint.path;
        const first = await fetch(url, { headers: { authorization } });
        const etag = first.headers.get('etag');
        if (first.status !== 200 || !etag) throw new Error(`${endpoint.path} answered ${first.status} without an ETag`);
        const headers = { authorization, 'if-none-match': etag };
        const canned = await capture(url, headers);
        if (canned.status !== 304) throw new Error(`${endpoint.path} with If-None-Match answered ${canned.status}, not 304`);
        ctx.log(`${endpoint.name} (${data.kind})`);
        const result = await compareWithBaselines(ctx, { url, headers, canned, path: endpoint.path });
        rows.push(...throughputRows(`${endpoint.name} ${data.kind}`, result, GOAL));
      }
    } finally {
      await api.stop();
      await data.close();
    }
    return rows;
  },
};
