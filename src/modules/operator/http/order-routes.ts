import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import { contentRange, readDate, readRange } from '../../../http/simple-rest-query.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { MarketplaceOrderQuery } from '../../ordering/index.js';
import type { OperatorOrdersService } from '../orders-service.js';
import { OPERATOR_PAGE_MAX, type ValidatedListQuery } from './audit-query-params.js';

type Sort = components['schemas']['OperatorOrderSort'];
type Filter = components['schemas']['OperatorOrderFilter'];

/** The console's orders across the marketplace (docs/architecture/operator.md "Orders"). */
export function orderRoutes(orders: OperatorOrdersService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/operator/orders', async (req, res) => {
    const query = parseOrderQuery(req.query);
    const page = await orders.page(query);
    res.set('Content-Range', contentRange('orders', query.range.first, page.orders.length, page.total));
    return { status: 200, body: page.orders };
  });

  typedRoute(router, 'get', '/api/operator/orders/{orderId}', async (req) => {
    const { order, events } = await orders.one(req.params.orderId);
    const timeline = events.map((e) => ({ id: e.id, type: e.type, at: e.occurredAt.toISOString(), status: e.status, changes: { ...e.changes } }));
    return { status: 200, body: { order, events: timeline } };
  });

  return router;
}

/** The contract has checked `sort`, `filter` and `range`'s pattern; this reads the numbers and the days. */
export function parseOrderQuery(query: ValidatedListQuery): MarketplaceOrderQuery {
  const [field, order] = (query.sort as Sort | undefined) ?? ['createdAt', 'DESC'];
  const { q, email, restaurantId, status, createdFrom, createdTo } = (query.filter as Filter | undefined) ?? {};
  return {
    sort: { field, order: order === 'ASC' ? 'asc' : 'desc' },
    range: readRange(query.range ?? '[0,24]', OPERATOR_PAGE_MAX, 'orders'),
    filter: {
      number: q?.replace(/^#/, '').toLowerCase() || undefined,
      email: email?.trim().toLowerCase() || undefined,
      restaurantId: restaurantId || undefined,
      statuses: status === undefined ? undefined : Array.isArray(status) ? status : [status],
      createdFrom: createdFrom === undefined ? undefined : readDate('filter.createdFrom', createdFrom, 'start'),
      createdBefore: createdTo === undefined ? undefined : readDate('filter.createdTo', createdTo, 'end'),
    },
  };
}
