import { startAppProcess, type AppProcess } from './app-process.js';

export type WorkerProcess = AppProcess;

/** `node --import tsx src/worker.ts` as a real child process; resolves once it says it started. */
export function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  return startAppProcess('src/worker.ts', env, 'worker started');
}
