import { worstStatus, type HealthCheck, type HealthResult } from '../health.js';
import { maxWaitOf } from './job-lanes.js';
import type { JobHandler, JobSchedule } from './job-queue.js';
import type { OverdueWork } from './overdue-work.js';
import { formatAge, heartbeatHealth } from './worker-heartbeat.js';

/** Overdue work (a sweep's backlog in the database) older than this is a backlog the status page warns about. */
export const BACKLOG_WARN_MS = 60_000;

/** What a queue adapter reports, given the kinds of job there are; BullMQ's also knows its workers, schedules and lanes. */
export interface QueueReport {
  health(jobNames: readonly string[]): Promise<HealthResult>;
  lastWorkerBeat?(): Promise<number | undefined>;
  missingSchedules?(names: readonly string[]): Promise<string[]>;
  /** Per lane (job name), since when its longest-waiting job has been due. */
  oldestWaiting?(jobNames: readonly string[]): Promise<Map<string, number>>;
}

interface JobsHealthParts {
  queue: QueueReport;
  handlers: readonly Pick<JobHandler, 'name' | 'maxWaitMs'>[];
  schedules: readonly JobSchedule[];
  overdue: readonly OverdueWork[];
}

/** Both adapters report on themselves; the status page sees one "jobs" check either way. */
export function jobsHealthCheck(parts: JobsHealthParts): HealthCheck {
  return {
    name: 'jobs',
    async check() {
      const own = await parts.queue.health(parts.handlers.map((h) => h.name));
      // A queue in trouble is the verdict; a sound one is as good as its workers and backlogs.
      if (own.status !== 'healthy') return own;
      const now = Date.now();
      const worker = await workerHealth(parts.queue, now);
      // Workers register the schedules: with none running, "no worker" is the news.
      const schedules = worker?.status === 'warning' ? undefined : scheduleHealth(parts);
      const more = await Promise.all([schedules, laneHealth(parts, now), ...parts.overdue.map((w) => overdueHealth(w, now))]);
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

/** A warning naming each lane whose oldest waiting job is past its own bound (job-lanes.ts). */
async function laneHealth({ queue, handlers }: JobsHealthParts, now: number): Promise<HealthResult | undefined> {
  const oldest = await queue.oldestWaiting?.(handlers.map((h) => h.name));
  const late = handlers.flatMap((h) => {
    const since = oldest?.get(h.name);
    return since !== undefined && now - since > maxWaitOf(h) ? [`${h.name}: oldest waiting job due ${formatAge(now - since)} ago`] : [];
  });
  return late.length ? { status: 'warning', detail: late.join('; ') } : undefined;
}

/** Quiet while the work is current; a warning with the numbers once its oldest item is late. */
async function overdueHealth(work: OverdueWork, now: number): Promise<HealthResult | undefined> {
  const { count, oldestDueAt } = await work.backlog();
  const ageMs = oldestDueAt ? now - oldestDueAt.getTime() : 0;
  if (count === 0 || ageMs <= BACKLOG_WARN_MS) return undefined;
  return { status: 'warning', detail: `${work.name}: ${count} pending, oldest due ${formatAge(ageMs)} ago` };
}
