import { worstStatus, type HealthCheck, type HealthResult } from '../health.js';
import type { JobSchedule } from './job-queue.js';
import type { OverdueWork } from './overdue-work.js';
import { formatAge, heartbeatHealth } from './worker-heartbeat.js';

/** Work waiting longer than this is a backlog the status page warns about. */
export const BACKLOG_WARN_MS = 60_000;

/** What a queue adapter reports; BullMQ's also knows its workers, schedules and waiting jobs. */
export interface QueueReport {
  health(): Promise<HealthResult>;
  lastWorkerBeat?(): Promise<number | undefined>;
  missingSchedules?(names: readonly string[]): Promise<string[]>;
  oldestWaitingAt?(): Promise<number | undefined>;
}

interface JobsHealthParts {
  queue: QueueReport;
  schedules: readonly JobSchedule[];
  overdue: readonly OverdueWork[];
}

/** Both adapters report on themselves; the status page sees one "jobs" check either way. */
export function jobsHealthCheck(parts: JobsHealthParts): HealthCheck {
  return {
    name: 'jobs',
    async check() {
      const own = await parts.queue.health();
      // A queue in trouble is the verdict; a sound one is as good as its workers and backlogs.
      if (own.status !== 'healthy') return own;
      const now = Date.now();
      const worker = await workerHealth(parts.queue, now);
      // Workers register the schedules: with none running, "no worker" is the news.
      const schedules = worker?.status === 'warning' ? undefined : scheduleHealth(parts);
      const more = await Promise.all([schedules, queueBacklog(parts.queue, now), ...parts.overdue.map((w) => overdueHealth(w, now))]);
      const found = [worker, ...more].filter((r): r is HealthResult => r !== undefined);
      return { ...own, status: worstStatus(found.map((r) => r.status)), detail: [own.detail, ...found.map((r) => r.detail)].join('; ') };
    },
  };
}

// In-process mode the API runs the jobs itself: there is no worker to look for.
async function workerHealth(queue: QueueReport, now: number): Promise<HealthResult | undefined> {
  return queue.lastWorkerBeat && heartbeatHealth(await queue.lastWorkerBeat(), now);
}

async function scheduleHealth({ queue, schedules }: JobsHealthParts): Promise<HealthResult | undefined> {
  const missing = (await queue.missingSchedules?.(schedules.map((s) => s.name))) ?? [];
  if (missing.length === 0) return undefined;
  return { status: 'warning', detail: `${missing.length} of ${schedules.length} schedules missing (${missing.join(', ')})` };
}

async function queueBacklog(queue: QueueReport, now: number): Promise<HealthResult | undefined> {
  const since = await queue.oldestWaitingAt?.();
  if (since === undefined || now - since <= BACKLOG_WARN_MS) return undefined;
  return { status: 'warning', detail: `oldest waiting job due ${formatAge(now - since)} ago` };
}

/** Quiet while the work is current; a warning with the numbers once its oldest item is late. */
async function overdueHealth(work: OverdueWork, now: number): Promise<HealthResult | undefined> {
  const { count, oldestDueAt } = await work.backlog();
  const ageMs = oldestDueAt ? now - oldestDueAt.getTime() : 0;
  if (count === 0 || ageMs <= BACKLOG_WARN_MS) return undefined;
  return { status: 'warning', detail: `${work.name}: ${count} pending, oldest due ${formatAge(ageMs)} ago` };
}
