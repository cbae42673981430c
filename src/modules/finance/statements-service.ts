import type { Clock } from '../../shared/clock.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import type { KnexLedger } from './adapters/knex-ledger.js';
import type { KnexPayouts, Payout } from './adapters/knex-payouts.js';
import { restaurantAccount } from './domain/accounts.js';
import { figuresByOrder, figuresOf, statementCsv, type Figures } from './domain/statement.js';
import { weekOf, weekStarting, type StatementWeek } from './domain/statement-week.js';
import type { OwnedRestaurantOf } from './ports.js';

/** Weeks a list shows, newest first. */
const WEEKS_LISTED = 104;

export interface StatementLine extends Figures {
  weekStart: string;
  weekEnd: Date;
  /** `open`: the week has not closed yet; `paid`: a payout was made at its close; `none`: nothing was owed then. */
  status: 'open' | Payout['status'];
  /** What was carried in from earlier weeks (or, below zero, on to later ones): netPaid - earned. */
  adjustments: number;
  /** The payout at the close; null while the week is open. */
  netPaid: number | null;
  paidAt: Date | null;
  reference: string | null;
  orders: number;
}

export interface StatementDetail {
  line: StatementLine;
  orders: Array<{ orderId: string; figures: Figures }>;
}

/** The owner's payouts and statements (docs/product/decisions.md "Money"), read from the ledger. */
export class StatementsService {
  constructor(
    private readonly ledger: KnexLedger,
    private readonly payouts: KnexPayouts,
    private readonly ownedRestaurantOf: OwnedRestaurantOf,
    private readonly clock: Clock,
  ) {}

  /** The open week, then every closed one, newest first. */
  async list(caller: string): Promise<StatementLine[]> {
    const restaurantId = await this.restaurantOf(caller);
    const open = weekOf(this.clock.now());
    const closed = await this.payouts.of(restaurantId, WEEKS_LISTED);
    const weeks = closed.some((payout) => payout.weekStart === open.start) ? closed : [undefined, ...closed];
    return Promise.all(weeks.map(async (payout) => (await this.week(restaurantId, payout ? weekStarting(payout.weekStart)! : open, payout)).line));
  }

  async detail(caller: string, weekStart: string): Promise<StatementDetail> {
    const restaurantId = await this.restaurantOf(caller);
    const week = weekStarting(weekStart);
    if (!week) throw new ValidationError('weekStart: must be a Monday (YYYY-MM-DD)', [{ path: 'weekStart', message: 'must be a Monday (YYYY-MM-DD)' }]);
    if (week.from.getTime() > this.clock.now().getTime()) throw new NotFoundError('Statement not found');
    return this.week(restaurantId, week, await this.payouts.find(restaurantId, weekStart));
  }

  async csv(caller: string, weekStart: string): Promise<string> {
    const { orders } = await this.detail(caller, weekStart);
    return statementCsv(weekStart, orders);
  }

  private async week(restaurantId: string, week: StatementWeek, payout: Payout | undefined): Promise<StatementDetail> {
    const account = restaurantAccount(restaurantId);
    const entries = (await this.ledger.entriesOf(restaurantId, week.from, week.to)).filter((entry) => entry.kind !== 'payout');
    const figures = figuresOf(entries, account);
    const orders = figuresByOrder(entries, account);
    const netPaid = payout ? payout.amount : null;
    // While open: what would be paid if it closed now, less what the week earned.
    const owed = netPaid ?? (await this.ledger.restaurantBalance(restaurantId, week.to));
    const line: StatementLine = {
      weekStart: week.start,
      weekEnd: week.to,
      status: payout?.status ?? 'open',
      ...figures,
      adjustments: owed - figures.earned,
      netPaid,
      paidAt: payout && payout.status === 'paid' ? payout.weekEnd : null,
      reference: payout?.reference ?? null,
      orders: orders.length,
    };
    return { line, orders };
  }

  private async restaurantOf(caller: string): Promise<string> {
    const id = await this.ownedRestaurantOf(caller);
    if (!id) throw new NotFoundError('Restaurant not found');
    return id;
  }
}
