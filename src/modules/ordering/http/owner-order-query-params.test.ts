import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors.js';
import { parseOwnerOrderQuery } from './owner-order-query-params.js';

// The shapes (sort pairs, range digits, filter keys, statuses, date patterns) are the contract's
// to refuse: test/api/owner-orders-list.test.ts sends them through its validator.
describe('parseOwnerOrderQuery', () => {
  it('defaults to the newest 500', () => {
    expect(parseOwnerOrderQuery({})).toEqual({ sort: { field: 'createdAt', order: 'desc' }, range: { first: 0, last: 499 } });
  });

  it('reads react-admin simple REST parameters as the validator hands them over', () => {
    const query = parseOwnerOrderQuery({
      sort: ['total', 'ASC'],
      range: '[25, 49]',
      filter: { status: ['paid', 'inProgress'], q: ' Deansgate ', createdFrom: '2025-01-01', createdTo: '2025-01-31' },
    });
    expect(query).toEqual({
      sort: { field: 'total', order: 'asc' },
      range: { first: 25, last: 49 },
      statuses: ['paid', 'inProgress'],
      text: 'deansgate',
      createdFrom: new Date('2025-01-01T00:00:00Z'),
      createdBefore: new Date('2025-02-01T00:00:00Z'),
    });
    expect(parseOwnerOrderQuery({ filter: { status: 'placed', q: '', createdTo: '2025-01-31T23:30:00-02:00' } })).toEqual({
      sort: { field: 'createdAt', order: 'desc' },
      range: { first: 0, last: 499 },
      statuses: ['placed'],
      text: undefined,
      createdFrom: undefined,
      createdBefore: new Date('2025-02-01T01:30:00Z'),
    });
  });

  it.each([
    [{ range: '[0,500]' }, 'range: must be [first, last] with first <= last and at most 500 orders'],
    [{ range: '[5,4]' }, 'range:'],
    [{ filter: { createdTo: '2025-02-30' } }, 'filter.createdTo: must be a real calendar day'],
    [{ filter: { createdFrom: '2025-01-01T25:00Z' } }, 'filter.createdFrom:'],
  ])('refuses %j naming it', (query, message) => {
    expect(() => parseOwnerOrderQuery(query)).toThrow(ValidationError);
    expect(() => parseOwnerOrderQuery(query)).toThrow(message);
  });
});
