import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface WorkerProcess {
  /** Every line it printed so far (pino JSON on stdout, anything else on stderr). */
  logs: string[];
  /** SIGKILL: no shutdown, no lock released, as when a machine dies. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/** `node --import tsx src/worker.ts` as a real child process; resolves once it says it started. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  let onLine = () => {};
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      logs.push(...lines);
      onLine();
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    onLine = () => logs.some((line) => line.includes('"msg":"worker started"')) && resolve();
    void exited.then(() => reject(new Error(`worker exited before starting:\n${logs.join('\n')}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  return {
    logs,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop,
  };
}
