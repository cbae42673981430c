import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

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
 * `node --import tsx <script>` (src/server.ts or src/worker.ts) as a real child process;
 * resolves once it printed the pino message `readyMessage`.
 */
export async function startAppProcess(script: string, env: Record<string, string>, readyMessage: string): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
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
      void exited.then(() => waiting.has(check) && reject(new Error(`${script} exited before printing ${text}:\n${logs.join('\n')}`)));
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
