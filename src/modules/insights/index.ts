import { ContainerModule } from 'inversify';
import type { Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, provideValue, token } from '../../shared/di.js';
import { JOB_HANDLERS, JOB_QUEUE, JOB_SCHEDULES } from '../../shared/jobs/job-queue.js';
import { TOKENS } from '../../shared/tokens.js';
import { RESTAURANT_ACCESS } from '../catalogue/index.js';
import { ORDER_CHANGE_LISTENERS } from '../ordering/index.js';
import { KnexInsightsReader } from './adapters/knex-insights-reader.js';
import { KnexSnapshotStore } from './adapters/knex-snapshot-store.js';
import { databaseStatus } from './database-status.js';
import { insightsRoutes } from './http/insights-routes.js';
import { InsightsService } from './insights-service.js';
import { InsightsJobs, REFRESH_STALE_INSIGHTS } from './jobs/insights-jobs.js';
import { INSIGHTS_READER, OWNED_RESTAURANT_LOOKUP, SNAPSHOT_STORE } from './ports.js';

export { RECOMPUTE_INSIGHTS_JOB, REFRESH_STALE_INSIGHTS_JOB } from './jobs/insights-jobs.js';

const INSIGHTS_SERVICE = token<InsightsService>('insights.InsightsService');
const INSIGHTS_JOBS = token<InsightsJobs>('insights.InsightsJobs');

/** Business insights: read-only over orders and restaurants, its own snapshots, its jobs. */
export function insightsModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, INSIGHTS_READER, [TOKENS.database], (db) => new KnexInsightsReader(db));
    provide(bind, SNAPSHOT_STORE, [TOKENS.database], (db) => new KnexSnapshotStore(db));
    // The one access port (it remembers owners; a member's role is read on every call).
    provide(bind, OWNED_RESTAURANT_LOOKUP, [RESTAURANT_ACCESS], (access) => (auth0Id: string) => access.restaurantIdFor(auth0Id));
    provide(
      bind,
      INSIGHTS_SERVICE,
      [INSIGHTS_READER, SNAPSHOT_STORE, OWNED_RESTAURANT_LOOKUP, TOKENS.clock],
      (reader, snapshots, ownedRestaurantId, clock) => new InsightsService(reader, snapshots, ownedRestaurantId, clock),
    );
    provide(bind, INSIGHTS_JOBS, [INSIGHTS_SERVICE, JOB_QUEUE, TOKENS.logger], (service, queue, logger) => new InsightsJobs(service, queue, logger, config.insights.recomputeDelayMs));
    provide(bind, JOB_HANDLERS, [INSIGHTS_JOBS], (jobs) => jobs.recomputeJob);
    provide(bind, JOB_HANDLERS, [INSIGHTS_JOBS], (jobs) => jobs.refreshStaleJob);
    provideValue(bind, JOB_SCHEDULES, REFRESH_STALE_INSIGHTS);
    provide(bind, ORDER_CHANGE_LISTENERS, [INSIGHTS_JOBS], (jobs) => jobs.onOrderChange);
    provide(bind, HTTP_ROUTERS, [INSIGHTS_SERVICE, TOKENS.database], (service, db) =>
      insightsRoutes(service, { debug: config.env !== 'production', databaseStatus: () => databaseStatus(db, config.database.kind) }),
    );
  });
}
