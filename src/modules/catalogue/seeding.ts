// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): demo seeds and
// test builders write restaurants, hours, pauses, delivery areas and fulfilment through the owner's repositories, the scale
// seed through its bulk loader. Only src/seed and tests import it; modules talk through index.ts.
export { KnexRestaurantRepository, bulkLoadRestaurants } from './adapters/knex-restaurant-repository.js';
export { KnexServiceStates } from './adapters/knex-service-states.js';
export { KnexDeliveryAreas, bulkLoadDeliveryAreas } from './adapters/knex-delivery-areas.js';
export { validateDeliveryAreas, type DeliveryAreaInput } from './domain/delivery-areas-input.js';
export { KnexFulfilmentSettings } from './adapters/knex-fulfilment-settings.js';
export { validateFulfilmentSettings, type FulfilmentSettings } from './domain/fulfilment-settings.js';
export { menuDetailRow } from './adapters/menu-detail-rows.js';
export { storeRestaurantImage } from './images/restaurant-image.js';
