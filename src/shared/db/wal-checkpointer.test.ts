import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';
import { checkpointInBackground } from './wal-checkpointer.js';

const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');
const ROW = 'x'.repeat(1000);

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('checkpointInBackground', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
    file = path.join(dir, 'db.sqlite');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copies the log into the database file while this connection never checkpoints', async () => {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('create table t (v text)');
    const insert = db.prepare('insert into t (v) values (?)');
    db.transaction(() => { for (let i = 0; i < 2000; i++) insert.run(ROW); })();
    const before = fs.statSync(file).size;
    expect(before).toBeLessThan(100_000); // the rows are in the log only

    const checkpointer = checkpointInBackground(file, DRIVER, 20);
    await until(() => fs.statSync(file).size > 2_000_000, 'the rows reach the database file');
    await checkpointer.stop();
    await checkpointer.stop(); // stopping twice is harmless

    insert.run(ROW);
    expect(db.prepare('select count(*) as n from t').get()).toEqual({ n: 2001 });
    db.close();
  });

  it('stops quietly when the database is gone, and never keeps the process alive', async () => {
    const checkpointer = checkpointInBackground(path.join(dir, 'missing.sqlite'), DRIVER, 20);
    await checkpointer.stop(); // the worker failed to open the file and exited on its own
  });

  it('runs beside every file database and ends with it', async () => {
    const db = createDatabase({ kind: 'sqlite', filename: file });
    await db.schema.createTable('t', (t) => t.text('v'));
    // Below the backstop (10,000 pages), so only the worker copies pages into the file.
    for (let batch = 0; batch < 10; batch++) await db('t').insert(Array.from({ length: 100 }, () => ({ v: ROW })));
    await until(() => fs.statSync(file).size > 900_000, 'the rows reach the database file');
    await db.destroy();
  });
});
