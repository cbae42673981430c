import { ContainerModule, type Bind } from 'inversify';
import type { Router } from 'express';
import type { Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { createLocalFileStorage } from './adapters/local-file-storage.js';
import { imageRoutes } from './http/image-routes.js';
import { FILE_STORAGE, RESTAURANT_CATALOGUE, type FileStorage, type RestaurantCatalogue } from './ports.js';
import { KnexRestaurantCatalogue } from './adapters/knex-restaurant-catalogue.js';
import { CatalogueService } from './catalogue-service.js';
import { restaurantRoutes } from './http/restaurant-routes.js';
import type { Database } from '../../shared/db/database.js';
import { TOKENS } from '../../shared/tokens.js';

export { CUISINES, type Cuisine, isCuisine } from './domain/cuisines.js';
export { FILE_STORAGE, type FileStorage } from './ports.js';
export { storeRestaurantImage, imageUrls } from './images/restaurant-image.js';

export { CatalogueService };
export const CATALOGUE_SERVICE = Symbol.for('catalogue.CatalogueService');

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

export function catalogueModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    if (config.storage.kind !== 'local') {
      // The S3 adapter arrives with restaurant management; refuse rather than ignore the setting.
      throw new Error('S3_* image storage is not available in this version: unset S3_BUCKET to store images on local disk');
    }
    const storage = createLocalFileStorage(config.storage);
    bind<FileStorage>(FILE_STORAGE).toConstantValue(storage);
    bind<Router>(HTTP_ROUTERS).toConstantValue(imageRoutes(config.storage.dir));
    bindPublicCatalogue(bind);
  });
}
