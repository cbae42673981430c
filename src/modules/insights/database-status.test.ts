import { describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.js';
import { databaseStatus } from './database-status.js';

const answering = { raw: async () => [{ '?column?': 1 }] } as unknown as Database;
const failing = { raw: async () => Promise.reject(new Error('connection refused')) } as unknown as Database;

describe('databaseStatus', () => {
  it('reports a database that answers as connected, with its latency', async () => {
    const status = await databaseStatus(answering, 'postgres');
    expect(status).toMatchObject({ status: 'connected', database: 'postgresql' });
    expect(status.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a failing database as an error, still naming it', async () => {
    expect(await databaseStatus(failing, 'sqlite')).toMatchObject({ status: 'error', database: 'sqlite' });
  });
});
