import { ContainerModule } from 'inversify';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, token } from '../../shared/di.js';
import { TOKENS } from '../../shared/tokens.js';
import { RESTAURANT_ACCESS } from '../catalogue/index.js';
import { KnexVouchers } from './adapters/knex-vouchers.js';
import { voucherRoutes } from './http/voucher-routes.js';
import { RESTAURANT_OF } from './ports.js';
import { VouchersService } from './vouchers-service.js';

const VOUCHERS = token<KnexVouchers>('promotions.Vouchers');
const VOUCHERS_SERVICE = token<VouchersService>('promotions.VouchersService');

/** Promotions (docs/architecture/modules.md "Promotions"): a restaurant's voucher codes. */
export const promotionsModule = new ContainerModule(({ bind }) => {
  provide(bind, RESTAURANT_OF, [RESTAURANT_ACCESS], (access) => (caller: string) => access.requireRestaurantId(caller));
  provide(bind, VOUCHERS, [TOKENS.database], (db) => new KnexVouchers(db));
  provide(bind, VOUCHERS_SERVICE, [VOUCHERS, RESTAURANT_OF, TOKENS.clock], (vouchers, restaurantOf, clock) => new VouchersService(vouchers, restaurantOf, clock));
  provide(bind, HTTP_ROUTERS, [VOUCHERS_SERVICE], (vouchers) => voucherRoutes(vouchers));
});
