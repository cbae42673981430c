import type { Container } from 'inversify';
import { resolveAll, token } from './di.js';
import type { Logger } from './logger.js';

/** The two kinds of process built from one container: `src/server.ts` and `src/worker.ts`. */
export type ProcessRole = 'api' | 'worker';

/**
 * Something a process starts before it serves and stops when it ends (migrations, the job
 * runner, the embedded identity provider). The composition root binds the hooks of the
 * process it builds (its role) through LIFECYCLE_HOOKS, in start order.
 */
export interface LifecycleHook {
  name: string;
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

export const LIFECYCLE_HOOKS = token<LifecycleHook>('lifecycle.Hooks');

export interface Lifecycle {
  /** Stops what was started, last started first. */
  stop(): Promise<void>;
}

/**
 * Starts the container's hooks one after the other. When one fails, those already started are
 * stopped again and the failure is thrown.
 */
export async function startLifecycle(container: Container, logger: Logger): Promise<Lifecycle> {
  const hooks = resolveAll(container, LIFECYCLE_HOOKS);
  const started: LifecycleHook[] = [];
  const stop = async () => {
    for (const hook of started.splice(0).reverse()) {
      await hook.stop?.().catch((err: unknown) => logger.error({ err, hook: hook.name }, 'could not stop cleanly'));
    }
  };
  try {
    for (const hook of hooks) {
      const began = performance.now();
      await hook.start?.();
      started.push(hook);
      logger.debug({ hook: hook.name, ms: Math.round(performance.now() - began) }, 'started');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
