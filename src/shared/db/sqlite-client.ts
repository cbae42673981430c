import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { retryWhileBusy } from './busy-wait.js';
import { cacheStatements } from './statement-cache.js';
import { checkpointInBackground, type WalCheckpointer } from './wal-checkpointer.js';

// knex exports no dialect classes, so they are loaded by path (knex has no "exports" map).
const require = createRequire(import.meta.url);
type ClientClass = typeof Knex.Client;
type TransactionClass = new (client: Knex.Client, ...args: unknown[]) => PromiseLike<unknown>;
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3/index.js') as ClientClass;
const SqliteTransaction = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as TransactionClass;
const BETTER_SQLITE3 = require.resolve('better-sqlite3');

type Container = (trx: { isCompleted(): boolean }) => unknown;

/** Takes the write lock at BEGIN, so a busy database fails there, before any work is done. */
class ImmediateTransaction extends SqliteTransaction {
  begin(this: { query(conn: unknown, sql: string): Promise<unknown> }, conn: unknown): Promise<unknown> {
    return this.query(conn, 'BEGIN IMMEDIATE;');
  }
}

/** A failure after the transaction's callback ran: never retried, whatever it was. */
class AfterBegin {
  constructor(readonly error: unknown) {}
}

/**
 * better-sqlite3 for knex, waiting for another process's write lock without blocking the
 * event loop: the busy timeout is tiny, and a statement or transaction refused with
 * SQLITE_BUSY is tried again on a timer, with the connection back in the pool meanwhile,
 * so reads (and /health) go on. A transaction is retried only if it failed at BEGIN,
 * before its callback ran; a lone statement failed as a whole, so it is safe to repeat.
 */
export class WaitingSqliteClient extends BetterSqlite3Client {
  /** knex's transaction clients inherit from this one and are marked `transacting`. */
  private get inTransaction(): boolean {
    return (this as unknown as { transacting?: boolean }).transacting === true;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- knex types these as any
  override transaction(container: Container, config: unknown, outerTx?: unknown): any {
    if (this.inTransaction || outerTx) return new ImmediateTransaction(this, container, config, outerTx);
    return retryWhileBusy(async () => {
      let started = false;
      const track = (trx: { isCompleted(): boolean }) => {
        // knex calls the callback even when BEGIN failed; it must not run on a dead transaction.
        if (trx.isCompleted()) return Promise.resolve();
        started = true;
        return container(trx);
      };
      try {
        return await new ImmediateTransaction(this, track, config, outerTx);
      } catch (error) {
        throw started ? new AfterBegin(error) : error;
      }
    }).catch((error: unknown) => {
      throw error instanceof AfterBegin ? error.error : error;
    });
  }

  private readonly checkpointers = new WeakMap<object, WalCheckpointer>();

  /** Each file database's connection comes with its checkpoints in a worker (wal-checkpointer.ts). */
  override async acquireRawConnection(): Promise<unknown> {
    const connection = cacheStatements((await super.acquireRawConnection()) as { prepare(sql: string): object });
    const { filename } = (this as unknown as { connectionSettings: { filename: string } }).connectionSettings;
    if (filename !== ':memory:') this.checkpointers.set(connection, checkpointInBackground(filename, BETTER_SQLITE3));
    return connection;
  }

  override async destroyRawConnection(connection: unknown): Promise<void> {
    await this.checkpointers.get(connection as object)?.stop();
    await super.destroyRawConnection(connection);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- knex types these as any
  override runner(builder: any): any {
    const runner = super.runner(builder);
    if (this.inTransaction) return runner;
    runner.run = () => retryWhileBusy(() => super.runner(builder).run());
    return runner;
  }
}
