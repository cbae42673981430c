import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '../../../../api/client';
import { businessInsightsQueryOptions, getBusinessInsights, type BusinessInsights } from './get-business-insights';

const figures = (totalOrders: number): BusinessInsights => ({
  totalOrders, orderGrowth: 0, totalRevenue: 0, revenueGrowth: 0, averageOrderValue: 0, totalCustomers: 0,
  monthlyData: [], topCities: [], topCuisines: [], recentOrders: [],
});
const OWN = figures(7);
const DEMO = figures(148);

type Answer = Response | 'network-error';

/** A client whose fetch answers per path and records what was asked. */
function clientAnswering(answers: Record<string, Answer>) {
  const calls: { path: string; query: string; accept: string | null }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({ path: url.pathname, query: url.search, accept: request.headers.get('Accept') });
    const answer = answers[url.pathname] ?? new Response(null, { status: 404 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer.clone();
  };
  return { api: createClient<paths>({ baseUrl: 'http://api.test', fetch }), calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('getBusinessInsights (docs/product/calls.md "Client behaviour" fallback order)', () => {
  it('signed in: the restaurant\'s own figures, asked for JSON with the range', async () => {
    const { api, calls } = clientAnswering({ '/api/business-insights': json(OWN), '/api/business-insights/test': json(DEMO) });
    await expect(getBusinessInsights(api, '90d', true)).resolves.toEqual(OWN);
    expect(calls).toEqual([{ path: '/api/business-insights', query: '?timeRange=90d', accept: 'application/json' }]);
  });

  it.each<[string, Answer]>([
    ['not ok', json({ message: 'nope', code: 'INTERNAL_ERROR' }, 500)],
    ['unauthorised', json({ message: 'expired', code: 'UNAUTHORIZED' }, 401)],
    ['a network failure', 'network-error'],
  ])('signed in, own figures %s: silently the demonstration figures', async (_why, answer) => {
    const { api, calls } = clientAnswering({ '/api/business-insights': answer, '/api/business-insights/test': json(DEMO) });
    await expect(getBusinessInsights(api, '7d', true)).resolves.toEqual(DEMO);
    expect(calls.map((c) => `${c.path}${c.query}`)).toEqual(['/api/business-insights?timeRange=7d', '/api/business-insights/test?timeRange=7d']);
  });

  it('signed out: only the demonstration figures', async () => {
    const { api, calls } = clientAnswering({ '/api/business-insights/test': json(DEMO) });
    await expect(getBusinessInsights(api, '30d', false)).resolves.toEqual(DEMO);
    expect(calls.map((c) => c.path)).toEqual(['/api/business-insights/test']);
  });

  it.each<[string, Answer]>([
    ['not ok', json({ message: 'down', code: 'INTERNAL_ERROR' }, 503)],
    ['unreachable', 'network-error'],
  ])('both calls fail (demo %s): raises the message of docs/product/texts-and-errors.md', async (_why, answer) => {
    const { api } = clientAnswering({ '/api/business-insights': json({}, 500), '/api/business-insights/test': answer });
    await expect(getBusinessInsights(api, '1y', true)).rejects.toThrow('Failed to fetch analytics data');
  });
});

describe('businessInsightsQueryOptions (docs/product/constants.md "Analytics")', () => {
  it('stays fresh 5 minutes, refetches every 30 s and not on window focus', () => {
    const { api } = clientAnswering({});
    const options = businessInsightsQueryOptions(api, '30d', true);
    expect(options.staleTime).toBe(300_000);
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.queryKey).toEqual(['business-insights', '30d', true]);
  });
});
