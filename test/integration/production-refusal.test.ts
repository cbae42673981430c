// NODE_ENV=production with the embedded sign-in provider or the local checkout: the server and
// the worker stop at once with a message naming what to set, not a stack trace. Which setting
// refuses what is covered in test/unit/config.test.ts; this is about the processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCommand, type AppEntry } from '../support/app-process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

/** Runs an entry point to its exit; the environment holds only what is given (and PATH). */
function run(entry: AppEntry, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, appCommand(entry), {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created', PORT: '0', IDP_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// Each start loads the whole app (a second or more on a busy machine), so they run side by side.
describe.concurrent('production refuses the embedded defaults', { timeout: 90_000 }, () => {
  it.each([
    ['server' as AppEntry, 'the embedded sign-in provider', STRIPE, /NODE_ENV=production needs AUTH0_DOMAIN, AUTH0_AUDIENCE and AUTH0_CLIENT_ID/],
    ['worker' as AppEntry, 'the embedded defaults', { REDIS_URL: 'redis://127.0.0.1:1' }, /NODE_ENV=production needs AUTH0_DOMAIN/],
  ])('%s stops on %s', async (entry, _what, env, message) => {
    const { code, output } = await run(entry, env);
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(output).toMatch(/ALLOW_EMBEDDED_DEFAULTS=true/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
