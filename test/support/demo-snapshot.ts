// Seeding the demo data draws 17 pictures (SVG to PNG to four WebP renditions each) and hashes
// 18 passwords: 20-50 s of CPU on CI's two cores, and two dozen browser test files start the
// product with it. It is seeded once per run instead (vitest.config.ts names the directory in
// FM_DEMO_SNAPSHOT_DIR, test/support/demo-snapshot-setup.ts), and each server starts from a copy:
// the seed then finds its restaurants and only looks the demo logins up (src/seed/seed-demo-data.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../src/config.js';
import { LocalFileStorage } from '../../src/modules/catalogue/adapters/local-file-storage.js';
import { seedDemoData } from '../../src/seed/seed-demo-data.js';
import { createDatabase, migrateToLatest } from '../../src/shared/db/database.js';
import { createLogger } from '../../src/shared/logger.js';
import { DEMO_SNAPSHOT_ENV } from './demo-snapshot-setup.js';

const DATABASE_FILE = 'demo.sqlite';
const UPLOADS = 'uploads';

/** Whether a server of this config (on SQLite) can start from the snapshot: demo data wanted, local storage, embedded sign-in, a snapshot directory. */
export function canUseDemoSnapshot(config: Config): boolean {
  return config.seedDemoData && config.storage.kind === 'local' && config.auth.kind === 'embedded' && !!process.env[DEMO_SNAPSHOT_ENV];
}

/** Copies the seeded database to `filename` and the pictures to the config's storage, seeding the snapshot first when this run has none yet. */
export async function restoreDemoSnapshot(config: Config, filename: string): Promise<void> {
  if (config.storage.kind !== 'local') throw new Error('the demo snapshot holds pictures for local storage only');
  const dir = await demoSnapshot(config);
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  fs.copyFileSync(path.join(dir, DATABASE_FILE), filename);
  fs.cpSync(path.join(dir, UPLOADS), config.storage.dir, { recursive: true });
}

async function demoSnapshot(config: Config): Promise<string> {
  const dir = path.join(process.env[DEMO_SNAPSHOT_ENV]!, 'demo');
  if (fs.existsSync(dir)) return dir;
  // Seeded aside and renamed into place: a file running beside this one never sees half of it.
  const aside = `${dir}-${process.pid}`;
  fs.rmSync(aside, { recursive: true, force: true });
  fs.mkdirSync(aside, { recursive: true });
  const db = createDatabase({ kind: 'sqlite', filename: path.join(aside, DATABASE_FILE) });
  try {
    await migrateToLatest(db);
    await seedDemoData({ db, storage: new LocalFileStorage(path.join(aside, UPLOADS)), config, logger: createLogger('silent') });
    // Checkpoints the write-ahead log into the file, so the copy holds everything.
    await db.raw('pragma wal_checkpoint(TRUNCATE)');
  } finally {
    await db.destroy();
  }
  try {
    fs.renameSync(aside, dir);
  } catch (error) {
    // Another file seeded it first: theirs is as good as ours.
    if (!fs.existsSync(dir)) throw error;
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return dir;
}
