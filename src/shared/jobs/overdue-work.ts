import { token } from '../di.js';
import type { JobHandler, JobSchedule } from './job-queue.js';

/** What a sweep would find now: how many items, and since when the oldest has been due. */
export interface Backlog {
  count: number;
  oldestDueAt?: Date;
}

/**
 * Work the database says must happen eventually: an outbox's undelivered events, a timer that
 * has come due. The rows are the truth and a job only carries them, so a job lost with Redis
 * (wiped, failed over, evicted) or with a killed process makes the work late, never lost.
 * A module binds one through OVERDUE_WORK; the job system runs its sweep every `everyMs` (and
 * at start), and the status page reports its backlog.
 */
export interface OverdueWork {
  /** The sweep's job name, e.g. "payments.sweep-local-outbox". */
  name: string;
  everyMs: number;
  /** Queues every overdue item; the item's dedupe key makes a second sweep harmless. */
  sweep(): Promise<void>;
  backlog(): Promise<Backlog>;
}

export const OVERDUE_WORK = token<OverdueWork>('jobs.OverdueWork');

/** Every job a runner handles and every schedule it keeps: the modules' own plus each sweep. Bound once. */
export interface RunnableJobs {
  handlers: JobHandler[];
  schedules: JobSchedule[];
}

export const RUNNABLE_JOBS = token<RunnableJobs>('jobs.RunnableJobs');

/** The modules' handlers plus each sweep as a job, so one worker runs it per tick however many processes run. */
function handlersWithSweeps(handlers: readonly JobHandler[] = [], overdue: readonly OverdueWork[] = []): JobHandler[] {
  return [...handlers, ...overdue.map((work) => ({ name: work.name, handle: () => work.sweep() }))];
}

function schedulesWithSweeps(schedules: readonly JobSchedule[] = [], overdue: readonly OverdueWork[] = []): JobSchedule[] {
  return [...schedules, ...overdue.map((work) => ({ name: work.name, payload: {}, everyMs: work.everyMs }))];
}

export function runnableJobs(handlers: readonly JobHandler[] = [], schedules: readonly JobSchedule[] = [], overdue: readonly OverdueWork[] = []): RunnableJobs {
  return { handlers: handlersWithSweeps(handlers, overdue), schedules: schedulesWithSweeps(schedules, overdue) };
}
