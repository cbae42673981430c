import { describe, expect, it } from 'vitest';
import type { Operation } from './contract-model';
import { ENDPOINT_TABS, operationsIn } from './endpoint-tabs';

const PATHS = [
  '/health',
  '/api/my/user',
  '/api/my/restaurant',
  '/api/my/restaurant/order',
  '/api/order/checkout/create-checkout-session',
  '/api/business-insights/db-test',
];
const ops = PATHS.map((path) => ({ path }) as Operation);
const pathsIn = (id: string) => operationsIn(ENDPOINT_TABS.find((tab) => tab.id === id)!, ops).map((op) => op.path);

describe('the endpoint tabs of docs/product/screens.md', () => {
  it('are all, restaurants, orders, users and analytics', () => {
    expect(ENDPOINT_TABS.map((tab) => tab.label)).toEqual(['All Endpoints', 'Restaurants', 'Orders', 'Users', 'Analytics']);
  });

  it('filter by the path rules, a path sitting in every tab whose rule it matches', () => {
    expect(pathsIn('all')).toEqual(PATHS);
    expect(pathsIn('restaurants')).toEqual(['/api/my/restaurant', '/api/my/restaurant/order']);
    expect(pathsIn('orders')).toEqual(['/api/my/restaurant/order', '/api/order/checkout/create-checkout-session']);
    expect(pathsIn('users')).toEqual(['/api/my/user']);
    expect(pathsIn('analytics')).toEqual(['/health', '/api/business-insights/db-test']);
  });
});
