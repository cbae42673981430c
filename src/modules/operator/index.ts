import { ContainerModule } from 'inversify';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, provideValue, token } from '../../shared/di.js';
import { TOKENS } from '../../shared/tokens.js';
import { KnexAuditLog } from './adapters/knex-audit-log.js';
import { AuditService } from './audit-service.js';
import { auditRoutes } from './http/audit-routes.js';
import { operatorOfRequest, operatorSessionRoutes } from './http/operator-routes.js';
import { restaurantRoutes } from './http/restaurant-routes.js';
import { orderRoutes } from './http/order-routes.js';
import { OperatorOrdersService } from './orders-service.js';
import { ORDER_FIGURES, ORDER_SEARCH, ORDERS_BY_ID, RESTAURANT_OVERSIGHT_PORT, WEEK_START } from './ports.js';
import { OperatorRestaurantsService } from './restaurants-service.js';
import { RESTAURANT_OVERSIGHT } from '../catalogue/index.js';
import { weekOf } from '../finance/index.js';
import { LISTED_ORDERS, MARKETPLACE_ORDERS } from '../ordering/index.js';

const AUDIT = token<AuditService>('operator.AuditService');
const RESTAURANTS = token<OperatorRestaurantsService>('operator.Restaurants');

/**
 * The operator's console (docs/architecture/operator.md): at the top of the module graph, it
 * calls the other modules' services and owns the audit log; no module imports it.
 */
export const operatorModule = new ContainerModule(({ bind }) => {
  // Cross-module ports, bound to the providers' public services.
  provide(bind, RESTAURANT_OVERSIGHT_PORT, [RESTAURANT_OVERSIGHT], (oversight) => oversight);
  provide(bind, ORDER_FIGURES, [MARKETPLACE_ORDERS], (orders) => (ids: readonly string[], since: Date) => orders.figuresSince(ids, since));
  provideValue(bind, WEEK_START, (at: Date) => weekOf(at).from);
  provide(bind, ORDER_SEARCH, [MARKETPLACE_ORDERS], (orders) => orders);
  provide(bind, ORDERS_BY_ID, [LISTED_ORDERS], (listed) => listed);

  provide(bind, AUDIT, [TOKENS.database, TOKENS.clock], (db, clock) => new AuditService(db, new KnexAuditLog(db), clock));
  provide(bind, HTTP_ROUTERS, [TOKENS.config], (config) => operatorSessionRoutes(config.auth));
  provide(bind, HTTP_ROUTERS, [AUDIT], (audit) => auditRoutes(audit));
  provide(
    bind,
    RESTAURANTS,
    [RESTAURANT_OVERSIGHT_PORT, ORDER_FIGURES, WEEK_START, AUDIT, TOKENS.clock],
    (oversight, figures, weekStart, audit, clock) => new OperatorRestaurantsService(oversight, figures, weekStart, audit, clock),
  );
  provide(bind, HTTP_ROUTERS, [RESTAURANTS, TOKENS.config], (restaurants, config) => restaurantRoutes(restaurants, operatorOfRequest(config.auth)));
  provide(bind, HTTP_ROUTERS, [ORDER_SEARCH, ORDERS_BY_ID], (search, byId) => orderRoutes(new OperatorOrdersService(search, byId)));
});
