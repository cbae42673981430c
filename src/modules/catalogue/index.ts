import { ContainerModule } from 'inversify';
import type { Router } from 'express';
import type { Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { createLocalFileStorage } from './adapters/local-file-storage.js';
import { imageRoutes } from './http/image-routes.js';
import { FILE_STORAGE, type FileStorage } from './ports.js';

export { CUISINES, type Cuisine, isCuisine } from './domain/cuisines.js';
export { FILE_STORAGE, type FileStorage } from './ports.js';
export { storeRestaurantImage, imageUrls } from './images/restaurant-image.js';

export function catalogueModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    if (config.storage.kind !== 'local') {
      // The S3 adapter arrives with restaurant management; refuse rather than ignore the setting.
      throw new Error('S3_* image storage is not available in this version: unset S3_BUCKET to store images on local disk');
    }
    const storage = createLocalFileStorage(config.storage);
    bind<FileStorage>(FILE_STORAGE).toConstantValue(storage);
    bind<Router>(HTTP_ROUTERS).toConstantValue(imageRoutes(config.storage.dir));
  });
}
