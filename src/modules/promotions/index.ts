import { ContainerModule } from 'inversify';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, token } from '../../shared/di.js';
import { JOB_HANDLERS, JOB_QUEUE } from '../../shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../shared/jobs/overdue-work.js';
import { TOKENS } from '../../shared/tokens.js';
import { RESTAURANT_ACCESS } from '../catalogue/index.js';
import { ORDER_CHANGE_LISTENERS, ORDER_EVENT_CONSUMERS, ORDER_EVENT_LOG, VOUCHER_DESK } from '../ordering/index.js';
import { knexVoucherDesk } from './adapters/knex-voucher-desk.js';
import { KnexVouchers } from './adapters/knex-vouchers.js';
import { voucherRoutes } from './http/voucher-routes.js';
import { voucherUsesConsumer, voucherUsesListener } from './jobs/voucher-uses-consumer.js';
import { ORDER_EVENTS, RESTAURANT_OF } from './ports.js';
import { VouchersService } from './vouchers-service.js';

const VOUCHERS = token<KnexVouchers>('promotions.Vouchers');
const VOUCHERS_SERVICE = token<VouchersService>('promotions.VouchersService');
const USES_CONSUMER = token<ReturnType<typeof voucherUsesConsumer>>('promotions.VoucherUsesConsumer');

/**
 * Promotions (docs/architecture/modules.md "Promotions"): a restaurant's voucher codes, the
 * owner's calls, ordering's VOUCHER_DESK (price a code, hold a use at checkout) and the consumer
 * of order events that confirms and frees the uses.
 */
export const promotionsModule = new ContainerModule(({ bind }) => {
  provide(bind, RESTAURANT_OF, [RESTAURANT_ACCESS], (access) => (caller: string) => access.requireRestaurantId(caller));
  provide(bind, ORDER_EVENTS, [ORDER_EVENT_LOG], (events) => events);
  provide(bind, VOUCHERS, [TOKENS.database], (db) => new KnexVouchers(db));
  provide(bind, VOUCHERS_SERVICE, [VOUCHERS, RESTAURANT_OF, TOKENS.clock], (vouchers, restaurantOf, clock) => new VouchersService(vouchers, restaurantOf, clock));
  provide(bind, HTTP_ROUTERS, [VOUCHERS_SERVICE], (vouchers) => voucherRoutes(vouchers));
  provide(bind, VOUCHER_DESK, [TOKENS.database, TOKENS.clock], (db, clock) => knexVoucherDesk(db, () => clock.now()));

  provide(bind, USES_CONSUMER, [ORDER_EVENTS, TOKENS.database, JOB_QUEUE, TOKENS.clock], (events, db, queue, clock) => voucherUsesConsumer({ events, db, queue, clock }));
  provide(bind, JOB_HANDLERS, [USES_CONSUMER], (consumer) => consumer.job);
  provide(bind, ORDER_EVENT_CONSUMERS, [USES_CONSUMER], (consumer) => consumer.unread);
  provide(bind, OVERDUE_WORK, [USES_CONSUMER], (consumer) => consumer);
  provide(bind, ORDER_CHANGE_LISTENERS, [JOB_QUEUE], (queue) => voucherUsesListener(queue));
});
