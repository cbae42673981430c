// A private PostgreSQL database per test, copied from a template migrated once per run and per
// server: `CREATE DATABASE ... TEMPLATE` copies a few megabytes in tens of milliseconds, where
// running every migration takes 1-3 s on a busy machine. A database of its own (not a schema in a
// shared one) also keeps each test's advisory locks and sessions apart from the others'.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../../src/shared/db/database.js';
import { runDir } from './run-dir-setup.js';

/** Names of this run's databases (`fm_test_run_<id>`, from its run directory): `<prefix>_template` and `<prefix>_<random>` per test. */
export function runDatabasePrefix(): string | undefined {
  const dir = runDir();
  return dir && path.basename(dir).replace(/[^A-Za-z0-9]/g, '_').toLowerCase();
}

/** The URL of database `name` on `baseUrl`'s server, with `baseUrl`'s settings. */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `sql` on one session of its own to `baseUrl`'s database. */
export async function onAdminSession<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Drops the database, ending any session still on it (an app process a test left running). */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${quoted(name)} with (force)`);
}

/** Per server: the template's name once it is there. */
const templates = new Map<string, Promise<string>>();

/**
 * This run's migrated template on `baseUrl`'s server, built by the first file to need it; the
 * others wait on an advisory lock and find it made. It takes no connections, so copies of it
 * never wait for one to end. Dropped with the run's databases (postgres-run-setup.ts).
 */
function migratedTemplate(baseUrl: string, prefix: string): Promise<string> {
  const server = new URL(baseUrl).host;
  let template = templates.get(server);
  if (!template) {
    template = onAdminSession(baseUrl, async (client) => {
      const name = `${prefix}_template`;
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      const made = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (made.rowCount === 0) await buildTemplate(client, baseUrl, name);
      return name;
    });
    templates.set(server, template);
    template.catch(() => templates.delete(server));
  }
  return template;
}

async function buildTemplate(client: pg.Client, baseUrl: string, name: string): Promise<void> {
  await client.query(`create database ${quoted(name)}`);
  try {
    const db = createDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await client.query(`alter database ${quoted(name)} with is_template true allow_connections false`);
  } catch (error) {
    await dropDatabase(client, name);
    throw error;
  }
}

/**
 * A new database on `baseUrl`'s server: a copy of this run's migrated template, or (outside
 * Vitest's global setup, with no run to share one) an empty one the caller migrates.
 */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const prefix = runDatabasePrefix();
  const template = prefix && (await migratedTemplate(baseUrl, prefix));
  const name = `${prefix ?? 'fm_test'}_${randomBytes(6).toString('hex')}`;
  await onAdminSession(baseUrl, (client) => client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`));
  return {
    url: databaseUrl(baseUrl, name),
    drop: () => onAdminSession(baseUrl, (client) => dropDatabase(client, name)),
  };
}
