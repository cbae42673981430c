import { ContainerModule, type Bind } from 'inversify';
import type { Router } from 'express';
import type { Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import type { Clock } from '../../shared/clock.js';
import type { Database } from '../../shared/db/database.js';
import type { Logger } from '../../shared/logger.js';
import { TOKENS } from '../../shared/tokens.js';
import { ACCOUNTS_SERVICE, type AccountsService } from '../accounts/index.js';
import { KnexRestaurantCatalogue } from './adapters/knex-restaurant-catalogue.js';
import { KnexRestaurantRepository } from './adapters/knex-restaurant-repository.js';
import { createLocalFileStorage } from './adapters/local-file-storage.js';
import { S3FileStorage } from './adapters/s3-file-storage.js';
import { CatalogueService } from './catalogue-service.js';
import { imageRoutes } from './http/image-routes.js';
import { myRestaurantRoutes } from './http/my-restaurant-routes.js';
import { restaurantRoutes } from './http/restaurant-routes.js';
import { MyRestaurantService } from './my-restaurant-service.js';
import {
  FILE_STORAGE,
  RESTAURANT_CATALOGUE,
  RESTAURANT_REPOSITORY,
  type FileStorage,
  type RestaurantCatalogue,
  type RestaurantRepository,
} from './ports.js';

export { CUISINES, type Cuisine, isCuisine } from './domain/cuisines.js';
export { FILE_STORAGE, type FileStorage } from './ports.js';
export { storeRestaurantImage, imageUrls } from './images/restaurant-image.js';
export { publicBaseUrl as s3PublicBaseUrl } from './adapters/s3-file-storage.js';

export { CatalogueService, MyRestaurantService };
export const CATALOGUE_SERVICE = Symbol.for('catalogue.CatalogueService');
export const MY_RESTAURANT_SERVICE = Symbol.for('catalogue.MyRestaurantService');

/** Search, cities and restaurant detail: the calls anyone may make. */
function bindPublicCatalogue(bind: Bind): void {
  bind<RestaurantCatalogue>(RESTAURANT_CATALOGUE).toResolvedValue((db: Database) => new KnexRestaurantCatalogue(db), [TOKENS.database]);
  bind<CatalogueService>(CATALOGUE_SERVICE).toResolvedValue(
    (catalogue: RestaurantCatalogue) => new CatalogueService(catalogue),
    [RESTAURANT_CATALOGUE],
  );
  bind<Router>(HTTP_ROUTERS).toResolvedValue(
    (service: CatalogueService, storage: FileStorage) => restaurantRoutes(service, storage),
    [CATALOGUE_SERVICE, FILE_STORAGE],
  );
}

/** The signed-in owner's own restaurant. */
function bindMyRestaurant(bind: Bind): void {
  bind<RestaurantRepository>(RESTAURANT_REPOSITORY).toResolvedValue((db: Database) => new KnexRestaurantRepository(db), [TOKENS.database]);
  bind<MyRestaurantService>(MY_RESTAURANT_SERVICE).toResolvedValue(
    (accounts: AccountsService, restaurants: RestaurantRepository, storage: FileStorage, clock: Clock, logger: Logger) =>
      new MyRestaurantService((auth0Id) => accounts.userIdOf(auth0Id), restaurants, storage, clock, logger),
    [ACCOUNTS_SERVICE, RESTAURANT_REPOSITORY, FILE_STORAGE, TOKENS.clock, TOKENS.logger],
  );
  bind<Router>(HTTP_ROUTERS).toResolvedValue(
    (service: MyRestaurantService, storage: FileStorage) => myRestaurantRoutes(service, storage),
    [MY_RESTAURANT_SERVICE, FILE_STORAGE],
  );
}

/** Local disk (served at /images) by default; an S3-compatible bucket when S3_* is set. */
function bindFileStorage(bind: Bind, storage: Config['storage']): void {
  if (storage.kind === 's3') {
    bind<FileStorage>(FILE_STORAGE).toConstantValue(new S3FileStorage(storage));
    return;
  }
  bind<FileStorage>(FILE_STORAGE).toConstantValue(createLocalFileStorage(storage));
  bind<Router>(HTTP_ROUTERS).toConstantValue(imageRoutes(storage.dir));
}

export function catalogueModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindFileStorage(bind, config.storage);
    bindPublicCatalogue(bind);
    bindMyRestaurant(bind);
  });
}
