import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    '/health',
    '/health/checks',
    '/api/restaurant/cities/all',
    '/api/restaurant/search/{city}',
    '/api/restaurant/{restaurantId}',
    '/api/restaurant/{restaurantId}/delivery-terms',
    '/api/restaurant/{restaurantId}/slots',
    '/api/order/checkout/webhook',
    '/api/order/checkout/quote',
    '/api/business-insights/test',
    '/api/business-insights/db-test',
    '/api/business-insights/debug-orders',
  ])('%s needs no token', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/api/my/user',
    '/api/my/restaurant',
    '/api/my/restaurant/order',
    '/api/order',
    '/api/order/checkout/create-checkout-session',
    '/api/business-insights',
  ])('%s sends a bearer token', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
