import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { StatementLine, StatementsService } from '../statements-service.js';

type PayoutWeek = components['schemas']['PayoutWeek'];

/** The owner's payouts and statements (docs/architecture/ledger.md "Statements"). */
export function payoutRoutes(statements: StatementsService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/payouts', async (req) => ({ status: 200, body: (await statements.list(callerOf(req))).map(weekOf) }));

  typedRoute(router, 'get', '/api/my/restaurant/payouts/{weekStart}', async (req) => {
    const { line, orders } = await statements.detail(callerOf(req), req.params.weekStart);
    return { status: 200, body: { week: weekOf(line), orders: orders.map(({ orderId, figures }) => ({ orderId, ...figures })) } };
  });

  // Not JSON, so not a typed route; the contract has checked the token and the week's pattern.
  router.get('/api/my/restaurant/payouts/:weekStart/statement.csv', async (req, res) => {
    const csv = await statements.csv(callerOf(req), req.params.weekStart);
    res.type('text/csv; charset=utf-8').attachment(`statement-${req.params.weekStart}.csv`).send(csv);
  });

  return router;
}

function weekOf(line: StatementLine): PayoutWeek {
  return { ...line, weekEnd: line.weekEnd.toISOString(), paidAt: line.paidAt?.toISOString() ?? null };
}
