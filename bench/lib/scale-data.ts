// Data sets from seed:scale for the scenarios. A data set of a given size is seeded once and
// kept (a temporary SQLite file, or a PostgreSQL schema) for later runs: 1,000,000 orders take
// minutes to write. A `fresh` one is for scenarios that write, and is dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { MIGRATIONS } from '../../migrations/index.js';
import { loadConfig, type Config } from '../../src/config.js';
import { addScaleAreas } from '../../src/seed/scale/scale-areas.js';
import { SCALE_OWNER_EMAIL, seedScale, type ScaleResult } from '../../src/seed/scale/seed-scale.js';
import { createDatabase, migrateToLatest, type Database } from '../../src/shared/db/database.js';
import { settleBackgroundWork } from './settle-background-work.js';
import type { BenchContext } from './types.js';

export interface DataSetSize {
  restaurants: number;
  orders: number;
}

export interface DataSet {
  kind: 'sqlite' | 'postgres';
  /** What the API process needs: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  config: Config;
  db: Database;
  seeded: ScaleResult;
  /** Closes the connection; a fresh data set is also dropped. */
  close(): Promise<void>;
}

/** Fixed, so every run of a day measures the same rows. */
const SEED = 1;
/**
 * What the seeder writes, in a kept data set's name: a set kept from before a change to it is not
 * picked (v2: abandoned checkouts cancelled and the mail cursor past the history, seed-scale.ts).
 */
const SEEDER_VERSION = 'v2';
const ROOT = path.join(os.tmpdir(), 'fm-bench');
/** Names the migrations a data set was made with: a hash of that prefix of the timeline. */
const timelineHash = (count: number) =>
  createHash('sha256').update(MIGRATIONS.slice(0, count).map(([name]) => name).join()).digest('hex').slice(0, 8);

/**
 * The kept data set to use: one made with this timeline or an earlier prefix of it (a later
 * migration is applied to it, as in production, instead of reseeding for minutes). A data set
 * made on another timeline (a branch's own migration) is never picked.
 */
function keptName(kind: string, size: DataSetSize): string {
  const base = `${kind}_${SEEDER_VERSION}_r${size.restaurants}_o${size.orders}`;
  for (let count = MIGRATIONS.length; count > 0; count--) {
    const name = `${base}_${timelineHash(count)}`;
    if (fs.existsSync(path.join(ROOT, name, 'seeded.json'))) return name;
  }
  return `${base}_${timelineHash(MIGRATIONS.length)}`;
}

export async function scaleDataSet(ctx: BenchContext, kind: 'sqlite' | 'postgres', size: DataSetSize, fresh = false): Promise<DataSet> {
  const name = fresh ? `${kind}_${SEEDER_VERSION}_r${size.restaurants}_o${size.orders}_${timelineHash(MIGRATIONS.length)}_${randomBytes(4).toString('hex')}` : keptName(kind, size);
  const dataDir = path.join(ROOT, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') {
    if (!ctx.databaseUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    env.DATABASE_URL = await schemaUrl(ctx.databaseUrl, `bench_${name}`);
  }
  const config = loadConfig(env);
  let db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (err) {
    // A branch's run applied its own migration to this kept data set (picked here by the prefix
    // it was seeded on): it is on another timeline now, so it is seeded again from scratch.
    if (fresh || !String(err).includes('migration directory is corrupt')) throw err;
    ctx.log(`data set ${name}: migrated on another timeline; seeding it again`);
    await db.destroy();
    if (kind === 'postgres') await dropSchema(ctx.databaseUrl!, `bench_${name}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    if (kind === 'postgres') await schemaUrl(ctx.databaseUrl!, `bench_${name}`);
    db = createDatabase(config.database);
    await migrateToLatest(db);
  }
  const marker = path.join(dataDir, 'seeded.json');
  let seeded: ScaleResult;
  const present = fs.existsSync(marker) && (await db('users').where({ email: SCALE_OWNER_EMAIL }).first('id'));
  if (present) {
    seeded = JSON.parse(fs.readFileSync(marker, 'utf8')) as ScaleResult;
    ctx.log(`data set ${name}: kept from an earlier run`);
    // Kept from before delivery areas existed: they are added, not the whole set seeded again.
    const added = await addScaleAreas(db, (line) => ctx.log(`data set ${name}: ${line}`));
    if (added > 0) ctx.log(`data set ${name}: delivery areas added to ${added} restaurants`);
  } else {
    const started = performance.now();
    seeded = await seedScale(db, { ...size, seed: SEED, now: startOfToday(), log: (line) => ctx.log(`seed ${name}: ${line}`) });
    ctx.log(`data set ${name}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    fs.writeFileSync(marker, JSON.stringify(seeded));
  }
  await settleBackgroundWork(config, (line) => ctx.log(`data set ${name}: ${line}`));
  return {
    kind,
    env,
    config,
    db,
    seeded,
    close: async () => {
      await db.destroy();
      if (!fresh) return;
      if (kind === 'postgres') await dropSchema(ctx.databaseUrl!, `bench_${name}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function startOfToday(): Date {
  return new Date(new Date().toISOString().slice(0, 10));
}

/** One statement on the server as a whole (not a data set's schema), on a connection of its own. */
async function onServer(baseUrl: string, sql: string, schema: string): Promise<void> {
  const admin = knex({ client: 'pg', connection: baseUrl });
  try {
    await admin.raw(sql, [schema]);
  } finally {
    await admin.destroy();
  }
}

async function schemaUrl(baseUrl: string, schema: string): Promise<string> {
  await onServer(baseUrl, 'create schema if not exists ??', schema);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

function dropSchema(baseUrl: string, schema: string): Promise<void> {
  return onServer(baseUrl, 'drop schema if exists ?? cascade', schema);
}
