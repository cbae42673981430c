import { ContainerModule } from 'inversify';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, token } from '../../shared/di.js';
import { TOKENS } from '../../shared/tokens.js';
import { KnexAuditLog } from './adapters/knex-audit-log.js';
import { AuditService } from './audit-service.js';
import { auditRoutes } from './http/audit-routes.js';
import { operatorSessionRoutes } from './http/operator-routes.js';

const AUDIT = token<AuditService>('operator.AuditService');

/**
 * The operator's console (docs/architecture/operator.md): at the top of the module graph, it
 * calls the other modules' services and owns the audit log; no module imports it.
 */
export const operatorModule = new ContainerModule(({ bind }) => {
  provide(bind, AUDIT, [TOKENS.database, TOKENS.clock], (db, clock) => new AuditService(db, new KnexAuditLog(db), clock));
  provide(bind, HTTP_ROUTERS, [TOKENS.config], (config) => operatorSessionRoutes(config.auth));
  provide(bind, HTTP_ROUTERS, [AUDIT], (audit) => auditRoutes(audit));
});
