import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache.js';

describe('cacheStatements', () => {
  let db: Database.Database;
  afterEach(() => db.close());

  it('prepares each SQL text once and hands back the same statement', () => {
    db = cacheStatements(new Database(':memory:'));
    db.exec('create table t (a integer)');
    const insert = db.prepare('insert into t (a) values (?)');
    expect(db.prepare('insert into t (a) values (?)')).toBe(insert);
    insert.run(1);
    db.prepare('insert into t (a) values (?)').run(2);
    expect(db.prepare('select a from t order by a').all()).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('drops the least recently used beyond its size', () => {
    db = cacheStatements(new Database(':memory:'), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now the most recent
    db.prepare('select 3'); // evicts "select 2"
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('sees a schema change made after the statement was cached', () => {
    db = cacheStatements(new Database(':memory:'));
    db.exec("create table t (a integer); insert into t values (1)");
    expect(db.prepare('select * from t').all()).toEqual([{ a: 1 }]);
    db.exec("alter table t add column b text default 'x'");
    expect(db.prepare('select * from t').all()).toEqual([{ a: 1, b: 'x' }]);
  });
});
