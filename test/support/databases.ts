import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { Config } from '../../src/config.js';
import { createDatabase, migrateToLatest, type Database } from '../../src/shared/db/database.js';
import { createPostgresDatabase } from './postgres-databases.js';
import { sharedOnce } from './run-dir-setup.js';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  db: Database;
  config: Config['database'];
  destroy(): Promise<void>;
}

/** The databases every adapter and API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): Array<'sqlite' | 'postgres'> {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, migrated database: a temporary SQLite file, or a private PostgreSQL database
 * (postgres-databases.ts), each copied from this run's migrated template.
 * `startFrom` may put a SQLite file in place first (test/support/demo-snapshot.ts); it is then migrated.
 */
export async function createTestDatabase(
  kind: 'sqlite' | 'postgres',
  baseUrl = process.env.TEST_DATABASE_URL,
  startFrom?: (filename: string) => Promise<void>,
): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-test-'));
    const config = { kind: 'sqlite' as const, filename: path.join(dir, 'test.sqlite') };
    await (startFrom ?? copyMigratedTemplate)(config.filename);
    const db = createDatabase(config);
    await migrateToLatest(db);
    return {
      kind,
      db,
      config,
      destroy: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const created = await createPostgresDatabase(baseUrl);
  const config = { kind: 'postgres' as const, url: created.url };
  const db = createDatabase(config);
  await migrateToLatest(db);
  return {
    kind,
    db,
    config,
    destroy: async () => {
      await db.destroy();
      await created.drop();
    },
  };
}

/**
 * A copy of this run's migrated SQLite file: running the migrations takes 0.4-1 s per database,
 * a copy milliseconds (test/support/run-dir-setup.ts). Outside Vitest nothing is copied and the
 * new file is migrated from empty.
 */
async function copyMigratedTemplate(filename: string): Promise<void> {
  const dir = await sharedOnce('migrated-sqlite', async (aside) => {
    const db = createDatabase({ kind: 'sqlite', filename: path.join(aside, 'template.sqlite') });
    try {
      await migrateToLatest(db);
      // The write-ahead log checkpointed into the file, so a copy of the file holds everything.
      await db.raw('pragma wal_checkpoint(TRUNCATE)');
    } finally {
      await db.destroy();
    }
  });
  if (dir) fs.copyFileSync(path.join(dir, 'template.sqlite'), filename);
}
