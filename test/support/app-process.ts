import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUNDLE_NODE_FLAGS, SERVER_BUNDLE } from '../../src/scripts/server-build.js';
import { PROJECT_ROOT } from '../../src/shared/project-root.js';
import { BUNDLES_ENV } from './server-bundles-setup.js';

export type AppEntry = 'server' | 'worker';

/**
 * The command line that runs `entry` as production does, with the bundles' node flags: the test
 * run's bundle (test/support/server-bundles-setup.ts), or outside Vitest (the bench, which builds
 * them first) dist/'s.
 */
export function appCommand(entry: AppEntry): string[] {
  const dir = process.env[BUNDLES_ENV] ?? path.dirname(SERVER_BUNDLE);
  return [...BUNDLE_NODE_FLAGS, path.join(dir, `${entry}.js`)];
}

export interface AppProcess {
  pid: number;
  /** Every line it printed so far (pino JSON on stdout, anything else on stderr). */
  logs: string[];
  /** Resolves once a line containing `text` has been printed. */
  printed(text: string): Promise<void>;
  /** SIGKILL: no shutdown, no lock released, as when a machine dies. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within 20 s; resolves to the exit code (null when killed). */
  stop(): Promise<number | null>;
  /** The exit code, once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * The server or the worker (src/server.ts, src/worker.ts, bundled) as a real child process;
 * resolves once it printed the pino message `readyMessage`.
 */
export async function startAppProcess(entry: AppEntry, env: Record<string, string>, readyMessage: string): Promise<AppProcess> {
  const child = spawn(process.execPath, appCommand(entry), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const waiting = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      logs.push(...lines);
      for (const check of waiting) check();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!logs.some((line) => line.includes(text))) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
      void exited.then(() => waiting.has(check) && reject(new Error(`${entry} exited before printing ${text}:\n${logs.join('\n')}`)));
    });
  await printed(`"msg":"${readyMessage}"`);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid!,
    logs,
    printed,
    exited,
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(force);
      return code;
    },
  };
}
