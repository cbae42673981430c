import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

// A second process that takes the SQLite write lock and keeps it until told to let go.
const HOLDER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.exec('BEGIN IMMEDIATE');
process.stdout.write('locked\\n');
process.stdin.on('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
`;

export interface LockHolder {
  release(): Promise<void>;
}

/** Resolves once the other process holds the write lock of `filename`. */
export async function holdSqliteWriteLock(filename: string): Promise<LockHolder> {
  const child = spawn(process.execPath, ['-e', HOLDER, filename], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    void exited.then(() => reject(new Error('the lock holder exited before taking the lock')));
  });
  return {
    release: async () => {
      child.stdin.write('release\n');
      await exited;
    },
  };
}
