import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.js';
import { checkOwnerChange } from './order-lifecycle.js';
import { ORDER_STATUSES } from './order.js';
import { parseOwnerOrderQuery } from './owner-order-query.js';

describe('parseOwnerOrderQuery', () => {
  it('defaults to the newest 500', () => {
    expect(parseOwnerOrderQuery({})).toEqual({ sort: { field: 'createdAt', order: 'desc' }, range: { first: 0, last: 499 } });
  });

  it('reads react-admin simple REST parameters', () => {
    const query = parseOwnerOrderQuery({
      sort: '["total","ASC"]',
      range: '[25,49]',
      filter: '{"status":["paid","inProgress"],"q":" Deansgate ","createdFrom":"2025-01-01","createdTo":"2025-01-31"}',
    });
    expect(query).toEqual({
      sort: { field: 'total', order: 'asc' },
      range: { first: 25, last: 49 },
      statuses: ['paid', 'inProgress'],
      text: 'deansgate',
      createdFrom: new Date('2025-01-01T00:00:00Z'),
      createdBefore: new Date('2025-02-01T00:00:00Z'),
    });
    expect(parseOwnerOrderQuery({ filter: '{"status":"placed","createdTo":"2025-01-31T23:30:00-02:00"}' })).toMatchObject({
      statuses: ['placed'],
      createdBefore: new Date('2025-02-01T01:30:00Z'),
    });
  });

  it.each([
    [{ sort: 'nope' }, 'sort: must be valid JSON'],
    [{ sort: '["customer","ASC"]' }, 'sort: must be [field'],
    [{ sort: '["total","up"]' }, 'sort: must be [field'],
    [{ range: '[0,500]' }, 'range: must be [first, last] with at most 500 orders'],
    [{ range: '[5,4]' }, 'range:'],
    [{ range: '[-1,4]' }, 'range:'],
    [{ range: '[0.5,4]' }, 'range:'],
    [{ range: '[0,1e1]' }, 'range: must be [first, last]'],
    [{ range: '[0x10,20]' }, 'range:'],
    [{ range: '[1.0,4]' }, 'range:'],
    [{ range: '[0,Infinity]' }, 'range:'],
    [{ range: '[0,1e18]' }, 'range:'],
    [{ filter: '[]' }, 'filter: must be an object'],
    [{ filter: '{"admin":true}' }, 'filter.admin: is not a known filter'],
    [{ filter: '{"__proto__":{"x":1}}' }, 'filter.__proto__: is not a known filter'],
    [{ filter: '{"status":["shipped"]}' }, 'filter.status: must be one or more of'],
    [{ filter: '{"status":[]}' }, 'filter.status:'],
    [{ filter: '{"q":"a\\u0000b"}' }, 'filter.q:'],
    [{ filter: '{"createdFrom":"yesterday"}' }, 'filter.createdFrom: must be an ISO date or date-time'],
    [{ filter: '{"createdTo":"2025-02-30"}' }, 'filter.createdTo:'],
  ])('refuses %j naming it', (raw, message) => {
    expect(() => parseOwnerOrderQuery(raw)).toThrow(ValidationError);
    expect(() => parseOwnerOrderQuery(raw)).toThrow(message);
  });
});

describe('checkOwnerChange', () => {
  it('allows every paid-or-later status from paid, inProgress and outForDelivery', () => {
    for (const from of ['paid', 'inProgress', 'outForDelivery'] as const) {
      for (const to of ['paid', 'inProgress', 'outForDelivery', 'delivered'] as const) expect(() => checkOwnerChange(from, to)).not.toThrow();
    }
  });

  it('refuses placed as a target (400), and unpaid or delivered orders (409)', () => {
    for (const from of ORDER_STATUSES) expect(() => checkOwnerChange(from, 'placed')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => checkOwnerChange('placed', 'paid')).toThrow(expect.objectContaining({ status: 409, message: 'Order has not been paid yet' }));
    expect(() => checkOwnerChange('delivered', 'inProgress')).toThrow(expect.objectContaining({ status: 409, message: 'Order has already been delivered' }));
  });
});
