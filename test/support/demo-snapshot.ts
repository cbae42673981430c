// Seeding the demo data draws 17 pictures (SVG to PNG to four WebP renditions each) and hashes
// 18 passwords: 20-50 s of CPU on CI's two cores, and two dozen browser test files start the
// product with it. It is seeded once per run instead, in the run's shared directory
// (test/support/run-dir-setup.ts), and each server starts from a copy: the seed then finds its
// restaurants and only looks the demo logins up (src/seed/seed-demo-data.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../src/config.js';
import { LocalFileStorage } from '../../src/modules/catalogue/adapters/local-file-storage.js';
import { seedDemoData } from '../../src/seed/seed-demo-data.js';
import { createDatabase, migrateToLatest } from '../../src/shared/db/database.js';
import { createLogger } from '../../src/shared/logger.js';
import { runDir, sharedOnce } from './run-dir-setup.js';

const DATABASE_FILE = 'demo.sqlite';
const UPLOADS = 'uploads';

/** Whether a server of this config (on SQLite) can start from the snapshot: demo data wanted, local storage, embedded sign-in, a run directory. */
export function canUseDemoSnapshot(config: Config): boolean {
  return config.seedDemoData && config.storage.kind === 'local' && config.auth.kind === 'embedded' && runDir() !== undefined;
}

/**
 * This run's snapshot directory (seeded now when it has none): `demo.sqlite`, a migrated and
 * seeded SQLite database, and `uploads/`, its pictures as local storage keeps them.
 */
export async function demoSnapshotDir(config: Pick<Config, 'auth'>): Promise<string> {
  const dir = await sharedOnce('demo', (aside) => seedSnapshot(config, aside));
  if (!dir) throw new Error('no run directory for the demo snapshot (test/support/run-dir-setup.ts)');
  return dir;
}

/** Copies the seeded database to `filename` and the pictures to the config's storage, seeding the snapshot first when this run has none yet. */
export async function restoreDemoSnapshot(config: Config, filename: string): Promise<void> {
  const storage = config.storage;
  if (storage.kind !== 'local') throw new Error('the demo snapshot holds pictures for local storage only');
  const dir = await demoSnapshotDir(config);
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  fs.copyFileSync(path.join(dir, DATABASE_FILE), filename);
  fs.cpSync(path.join(dir, UPLOADS), storage.dir, { recursive: true });
}

async function seedSnapshot(config: Pick<Config, 'auth'>, dir: string): Promise<void> {
  const db = createDatabase({ kind: 'sqlite', filename: path.join(dir, DATABASE_FILE) });
  try {
    await migrateToLatest(db);
    await seedDemoData({ db, storage: new LocalFileStorage(path.join(dir, UPLOADS)), config, logger: createLogger('silent') });
    // Checkpoints the write-ahead log into the file, so a copy of the file holds everything.
    await db.raw('pragma wal_checkpoint(TRUNCATE)');
  } finally {
    await db.destroy();
  }
}
