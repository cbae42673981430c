import { ContainerModule } from 'inversify';
import type { Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, token } from '../../shared/di.js';
import { TOKENS } from '../../shared/tokens.js';
import { ACCOUNTS_SERVICE } from '../accounts/index.js';
import { CATALOGUE_SERVICE } from '../catalogue/index.js';
import { KnexOrderRepository } from './adapters/knex-order-repository.js';
import { CheckoutService } from './checkout-service.js';
import { orderRoutes } from './http/order-routes.js';
import { OrderingService } from './ordering-service.js';
import { ORDER_REPOSITORY, PAYMENT_GATEWAY, RESTAURANT_LOOKUP, USER_ID_LOOKUP } from './ports.js';

export { OrderingService, CheckoutService };
export type { MarkPaidOutcome } from './ordering-service.js';
export type { PaidEvent } from './domain/order.js';
export { PAYMENT_GATEWAY, type PaymentGateway, type CheckoutSession, type CheckoutSessionRequest } from './ports.js';

export const ORDERING_SERVICE = token<OrderingService>('ordering.OrderingService');
export const CHECKOUT_SERVICE = token<CheckoutService>('ordering.CheckoutService');

/** Orders and checkout. The payments module binds PAYMENT_GATEWAY (ordering declares it). */
export function orderingModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, ORDER_REPOSITORY, [TOKENS.database], (db) => new KnexOrderRepository(db));
    // Cross-module ports, bound to the providers' public services.
    provide(bind, RESTAURANT_LOOKUP, [CATALOGUE_SERVICE], (catalogue) => catalogue);
    provide(bind, USER_ID_LOOKUP, [ACCOUNTS_SERVICE], (accounts) => (auth0Id: string) => accounts.userIdOf(auth0Id));
    provide(
      bind,
      ORDERING_SERVICE,
      [ORDER_REPOSITORY, USER_ID_LOOKUP, RESTAURANT_LOOKUP, TOKENS.clock],
      (orders, userIdOf, restaurants, clock) => new OrderingService(orders, userIdOf, restaurants, clock),
    );
    provide(
      bind,
      CHECKOUT_SERVICE,
      [ORDER_REPOSITORY, ORDERING_SERVICE, USER_ID_LOOKUP, RESTAURANT_LOOKUP, PAYMENT_GATEWAY, TOKENS.clock, TOKENS.logger],
      (orders, ordering, userIdOf, restaurants, gateway, clock, logger) =>
        new CheckoutService(orders, ordering, userIdOf, restaurants, gateway, clock, logger, config.publicUrl),
    );
    provide(bind, HTTP_ROUTERS, [ORDERING_SERVICE, CHECKOUT_SERVICE], (ordering, checkout) => orderRoutes(ordering, checkout));
  });
}
