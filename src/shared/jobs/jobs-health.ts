import { probe, type HealthCheck, type HealthResult } from '../health.js';
import { heartbeatHealth } from './worker-heartbeat.js';

/** What a queue adapter reports; BullMQ's also knows when a worker last beat (epoch ms). */
interface QueueReport {
  health(): Promise<HealthResult>;
  lastWorkerBeat?(): Promise<number | undefined>;
}

/** Both adapters report on themselves; the status page sees one "jobs" check either way. */
export function jobsHealthCheck(queue: QueueReport): HealthCheck {
  return {
    name: 'jobs',
    async check() {
      // In-process mode the API runs the jobs itself: there is no worker to look for.
      if (!queue.lastWorkerBeat) return queue.health();
      const beat = probe(async () => heartbeatHealth(await queue.lastWorkerBeat?.(), Date.now()));
      const [own, worker] = await Promise.all([queue.health(), beat]);
      // A queue in trouble is the verdict; a sound one is as good as the worker behind it.
      if (own.status !== 'healthy') return own;
      return { status: worker.status, latencyMs: own.latencyMs, detail: `${own.detail}; ${worker.detail}` };
    },
  };
}
