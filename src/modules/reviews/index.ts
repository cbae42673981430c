import { ContainerModule } from 'inversify';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, token } from '../../shared/di.js';
import { rememberFound } from '../../shared/remember-found.js';
import { TOKENS } from '../../shared/tokens.js';
import { ACCOUNTS_SERVICE } from '../accounts/index.js';
import { CATALOGUE_SERVICE, RESTAURANT_ACCESS, RESTAURANT_RATINGS } from '../catalogue/index.js';
import { ORDER_REVIEWS, ORDERING_SERVICE } from '../ordering/index.js';
import { KnexReviews } from './adapters/knex-reviews.js';
import { reviewRoutes } from './http/review-routes.js';
import { ORDER_WRITES, OWNED_RESTAURANT_LOOKUP, RESTAURANT_CATALOGUE, USER_ID_LOOKUP } from './ports.js';
import { ReviewsService, shownRatings } from './reviews-service.js';

export { ReviewsService };
export const REVIEWS_SERVICE = token<ReviewsService>('reviews.ReviewsService');

const REMEMBERED_IDS = 10_000;

/**
 * Reviews of delivered orders and the ratings restaurants show (docs/architecture/modules.md
 * "Reviews and ratings"): it binds the ports that ordering (ORDER_REVIEWS) and catalogue
 * (RESTAURANT_RATINGS) declare, so neither depends on it.
 */
export const reviewsModule = new ContainerModule(({ bind }) => {
  // A subject's user id and an owner's restaurant never change once they exist.
  provide(bind, USER_ID_LOOKUP, [ACCOUNTS_SERVICE], (accounts) => rememberFound((auth0Id: string) => accounts.userIdOf(auth0Id), REMEMBERED_IDS));
  provide(bind, OWNED_RESTAURANT_LOOKUP, [RESTAURANT_ACCESS], (access) => (auth0Id: string) => access.restaurantIdFor(auth0Id));
  provide(bind, ORDER_WRITES, [ORDERING_SERVICE], (ordering) => ordering);
  provide(bind, RESTAURANT_CATALOGUE, [CATALOGUE_SERVICE], (catalogue) => catalogue);
  provide(
    bind,
    REVIEWS_SERVICE,
    [TOKENS.database, ORDER_WRITES, USER_ID_LOOKUP, OWNED_RESTAURANT_LOOKUP, RESTAURANT_CATALOGUE, TOKENS.clock],
    (db, orders, userIdOf, owned, restaurants, clock) => new ReviewsService(new KnexReviews(db), orders, userIdOf, owned, restaurants, clock),
  );
  provide(bind, HTTP_ROUTERS, [REVIEWS_SERVICE], (reviews) => reviewRoutes(reviews));
  provide(bind, RESTAURANT_RATINGS, [TOKENS.database], (db) => shownRatings(new KnexReviews(db)));
  provide(bind, ORDER_REVIEWS, [TOKENS.database], (db) => (orderIds: readonly string[]) => new KnexReviews(db).ofOrders(orderIds));
});
