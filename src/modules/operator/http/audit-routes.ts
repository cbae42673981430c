import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import { contentRange } from '../../../http/simple-rest-query.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { AuditService } from '../audit-service.js';
import type { AuditEntry } from '../domain/audit.js';
import { parseAuditPage, parseAuditQuery } from './audit-query-params.js';

/** The audit log's list and CSV export (docs/architecture/operator.md "Audit log"). */
export function auditRoutes(audit: AuditService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/operator/audit', async (req, res) => {
    const query = parseAuditPage(req.query);
    const { entries, total } = await audit.page(query);
    res.set('Content-Range', contentRange('audit', query.range.first, entries.length, total));
    return { status: 200, body: entries.map(auditEntryResponse) };
  });

  // Not JSON, so not a typed route; the contract has checked the token, the operator and the query.
  router.get('/api/operator/audit.csv', async (req, res) => {
    const csv = await audit.csv(parseAuditQuery(req.query));
    res.type('text/csv; charset=utf-8').attachment('operator-audit.csv').send(csv);
  });

  return router;
}

function auditEntryResponse(e: AuditEntry): components['schemas']['AuditEntry'] {
  const record = { action: e.action, targetKind: e.targetKind, targetId: e.targetId, targetName: e.targetName, before: e.before, after: e.after, reason: e.reason };
  return { id: e.id, at: e.at.toISOString(), operatorEmail: e.operator.email, ...record };
}
