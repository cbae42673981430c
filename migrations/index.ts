import type { Knex } from 'knex';
import * as initial from './20261122000000_initial.js';
import * as searchIndexes from './20261122010000_search-indexes.js';
import * as ordering from './20261123000000_ordering.js';
import * as localCheckout from './20261123010000_local-checkout.js';
import * as insightsSnapshots from './20261123020000_insights-snapshots.js';
import * as catalogueVersion from './20261124000000_catalogue-version.js';
import * as catalogueChanges from './20261125000000_catalogue-changes.js';
import * as ordersInsightsIndex from './20261126020000_orders-insights-index.js';
import * as orderItemsIndex from './20261127000000_order-items-index.js';
import * as orderEvents from './20261127010000_order-events.js';
import * as dropOrderChangeMarkers from './20261127020000_drop-order-change-markers.js';
import * as restaurantAvailability from './20261127200000_restaurant-availability.js';
import * as orderLifecycle from './20261127210000_order-lifecycle.js';
import * as orderFigures from './20261127223000_order-figures.js';
import * as paymentRefunds from './20261128000000_payment-refunds.js';
import * as availabilityVersion from './20261128010000_availability-version.js';
import * as missedOrderPause from './20261128020000_missed-order-pause.js';
import * as integratorWebhooks from './20261129050000_integrator-webhooks.js';
import * as orderMail from './20261129060000_order-mail.js';
import * as menuDetails from './20261129070000_menu-details.js';
import * as orderNote from './20261129090000_order-note.js';
import * as reviews from './20261129090100_reviews.js';
import * as ownerOrderMail from './20261129090200_owner-order-mail.js';
import * as orderEventCursors from './20261201000000_order-event-cursors.js';
import * as orderMailConsumer from './20261201000100_order-mail-consumer.js';
import * as ratingsWithoutTriggers from './20261201090000_ratings-without-triggers.js';
import * as webhooksConsumer from './20261202000000_webhooks-consumer.js';
import * as deliveryAreas from './20261202100000_delivery-areas.js';
import * as addresses from './20261202100100_addresses.js';
import * as collection from './20261203100000_collection.js';
import * as orderFulfilment from './20261203100010_order-fulfilment.js';
import * as scheduling from './20261203100100_scheduling.js';
import * as team from './20261203120000_team.js';
import * as passwordResets from './20261203130000_password-resets.js';
import * as finance from './20261203140000_finance.js';
import * as refundItems from './20261203150000_refund-items.js';
import * as courierDeliveries from './20261203160000_courier-deliveries.js';
import * as operator from './20261204010000_operator.js';
import * as restaurantStanding from './20261204010010_restaurant-standing.js';
import * as vouchers from './20261204020000_vouchers.js';
import * as orderHelp from './20261204030000_order-help.js';

/**
 * The migration timeline, in order. Listed statically (not read from the folder) so that
 * tsx, Vitest and a compiled build all load them the same way. Never rename an entry.
 */
export const MIGRATIONS: Array<[name: string, migration: Knex.Migration]> = [
  ['20261122000000_initial', initial],
  ['20261122010000_search-indexes', searchIndexes],
  ['20261123000000_ordering', ordering],
  ['20261123010000_local-checkout', localCheckout],
  ['20261123020000_insights-snapshots', insightsSnapshots],
  ['20261124000000_catalogue-version', catalogueVersion],
  ['20261125000000_catalogue-changes', catalogueChanges],
  ['20261126020000_orders-insights-index', ordersInsightsIndex],
  ['20261127000000_order-items-index', orderItemsIndex],
  ['20261127010000_order-events', orderEvents],
  ['20261127020000_drop-order-change-markers', dropOrderChangeMarkers],
  ['20261127200000_restaurant-availability', restaurantAvailability],
  ['20261127210000_order-lifecycle', orderLifecycle],
  ['20261127223000_order-figures', orderFigures],
  ['20261128000000_payment-refunds', paymentRefunds],
  ['20261128010000_availability-version', availabilityVersion],
  ['20261128020000_missed-order-pause', missedOrderPause],
  ['20261129050000_integrator-webhooks', integratorWebhooks],
  ['20261129060000_order-mail', orderMail],
  ['20261129070000_menu-details', menuDetails],
  ['20261129090000_order-note', orderNote],
  ['20261129090100_reviews', reviews],
  ['20261129090200_owner-order-mail', ownerOrderMail],
  ['20261201000000_order-event-cursors', orderEventCursors],
  ['20261201000100_order-mail-consumer', orderMailConsumer],
  ['20261201090000_ratings-without-triggers', ratingsWithoutTriggers],
  ['20261202000000_webhooks-consumer', webhooksConsumer],
  ['20261202100000_delivery-areas', deliveryAreas],
  ['20261202100100_addresses', addresses],
  ['20261203100000_collection', collection],
  ['20261203100010_order-fulfilment', orderFulfilment],
  ['20261203100100_scheduling', scheduling],
  ['20261203120000_team', team],
  ['20261203130000_password-resets', passwordResets],
  ['20261203140000_finance', finance],
  ['20261203150000_refund-items', refundItems],
  ['20261203160000_courier-deliveries', courierDeliveries],
  ['20261204010000_operator', operator],
  ['20261204010010_restaurant-standing', restaurantStanding],
  ['20261204020000_vouchers', vouchers],
  ['20261204030000_order-help', orderHelp],
];
