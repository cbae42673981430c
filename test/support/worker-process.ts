import { startAppProcess, type AppProcess } from './app-process.js';

export type WorkerProcess = AppProcess;

/** The worker (src/worker.ts, bundled) as a real child process; resolves once it says it started. */
export function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  return startAppProcess('worker', env, 'worker started');
}
