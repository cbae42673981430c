import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../shared/project-root.js';

/**
 * `npm run mock`: the web app against Prism serving openapi.yaml's examples, so the
 * front end can be worked on with no API server or database. Prism accepts any bearer
 * token; signing in still needs an identity provider (web/vite-plugins/app-config.ts).
 */
const BIN = path.join(PROJECT_ROOT, 'node_modules/.bin');
const MOCK_HOST = '127.0.0.1';
const MOCK_PORT = 4010;

const running = new Set<ChildProcess>();
let stopping = false;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const child = spawn(path.join(BIN, command), args, { cwd: PROJECT_ROOT, env, stdio: 'inherit' });
  running.add(child);
  // A failed spawn emits 'error' and may never emit 'exit'.
  child.on('error', (err) => {
    console.error(`[mock] could not start ${name}: ${err.message}`);
    running.delete(child);
    stop(1);
  });
  // One half without the other is useless: when either ends, end both.
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) console.error(`[mock] ${name} exited (${signal ?? code}); stopping`);
    stop(code ?? 0);
  });
}

function stop(exitCode: number): void {
  if (!stopping) {
    stopping = true;
    process.exitCode = exitCode;
    for (const child of running) child.kill('SIGTERM');
  }
  // Exit only once every child is gone, so no port is left held.
  if (running.size === 0) process.exit();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('prism', 'prism', ['mock', 'openapi.yaml', '-p', String(MOCK_PORT), '-h', MOCK_HOST]);
start('vite', 'vite', ['--config', 'web/vite.config.ts'], {
  ...process.env,
  // The web app calls this origin directly instead of the dev proxy (see web/vite.config.ts).
  VITE_API_URL: `http://${MOCK_HOST}:${MOCK_PORT}`,
});
