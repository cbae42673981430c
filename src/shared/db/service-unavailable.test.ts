import { describe, expect, it } from 'vitest';
import { asServiceUnavailable } from './service-unavailable.js';

const codeOf = (code: string) => asServiceUnavailable(Object.assign(new Error('x'), { code }));

describe('asServiceUnavailable', () => {
  it.each([
    ['SQLITE_BUSY', 'DATABASE_BUSY', 1],
    ['SQLITE_BUSY_SNAPSHOT', 'DATABASE_BUSY', 1],
    ['SQLITE_LOCKED', 'DATABASE_BUSY', 1],
    ['SQLITE_READONLY', 'DATABASE_READ_ONLY', undefined],
    ['SQLITE_READONLY_DBMOVED', 'DATABASE_READ_ONLY', undefined],
    ['SQLITE_FULL', 'STORAGE_FULL', undefined],
    ['25006', 'DATABASE_READ_ONLY', undefined],
    ['53100', 'STORAGE_FULL', undefined],
    ['53300', 'DATABASE_BUSY', 1],
    ['40001', 'DATABASE_BUSY', 1],
    ['57P01', 'DATABASE_UNAVAILABLE', 5],
    ['57P03', 'DATABASE_UNAVAILABLE', 5],
    ['08006', 'DATABASE_UNAVAILABLE', 5],
    ['ECONNREFUSED', 'DATABASE_UNAVAILABLE', 5],
    ['ENOSPC', 'STORAGE_FULL', undefined],
    ['EROFS', 'STORAGE_READ_ONLY', undefined],
  ])('%s is a 503 %s', (code, expected, retryAfter) => {
    expect(codeOf(code)).toMatchObject({ status: 503, code: expected, retryAfterSeconds: retryAfter });
  });

  it('counts a pool that gave no connection in time as busy', () => {
    const timeout = Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' });
    expect(asServiceUnavailable(timeout)?.code).toBe('DATABASE_BUSY');
  });

  it('counts a connection pg lost mid-query as unavailable', () => {
    expect(asServiceUnavailable(new Error('Connection terminated unexpectedly'))?.code).toBe('DATABASE_UNAVAILABLE');
  });

  it('counts it lost behind the SQL knex puts before the message, and a query on a client pg dropped', () => {
    for (const message of ['select "id" from "restaurants" where "city" = $1 - Connection terminated unexpectedly', 'select 1 - Client has encountered a connection error and is not queryable', 'Connection terminated due to connection timeout']) {
      expect(asServiceUnavailable(new Error(message))?.code, message).toBe('DATABASE_UNAVAILABLE');
    }
    expect(asServiceUnavailable(new Error('select 1 - relation "x" does not exist'))).toBeUndefined();
  });

  it('leaves every other failure alone', () => {
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', '23505', '42P01', 'ENOENT', 'SQLITE_ERROR']) expect(codeOf(code)).toBeUndefined();
    expect(asServiceUnavailable(new Error('boom'))).toBeUndefined();
    expect(asServiceUnavailable(undefined)).toBeUndefined();
  });
});
