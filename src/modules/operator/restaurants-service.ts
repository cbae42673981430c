import type { Clock } from '../../shared/clock.js';
import type { OverseenWithState, OversightQuery, Standing, StandingChange } from '../catalogue/index.js';
import type { AuditService } from './audit-service.js';
import type { AuditAction, Operator } from './domain/audit.js';
import type { OrderFigures, RestaurantOversight, WeekStart } from './ports.js';

export type OperatorRestaurant = OverseenWithState & { ordersThisWeek: number; salesThisWeek: number };

const ACTION_OF: Record<StandingChange['kind'], AuditAction> = { suspend: 'suspendRestaurant', unlist: 'unlistRestaurant', reinstate: 'reinstateRestaurant' };

/**
 * The console's restaurants (docs/architecture/operator.md "Restaurants"): catalogue's list with
 * ordering's figures for this week; each standing change made by catalogue on the audit entry's
 * transaction.
 */
export class OperatorRestaurantsService {
  constructor(
    private readonly restaurants: RestaurantOversight,
    private readonly figuresSince: OrderFigures,
    private readonly weekStart: WeekStart,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async page(query: OversightQuery): Promise<{ restaurants: OperatorRestaurant[]; total: number }> {
    const { restaurants, total } = await this.restaurants.page(query);
    return { restaurants: await this.withFigures(restaurants), total };
  }

  async one(id: string): Promise<OperatorRestaurant> {
    const [restaurant] = await this.withFigures([await this.restaurants.one(id)]);
    return restaurant!;
  }

  /** The change and its audit entry on one transaction; then the restaurant as the list shows it. */
  async changeStanding(operator: Operator, id: string, change: StandingChange): Promise<OperatorRestaurant> {
    const reason = change.kind === 'reinstate' ? null : change.reason;
    await this.audit.audited(operator, async (trx) => {
      const { before, after } = await this.restaurants.changeStanding(trx, id, change, this.clock.now());
      const record = { action: ACTION_OF[change.kind], targetKind: 'restaurant' as const, targetId: id, targetName: before.restaurantName, reason };
      return { result: undefined, record: { ...record, before: standingFields(before.standing), after: standingFields(after) } };
    });
    return this.one(id);
  }

  private async withFigures(restaurants: OverseenWithState[]): Promise<OperatorRestaurant[]> {
    const figures = await this.figuresSince(restaurants.map((r) => r.id), this.weekStart(this.clock.now()));
    return restaurants.map((r) => ({ ...r, ordersThisWeek: figures.get(r.id)?.orders ?? 0, salesThisWeek: figures.get(r.id)?.sales ?? 0 }));
  }
}

/** The standing as the audit log keeps it: JSON, times as ISO text. */
function standingFields(standing: Standing) {
  const mark = (m: Standing['suspended']) => m && { reason: m.reason, at: m.at.toISOString() };
  return { suspended: mark(standing.suspended), unlisted: mark(standing.unlisted) };
}
