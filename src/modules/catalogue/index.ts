import { ContainerModule, type Bind } from 'inversify';
import type { Config } from '../../config.js';
import { HTTP_DRAINS, HTTP_ROUTERS } from '../../http/routes.js';
import { provide, provideValue, token } from '../../shared/di.js';
import { HEALTH_CHECKS } from '../../shared/health.js';
import { JOB_HANDLERS, JOB_SCHEDULES } from '../../shared/jobs/job-queue.js';
import { TOKENS } from '../../shared/tokens.js';
import { rememberFound } from '../../shared/remember-found.js';
import { ACCOUNTS_SERVICE, MEMBERSHIP_OF, TEAM_SERVICE } from '../accounts/index.js';
import { KnexDeliveryAreas } from './adapters/knex-delivery-areas.js';
import { KnexRestaurantCatalogue } from './adapters/knex-restaurant-catalogue.js';
import { KnexRestaurantRepository } from './adapters/knex-restaurant-repository.js';
import { KnexSearchSource } from './adapters/knex-search-source.js';
import { createLocalFileStorage } from './adapters/local-file-storage.js';
import { S3FileStorage } from './adapters/s3-file-storage.js';
import { KnexServiceStates } from './adapters/knex-service-states.js';
import { KnexScheduling } from './adapters/knex-scheduling.js';
import { schedulingRoutes } from './http/scheduling-routes.js';
import { SchedulingService } from './scheduling-service.js';
import { AvailabilityService } from './availability-service.js';
import { CatalogueService } from './catalogue-service.js';
import { DeliveryAreasService } from './delivery-areas-service.js';
import { availabilityRoutes } from './http/availability-routes.js';
import { deliveryAreasRoutes } from './http/delivery-areas-routes.js';
import { fulfilmentRoutes } from './http/fulfilment-routes.js';
import { FulfilmentService } from './fulfilment-service.js';
import { KnexFulfilmentSettings } from './adapters/knex-fulfilment-settings.js';
import { imageRoutes } from './http/image-routes.js';
import { myRestaurantRoutes } from './http/my-restaurant-routes.js';
import { OrphanImageSweep, SWEEP_ORPHAN_IMAGES } from './images/orphan-sweep.js';
import { restaurantRoutes } from './http/restaurant-routes.js';
import { MyRestaurantService } from './my-restaurant-service.js';
import { RestaurantAccess } from './restaurant-access.js';
import { KnexRestaurantOversight } from './adapters/knex-restaurant-oversight.js';
import { RestaurantOversightService, type OverseenWithState } from './restaurant-oversight-service.js';
import { teamRoutes } from './http/team-routes.js';
import { IndexedSearch } from './search/indexed-search.js';
import { RestaurantChangeWatcher } from './live/restaurant-change-watcher.js';
import { RestaurantStreams } from './live/restaurant-streams.js';
import { restaurantStreamRoutes } from './http/restaurant-stream-routes.js';
import { FILE_STORAGE, RESTAURANT_CATALOGUE, RESTAURANT_RATINGS, RESTAURANT_REPOSITORY } from './ports.js';
import { storageHealthCheck, storageLabel } from './storage-health.js';

export { CUISINES, type Cuisine } from './domain/cuisines.js';
export { isSoldOut } from './domain/restaurant.js';
export { deliveryTermsAt, type DeliveryArea, type DeliveryTerms } from './domain/delivery-areas.js';
export { ALLERGENS, DIETARY_LABELS, noDetails, type MenuDetails } from './domain/menu-details.js';
export { WEEKDAYS, type HoursRange, type OpenState, type WeeklyHours } from './domain/opening-hours.js';
export { FILE_STORAGE, type FileStorage, type RestaurantRecord } from './ports.js';
// Ordering keeps couriers' proof photos in the same storage, privately (docs/product/team-and-roles.md "Couriers").
export { storeProofPhoto } from './images/proof-photo.js';
// The reviews module binds the ratings restaurants show (docs/architecture/modules.md).
export { RESTAURANT_RATINGS } from './ports.js';

export { CatalogueService, MyRestaurantService, RestaurantOversightService, type OverseenWithState };
export type { OversightQuery } from './domain/oversight.js';
export type { Standing, StandingChange } from './domain/standing.js';
/** The operator's console reads and changes restaurants' standing through it (docs/architecture/operator.md). */
export const RESTAURANT_OVERSIGHT = token<RestaurantOversightService>('catalogue.RestaurantOversight');
export const CATALOGUE_SERVICE = token<CatalogueService>('catalogue.CatalogueService');
export const MY_RESTAURANT_SERVICE = token<MyRestaurantService>('catalogue.MyRestaurantService');
export const AVAILABILITY_SERVICE = token<AvailabilityService>('catalogue.AvailabilityService');
export { AvailabilityService, SchedulingService };
export const SCHEDULING_SERVICE = token<SchedulingService>('catalogue.SchedulingService');
const DELIVERY_AREAS_SERVICE = token<DeliveryAreasService>('catalogue.DeliveryAreasService');
const FULFILMENT_SERVICE = token<FulfilmentService>('catalogue.FulfilmentService');
/** The one lookup of the caller's restaurant and role, for every module (docs/architecture/team-access.md). */
export const RESTAURANT_ACCESS = token<RestaurantAccess>('catalogue.RestaurantAccess');
export type { RestaurantAccess };
const REMEMBERED_OWNERS = 10_000;
const ORPHAN_IMAGE_SWEEP = token<OrphanImageSweep>('catalogue.OrphanImageSweep');
const INDEXED_SEARCH = token<IndexedSearch>('catalogue.IndexedSearch');
const RESTAURANT_STREAMS = token<RestaurantStreams>('catalogue.RestaurantStreams');
/** How often an API process reads the catalogue's counters while anyone follows a restaurant. */
const RESTAURANT_CHANGES_POLL_MS = 1_000;

/** A restaurant's changes, pushed to its public page (docs/architecture/live.md "A restaurant's changes"). */
function bindRestaurantStreams(bind: Bind): void {
  provide(bind, RESTAURANT_STREAMS, [TOKENS.database, TOKENS.logger], (db, logger) =>
    new RestaurantStreams(new RestaurantChangeWatcher(new KnexSearchSource(db), logger, RESTAURANT_CHANGES_POLL_MS), { heartbeatMs: 15_000, retryMs: 2_000 }),
  );
  provide(bind, HTTP_ROUTERS, [CATALOGUE_SERVICE, RESTAURANT_STREAMS], (catalogue, streams) => restaurantStreamRoutes(catalogue, streams));
  provide(bind, HTTP_DRAINS, [RESTAURANT_STREAMS], (streams) => () => streams.drain());
}

/** Search, cities, restaurant detail and the summaries other modules read. */
function bindPublicCatalogue(bind: Bind): void {
  provide(bind, RESTAURANT_CATALOGUE, [TOKENS.database], (db) => new KnexRestaurantCatalogue(db));
  provide(bind, INDEXED_SEARCH, [TOKENS.database, TOKENS.clock, RESTAURANT_RATINGS], (db, clock, ratings) => new IndexedSearch(new KnexSearchSource(db, ratings), clock));
  provide(
    bind,
    CATALOGUE_SERVICE,
    [RESTAURANT_CATALOGUE, FILE_STORAGE, INDEXED_SEARCH, RESTAURANT_RATINGS],
    (catalogue, storage, search, ratings) => new CatalogueService(catalogue, storage, search, ratings),
  );
  provide(
    bind,
    HTTP_ROUTERS,
    [CATALOGUE_SERVICE, AVAILABILITY_SERVICE, FILE_STORAGE],
    (service, availability, storage) => restaurantRoutes(service, availability, storage),
  );
}

/** The signed-in owner's own restaurant. */
function bindMyRestaurant(bind: Bind): void {
  provide(bind, RESTAURANT_REPOSITORY, [TOKENS.database], (db) => new KnexRestaurantRepository(db));
  bindTeam(bind);
  provide(
    bind,
    MY_RESTAURANT_SERVICE,
    [ACCOUNTS_SERVICE, RESTAURANT_ACCESS, RESTAURANT_REPOSITORY, FILE_STORAGE, TOKENS.clock, TOKENS.logger],
    (accounts, access, restaurants, storage, clock, logger) =>
      new MyRestaurantService((auth0Id) => accounts.userIdOf(auth0Id), access, restaurants, storage, clock, logger),
  );
  provide(bind, HTTP_ROUTERS, [MY_RESTAURANT_SERVICE, FILE_STORAGE, TOKENS.clock], (service, storage, clock) => myRestaurantRoutes(service, storage, clock));
  provide(
    bind,
    RESTAURANT_OVERSIGHT,
    [TOKENS.database, AVAILABILITY_SERVICE, RESTAURANT_RATINGS],
    (db, availability, ratings) => new RestaurantOversightService(new KnexRestaurantOversight(db), (id) => availability.openState(id), ratings),
  );
  provide(
    bind,
    AVAILABILITY_SERVICE,
    [RESTAURANT_ACCESS, TOKENS.database, TOKENS.clock],
    (access, db, clock) => new AvailabilityService((caller) => access.requireRestaurantId(caller), new KnexServiceStates(db), clock),
  );
  provide(bind, HTTP_ROUTERS, [AVAILABILITY_SERVICE], (service) => availabilityRoutes(service));
  provide(
    bind,
    SCHEDULING_SERVICE,
    [RESTAURANT_ACCESS, TOKENS.database, TOKENS.clock],
    (access, db, clock) => new SchedulingService((caller) => access.requireRestaurantId(caller), new KnexScheduling(db), new KnexServiceStates(db), clock),
  );
  provide(bind, HTTP_ROUTERS, [SCHEDULING_SERVICE], (service) => schedulingRoutes(service));
  provide(
    bind,
    DELIVERY_AREAS_SERVICE,
    [RESTAURANT_ACCESS, TOKENS.database],
    (access, db) => new DeliveryAreasService((caller) => access.requireRestaurantId(caller), new KnexDeliveryAreas(db)),
  );
  provide(bind, HTTP_ROUTERS, [DELIVERY_AREAS_SERVICE], (service) => deliveryAreasRoutes(service));
  provide(
    bind,
    FULFILMENT_SERVICE,
    [RESTAURANT_ACCESS, TOKENS.database],
    (access, db) => new FulfilmentService((caller) => access.requireRestaurantId(caller), new KnexFulfilmentSettings(db)),
  );
  provide(bind, HTTP_ROUTERS, [FULFILMENT_SERVICE], (service) => fulfilmentRoutes(service));
  provide(
    bind,
    ORPHAN_IMAGE_SWEEP,
    [FILE_STORAGE, RESTAURANT_REPOSITORY, TOKENS.clock, TOKENS.logger],
    (storage, restaurants, clock, logger) => new OrphanImageSweep(storage, restaurants, clock, logger),
  );
  provide(bind, JOB_HANDLERS, [ORPHAN_IMAGE_SWEEP], (sweep) => sweep.job);
  provideValue(bind, JOB_SCHEDULES, SWEEP_ORPHAN_IMAGES);
}

/**
 * Who acts for a restaurant (docs/architecture/team-access.md): the one access port, and the
 * team calls it serves. The owner's restaurant is remembered once found (it is never deleted or
 * handed on); a membership is read on every call, so a removal or a new role applies at once.
 */
function bindTeam(bind: Bind): void {
  provide(bind, RESTAURANT_ACCESS, [ACCOUNTS_SERVICE, RESTAURANT_REPOSITORY, MEMBERSHIP_OF], (accounts, restaurants, membershipOf) => {
    const owned = rememberFound(async (auth0Id: string) => {
      const userId = await accounts.userIdOf(auth0Id);
      return userId ? restaurants.findIdByOwner(userId) : undefined;
    }, REMEMBERED_OWNERS);
    return new RestaurantAccess(owned, membershipOf);
  });
  provide(bind, HTTP_ROUTERS, [RESTAURANT_ACCESS, TEAM_SERVICE, ACCOUNTS_SERVICE, RESTAURANT_REPOSITORY], (access, team, accounts, restaurants) => teamRoutes(access, team, accounts, restaurants));
}

/** Local disk (served at /images) by default; an S3-compatible bucket when S3_* is set. */
function bindFileStorage(bind: Bind, storage: Config['storage']): void {
  if (storage.kind === 's3') {
    provideValue(bind, FILE_STORAGE, new S3FileStorage(storage));
    return;
  }
  provideValue(bind, FILE_STORAGE, createLocalFileStorage(storage));
  provideValue(bind, HTTP_ROUTERS, imageRoutes(storage.dir));
}

export function catalogueModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindFileStorage(bind, config.storage);
    provide(bind, HEALTH_CHECKS, [FILE_STORAGE], (storage) => storageHealthCheck(storage, storageLabel(config.storage)));
    bindPublicCatalogue(bind);
    bindRestaurantStreams(bind);
    bindMyRestaurant(bind);
  });
}
