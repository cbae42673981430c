import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appCommand } from '../support/app-process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the real server entry point and collects what it printed before it exited. */
function startServerProcess(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, appCommand('server'), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', IDP_PORT: '0', DATABASE_URL: '', REDIS_URL: '', S3_BUCKET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Generous: a busy CI machine can take long to load the server.
  const killer = setTimeout(() => child.kill('SIGKILL'), 100_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

/*
 * The tests run as root in CI, and chmod does not stop root, so the unwritable folders are
 * ones no permission bit governs: a path under a regular file, and /proc (no files can be
 * made there, though access(2) says it is writable).
 */
describe('a data folder the server cannot write', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-data-dir-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it.each([
    ['under a regular file', () => {
      fs.writeFileSync(path.join(scratch, 'a-file'), '');
      return path.join(scratch, 'a-file', 'data');
    }],
    ['that takes no files (/proc/self)', () => '/proc/self'],
  ])('stops the server with a message naming the folder %s, no stack trace', { timeout: 120_000 }, async (_case, folder) => {
    const dataDir = folder();
    const { code, output } = await startServerProcess(dataDir);
    expect(code).toBe(1);
    expect(output).toContain(`The data folder ${dataDir} is not writable`);
    expect(output).toContain('set DATA_DIR to a folder this process can write to');
    expect(output).not.toMatch(/^\s+at /m);
  });
});
