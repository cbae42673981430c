import type { Knex } from 'knex';
import type { Clock } from '../../../shared/clock.js';
import type { JobHandler, JobSchedule } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { KnexLedger } from '../adapters/knex-ledger.js';
import type { KnexPayouts } from '../adapters/knex-payouts.js';
import { payoutPosting, payoutPostingId } from '../domain/posting.js';
import { nextWeek, weekOf, weekStarting, type StatementWeek } from '../domain/statement-week.js';
import type { PayoutSender } from '../ports.js';

export const CLOSE_WEEKS_JOB = 'finance.close-weeks';
const EVERY_MS = 10 * 60_000;
/** A week closes this long after its end, so the events of its last minutes are on the ledger (a later one is carried to the next week). */
export const CLOSE_GRACE_MS = 5 * 60_000;

/**
 * The weekly close (docs/architecture/ledger.md "Payouts"): every restaurant's weeks that ended,
 * in order, each once (one `payouts` row per restaurant and week): what the restaurant is owed at
 * the week's end is paid out, a posting restaurant -> provider; nothing owed, nothing sent, and
 * a balance below zero carries on to the next week.
 */
export class WeeklyPayouts {
  readonly job: JobHandler = { name: CLOSE_WEEKS_JOB, handle: () => this.closeDue().then(() => undefined) };
  readonly schedule: JobSchedule = { name: CLOSE_WEEKS_JOB, payload: {}, everyMs: EVERY_MS };

  constructor(
    private readonly db: Knex,
    private readonly ledger: KnexLedger,
    private readonly payouts: KnexPayouts,
    private readonly sender: PayoutSender,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Closes every week that is due; returns how many it closed. */
  async closeDue(): Promise<number> {
    const now = this.clock.now().getTime();
    const closed = await this.payouts.lastClosed();
    let count = 0;
    for (const { restaurantId, first } of await this.ledger.restaurantsSince()) {
      const last = closed.get(restaurantId);
      let week = last ? nextWeek(weekStarting(last)!) : weekOf(first);
      while (week.to.getTime() + CLOSE_GRACE_MS <= now) {
        if (await this.close(restaurantId, week)) count += 1;
        week = nextWeek(week);
      }
    }
    return count;
  }

  private async close(restaurantId: string, week: StatementWeek): Promise<boolean> {
    const owed = await this.ledger.restaurantBalance(restaurantId, week.to);
    const id = payoutPostingId(restaurantId, week.start);
    // The sender's idempotency key is the payout's id, so a close repeated after a crash sends once.
    const sent = owed > 0 ? await this.sender.send({ id, restaurantId, amount: owed, weekStart: week.start }) : undefined;
    const payout = { id, restaurantId, weekStart: week.start, weekEnd: week.to, amount: sent ? owed : 0, status: sent ? ('paid' as const) : ('none' as const), reference: sent?.reference ?? null, createdAt: this.clock.now() };
    const made = await this.db.transaction(async (trx) => {
      if (!(await this.payouts.insert(trx, payout))) return false;
      if (sent) await this.ledger.write(trx, [payoutPosting(restaurantId, week.start, owed, week.to)], payout.createdAt);
      return true;
    });
    if (made && sent) this.logger.info({ restaurantId, weekStart: week.start, amount: owed }, 'weekly payout recorded');
    return made;
  }
}

/** The embedded payout: nothing leaves the machine; the ledger's posting and the payouts row are the record. */
export const ledgerOnlyPayouts: PayoutSender = { send: async (payout) => ({ reference: `ledger:${payout.id}` }) };
