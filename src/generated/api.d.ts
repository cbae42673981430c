/**
 * Generated from openapi.yaml by `npm run generate` (openapi-typescript). Do not edit:
 * change the contract and regenerate. The contract test fails when this file is stale.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness check
         * @description Answers 200 as long as the API process is up; the status page calls it every 30 s.
         *     `degraded` with `problems` when writes are already known to fail (a busy or read-only
         *     database, a full disk); it probes nothing, so it stays prompt whatever they do.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every dependency's health, as the modules declare it
         * @description Runs the health checks each module declares (through the HEALTH_CHECKS binding):
         *     `database` (round-trip latency), `jobs` (queue depth and the worker's heartbeat),
         *     `storage` (image storage writable), `identity` (the identity provider's signing
         *     keys reachable) and `payments` (gateway mode and the time of the last payment
         *     event), each within 2 s. `status` is the worst of them. Public, like /health: it
         *     names services and timings, never data or secrets. Feeds the API status page.
         */
        get: operations["getHealthChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description The user record of the access token's subject; 404 until POST /api/my/user has created it.
         */
        get: operations["getCurrentUser"];
        /**
         * Update the signed-in user's profile
         * @description Saves the delivery details of the profile form. Blank fields are refused with the
         *     form's own messages ('name is required', 'Address Line 1 is required', 'City is
         *     required', 'Country is required'). `email` is read-only and ignored. `postcode` and
         *     `phone` are optional: not sent keeps what is stored, blank clears it, anything else must
         *     be a UK postcode ('Enter a valid UK postcode') or a phone number ('Enter a valid phone
         *     number'), stored normalised (docs/product/decisions.md "Addresses").
         */
        put: operations["updateCurrentUser"];
        /**
         * Create the signed-in user's record once
         * @description Called once after the login callback. Idempotent: creates the record (201) or
         *     returns the existing one unchanged (200). The user is always the token's subject;
         *     a body `auth0Id` that differs from it is refused (403). The e-mail stored is the
         *     identity provider's: the access token's `email` claim, else the provider's userinfo
         *     for that token; never the body's.
         */
        post: operations["createCurrentUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's restaurant
         * @description A user manages at most one restaurant; 404 until they have created it. Prices and delivery price in pence.
         */
        get: operations["getMyRestaurant"];
        /**
         * Update the signed-in user's restaurant
         * @description Same multipart form as create. Without `imageFile` the current image is kept; a new
         *     image replaces (and removes) the old one. Menu items sent with their `_id` keep it.
         */
        put: operations["updateMyRestaurant"];
        /**
         * Create the signed-in user's restaurant
         * @description Multipart form (see `RestaurantForm`). The image file is required on create.
         *     A user who already has a restaurant gets 409 and should use PUT; a signed-in user
         *     without a user record (see POST /api/my/user) gets 404.
         */
        post: operations["createMyRestaurant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the orders of the signed-in user's restaurant
         * @description The owner's orders, each with items, delivery details (name and e-mail included)
         *     and status. Follows react-admin's simple REST convention, so the owner area reads
         *     it with `ra-data-simple-rest`: `sort`, `range` and `filter` are JSON in the query
         *     string and `Content-Range: order <first>-<last>/<total>` tells the total.
         *     Without parameters it answers the newest 500. Sort fields: `createdAt`,
         *     `total` (subtotal plus delivery), `status` (lifecycle order); ties newest first.
         *     Filters: `status` (one status or a list), `q` (text in the customer's name,
         *     address line or city, case-insensitive), `createdFrom` / `createdTo` (ISO dates
         *     or date-times, inclusive), `charged` (true: orders that were paid, cancelled ones
         *     included; false: never paid). An unchanged answer is a 304 to `If-None-Match`,
         *     decided from a per-restaurant change marker. The dashboard polls it every 5 s.
         */
        get: operations["getMyRestaurantOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes of the signed-in owner's restaurant's orders (server-sent events)
         * @description A `text/event-stream` of every change to the restaurant's orders, in order, as it
         *     commits: the desk updates without polling. Each change is one event with no `event:`
         *     line (a plain `message`), `id:` the change's order event id and `data:` JSON
         *     `{ id, type, createdAt, order }`, where `order` is the order as
         *     `GET /api/my/restaurant/order` shows it now. Reconnect with `Last-Event-ID` (or
         *     `?lastEventId=`) to be sent what was missed, from a log kept at least 24 hours; older
         *     than that, or an id the log does not have, one `event: reset` asks the client to
         *     refetch its list, then the stream goes on live. Without an id the stream starts with
         *     the next change. A `: heartbeat` comment comes every 15 s; `retry:` is set at the start.
         *     When the access token expires the stream ends with `event: tokenExpired`: renew it and
         *     reconnect. When the server shuts down it sends a `retry:` hint and ends the stream.
         *     At most 10 open streams per user (and a bounded number per API process): 429 beyond.
         */
        get: operations["streamMyRestaurantOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts for the order dashboard
         * @description Computed over all of the restaurant's orders, not a page (docs/product/decisions.md,
         *     "Running a service", Figures): `totalOrders` (paid-or-later orders: paid, inProgress,
         *     outForDelivery, delivered), `totalRevenue` (their charged totals, subtotal plus delivery,
         *     less the refunds that have not failed), `averageOrder` (that revenue over those orders,
         *     0 without any), `activeOrders` (of those, the ones not delivered yet: docs/product/screens.md,
         *     "Manage Restaurant"), counted apart `cancelledOrders` and `unpaidOrders` (placed, not
         *     paid), and a count per status. Amounts in pence. ETag and 304 like the order list.
         */
        get: operations["getMyRestaurantOrderSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the status of one of the restaurant's orders
         * @description The owner may set `paid`, `inProgress`, `outForDelivery` or `delivered` on an order
         *     that is already paid or later. `inProgress` on a paid order waiting for the restaurant
         *     accepts it with the restaurant's estimated delivery time (as `accept` does). Setting
         *     `placed` or `cancelled` is 400 (decline cancels); changing an unpaid, a delivered or a
         *     cancelled order is 409. Another restaurant's order answers 404.
         */
        patch: operations["updateOrderStatus"];
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a paid order, with the minutes until delivery
         * @description A `paid` order waiting for the restaurant becomes `inProgress`; `expectedBy` becomes
         *     now plus `estimatedMinutes` (default: the restaurant's estimated delivery time; for a
         *     collection order, its collection minutes).
         *     Accepting an order that is not waiting (unpaid, already accepted, cancelled) is 409.
         */
        post: operations["acceptOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an order, with a reason; the customer gets a full refund
         * @description A `paid` order not accepted yet, or an accepted one not out for delivery, becomes
         *     `cancelled` by the restaurant; what was charged and not refunded yet is refunded in
         *     full. Declining anything else (unpaid, out for delivery, delivered, cancelled) is 409.
         */
        post: operations["declineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/delay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push an accepted order's expected time back
         * @description Adds `minutes` to `expectedBy` of an order that is accepted and not delivered
         *     (`inProgress` or `outForDelivery`); anything else is 409.
         */
        post: operations["delayOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/courier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give a delivery order to a courier, or leave it open
         * @description `courierId` is a courier member of the restaurant (`GET /api/my/restaurant/couriers`);
         *     null leaves the order open for any of its couriers to claim. Only before pick-up (`paid`
         *     or `inProgress`; after a failed attempt this is the retry); a collection order needs no
         *     courier (409). Recorded as an `assigned` order event.
         */
        put: operations["assignOrderCourier"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/proof-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The courier's photo proving delivery, for the desk
         * @description A JPEG; 404 when the order was not proved with a photo (or is another restaurant's).
         */
        get: operations["getOrderProofPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restaurant's couriers, for the desk to assign
         * @description Every member with the courier role, by name.
         */
        get: operations["listMyRestaurantCouriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A courier's deliveries, and the open ones to claim
         * @description For a courier of a restaurant (anyone else: 404 'Restaurant not found'): `assigned`, the
         *     deliveries given to them and not yet delivered, by due time; `open`, the restaurant's
         *     delivery orders before pick-up that nobody has, by due time.
         */
        get: operations["listCourierDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/deliveries/{orderId}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an open delivery
         * @description Only an open one (409 once another courier has it). Recorded as an `assigned` order event.
         */
        post: operations["claimDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/deliveries/{orderId}/picked-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The courier has the order
         * @description The order goes `outForDelivery` (a `pickedUp` order event). Only the courier it is assigned to; only once accepted.
         */
        post: operations["markDeliveryPickedUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/deliveries/{orderId}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivered, with proof
         * @description The customer's 4-digit delivery code (JSON), or a photo taken at the door (a multipart
         *     form with one JPEG or PNG file, `photo`, at most 5 MB; kept privately: only
         *     `.../proof-photo` of the desk and of the customer serve it). A wrong code is 400 and
         *     counted; after 5 wrong codes every code is 429 (a photo still proves it). The order goes
         *     `delivered` (a `delivered` order event carrying the proof's kind).
         */
        post: operations["markDeliveryDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/deliveries/{orderId}/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Could not deliver
         * @description With a reason. The order goes back to `inProgress` (a `deliveryFailed` order event) and
         *     waits for the desk: assign it again, or decline it (cancelled with a full refund).
         */
        post: operations["markDeliveryFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part of a paid order
         * @description An amount in pence, or items of the order (each priced as it was charged), with a
         *     reason the customer sees. Never more than was charged less what was refunded
         *     already (409 otherwise, also for an unpaid or cancelled order). The refund is
         *     `pending` until the payment provider's signed refund event confirms it.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/help/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a customer's report of a problem as a refund
         * @description The owner or a manager refunds `amount` pence for an open report (docs/product/decisions.md
         *     "Order help"): at most the reported lines as charged (any amount when no lines were
         *     reported), never more than is left to refund (400 naming `amount`). The refund is the
         *     order's own refund path (a `refundRequested` order event, then the payment provider); the
         *     report becomes `approved` in the same transaction, so it is refunded once (409 after).
         */
        post: operations["approveOrderProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/help/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a customer's report of a problem, with a reason
         * @description The owner or a manager declines an open report; the customer reads the reason on the order and in an e-mail (a `helpDeclined` order event). 409 once answered.
         */
        post: operations["declineOrderProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/order/{orderId}/help/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's photo of a reported problem, for the owner and managers
         * @description A JPEG; 404 when the report has no photo (or the order is another restaurant's).
         */
        get: operations["getOrderProblemPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in owner's opening hours, closures and pause
         * @description Hours are local times in the restaurant's time zone. A restaurant that never set
         *     them is open around the clock in Europe/London (`weeklyHours: null`). `openState`
         *     is what customers see now.
         */
        get: operations["getMyRestaurantAvailability"];
        /**
         * Replace the opening hours and closures
         * @description A day that is missing or empty is closed; `weeklyHours: null` is open around the
         *     clock. A range whose `closes` is not after `opens` runs past midnight. A closure
         *     cancels the ranges that open on its dates (`from` and `to` included). A pause under
         *     way stays.
         */
        put: operations["updateMyRestaurantAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop taking orders for a while
         * @description For 15, 30 or 60 minutes, or until the next opening after the one under way (for a
         *     restaurant open around the clock, the next local midnight). Ordering resumes by
         *     itself; pausing again replaces the pause.
         */
        post: operations["pauseMyRestaurant"];
        /**
         * Take orders again now
         * @description Ends the pause under way (if any); the hours decide again.
         */
        delete: operations["resumeMyRestaurant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the restaurant's menu
         * @description The menu alone (sections and dishes), for the owner and the restaurant's managers
         *     (docs/product/team-and-roles.md): same fields, bounds and messages as the menu part of
         *     `RestaurantForm`; the details, cuisines, image and e-mail choice stay as they are.
         *     Dishes sent with their `_id` keep it; dishes left out are removed. No file is taken.
         */
        put: operations["replaceMyRestaurantMenu"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/menu-items/{menuItemId}/sold-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a dish sold out, or back on sale
         * @description Sold out until switched back, or with `untilNextOpening` until the next opening after
         *     the one under way. Customers see the dish but cannot add it; checkout refuses it.
         */
        put: operations["setMenuItemSoldOut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restaurant's webhook endpoints and their delivery log
         * @description Each endpoint with its latest 20 delivery attempts, newest first: the order event,
         *     its attempt number, the status code answered (null when no answer came) or what went
         *     wrong, whether it was delivered, and where the event's delivery stands now (`state`:
         *     still being retried, delivered, or given up). Secrets are never shown again.
         */
        get: operations["listMyRestaurantWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint; its signing secret is shown this once
         * @description From now on every order event of the restaurant (`placed`, `paid`, `accepted`,
         *     `delayed`, `statusSet`, `cancelled`, `refundRequested`, `refunded`, `refundFailed`) is
         *     POSTed to `url` as JSON `{ id, type, createdAt, order }` (schema `OrderChangeEvent`, as the live streams send it: `id` is
         *     the order event's id, `order` the order as the owner's order list shows it), signed per
         *     Standard Webhooks: `webhook-id` (the event id, the same on every retry: drop repeats by
         *     it), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` and the base64
         *     HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded
         *     part of `secret` after `whsec_`). Verify with a Standard Webhooks library against the
         *     raw body, e.g. Node.js: `new Webhook(secret).verify(rawBody, headers)` (npm
         *     `standardwebhooks`). A 2xx answer within 10 s delivers; anything else (a redirect
         *     included) is retried 10 s later, doubling up to an hour apart, for 24 h; a later event
         *     of an order waits until the earlier one is delivered or given up.
         *
         *     `url` must be `https://`, without a user name, password or fragment, and neither it nor
         *     any address its host resolves to may be loopback, private, shared (100.64/10),
         *     link-local (cloud metadata included), unique-local, multicast or reserved; the
         *     addresses are checked again at every attempt. At most 3 per restaurant (409).
         */
        post: operations["createMyRestaurantWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint and its delivery log
         * @description Nothing more is sent to it, retries included.
         */
        delete: operations["deleteMyRestaurantWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restaurant's voucher codes with their uses and the sales they brought
         * @description Every code, newest first, with where it stands (`state`: `scheduled` before its start,
         *     `active`, `expired` after its end, `usedUp` once its uses are taken, `ended` by the
         *     owner), its paid uses, the uses held by open checkouts, the sales of its paid orders
         *     (what they charged, less their refunds) and the discounts given, in pence
         *     (docs/product/decisions.md "Vouchers"). Owner and manager.
         */
        get: operations["listMyRestaurantVouchers"];
        put?: never;
        /**
         * Create a voucher code
         * @description `percent` takes `value` percent (1-100) off the item subtotal, `amount` takes `value`
         *     pence off it (never below zero), `freeDelivery` takes the delivery fee off (`value` 0).
         *     Codes are 3-20 letters, digits or hyphens, compared whatever their case, and unique per
         *     restaurant (409 naming `code`). `endsAt` must be after `startsAt`; `usesPerCustomer`
         *     not more than `totalUses`; null limits and dates mean none. A 400 names the field.
         */
        post: operations["createMyRestaurantVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/vouchers/{voucherId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a voucher code's terms
         * @description The same rules as creating one. Its uses so far stay counted; an ended code cannot be changed (409).
         */
        put: operations["updateMyRestaurantVoucher"];
        post?: never;
        /**
         * End a voucher code
         * @description A code nobody has used is deleted; one with uses is ended (`state` `ended`) and stays listed with its figures. Either way no basket can use it any more; checkouts already open keep their hold.
         */
        delete: operations["deleteMyRestaurantVoucher"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The restaurant's weekly statements, newest first
         * @description One line per statement week (Monday to Monday, Europe/London): the week still open first
         *     (`status: open`, `netPaid` null), then each closed week (`paid`: its payout was made at the
         *     close; `none`: nothing was owed, and a balance below zero carries on). Pence: `sales` (item
         *     subtotals), `commission`, `deliveryFees` the restaurant keeps, refunds by who bore them,
         *     `earned` (sales - commission + deliveryFees - refundsByRestaurant), `adjustments`
         *     (carried in from earlier weeks, or on to later ones: netPaid - earned) and `netPaid`. At
         *     most 105 lines. Owner only (docs/architecture/ledger.md).
         */
        get: operations["getMyRestaurantPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/payouts/{weekStart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One statement week and its orders
         * @description The week's line as the list shows it, and each of its orders' figures (pence), in the order their first ledger row came. Owner only.
         */
        get: operations["getMyRestaurantPayoutWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/payouts/{weekStart}/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One statement week's orders as CSV
         * @description `text/csv` (UTF-8, CRLF), one row per order of the week, amounts in pounds with two
         *     decimals: `week_start,order_id,sales,commission,delivery_fees,refunds_by_restaurant,refunds_by_platform,earned`.
         *     Sent as an attachment. Owner only.
         */
        get: operations["downloadMyRestaurantPayoutStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's restaurant and their role there
         * @description `owner` for the restaurant the user created, otherwise their role on the team they joined
         *     (docs/product/team-and-roles.md). The web app shows each role only what it may use.
         */
        get: operations["getMyRestaurantRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The owner's team and the invitations still open
         * @description Members oldest first; invitations that are neither accepted, revoked nor expired, newest first. Owner only.
         */
        get: operations["getMyRestaurantTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone by e-mail to a role
         * @description Sends an e-mail with a link, valid 7 days and usable once, to the page that accepts it
         *     after sign-in. Owner only. 409 when the address is the owner's, already on the team, or
         *     has an invitation still open (revoke it first).
         */
        post: operations["inviteToMyRestaurantTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/team/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an open invitation; its link stops working
         * @description The link answers 404 from now on. Owner only.
         */
        delete: operations["revokeMyRestaurantInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/team/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member; their access ends at once, open live streams included
         * @description Their next call is answered as a stranger's, and their open order-desk stream ends with an
         *     `accessEnded` control. They keep their account, and may be invited again. Owner only.
         */
        delete: operations["removeMyRestaurantMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role; it applies from their next call
         * @description The role is read on every call, so nothing of the old role survives it. Owner only.
         */
        patch: operations["changeMyRestaurantMemberRole"];
        trace?: never;
    };
    "/api/team/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a restaurant's team with the link's token
         * @description The signed-in user's account e-mail must be the invited one (403 otherwise). Once only:
         *     a used or expired invitation is 410; an unknown or revoked one 404. Someone who owns a
         *     restaurant or is on a team already gets 409 (one restaurant per person).
         */
        post: operations["acceptTeamInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/delivery-areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in owner's delivery areas
         * @description The areas in the owner's order, each a list of postcode districts (outcodes such as
         *     `E1`, `SW1A`) or sectors (`SW1A 1`) with its own delivery fee, minimum order and
         *     free-delivery threshold, in pence. A delivery address is in the area that lists its
         *     most specific prefix: its sector, then its outcode, then its district (`SW1` covers
         *     `SW1A`). No areas: the restaurant delivers anywhere at its `deliveryPrice`.
         */
        get: operations["getMyRestaurantDeliveryAreas"];
        /**
         * Replace the delivery areas
         * @description Replaces the whole list in one go, in the order sent; an area sent with the `_id` of
         *     one of this restaurant's areas keeps that id. Postcodes are normalised (`sw1a 1` is
         *     `SW1A 1`) and a repeat within one area is dropped. A prefix may be in one area only,
         *     and two areas may not share a name. An empty list: deliver anywhere at the
         *     restaurant's `deliveryPrice`. A refused list changes nothing.
         */
        put: operations["replaceMyRestaurantDeliveryAreas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate one of the caller's delivered orders
         * @description The order's customer rates a delivered order once, within 14 days of its delivery:
         *     `rating` a whole number of stars from 1 to 5 and an optional `comment` of at most
         *     1,000 characters (line breaks allowed, other control characters refused). The order
         *     answers carry the review from then on (`review`), and the restaurant's `rating` counts
         *     it. Anybody else's order, or an unknown one, is not found (404). Not delivered
         *     (`ORDER_NOT_DELIVERED`), rated already (`ALREADY_REVIEWED`) or delivered more than 14
         *     days ago (`REVIEW_WINDOW_CLOSED`) is 409 (docs/product/decisions.md "After the order").
         */
        post: operations["reviewMyOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/{restaurantId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a restaurant's reviews
         * @description Public. A restaurant's reviews, newest first, `pageSize` a page (default 10): the rating,
         *     the comment, when, the customer's first name only, and the owner's reply (or null).
         *     An unknown restaurant is not found.
         */
        get: operations["getRestaurantReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/reviews/{reviewId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a review of the caller's restaurant
         * @description The owner answers each review of their restaurant once (`text`, 1 to 1,000 characters,
         *     line breaks allowed); the reply shows under the review. A second reply is 409
         *     (`ALREADY_REPLIED`); a review of another restaurant, or an unknown one, is not found.
         */
        post: operations["replyToReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/cities/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the cities that have restaurants
         * @description Distinct city names, sorted; fetched once for the city picker.
         */
        get: operations["getCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/search/{city}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search restaurants in a city
         * @description Ten restaurants a page. `city` matches case-insensitively as part of the city name;
         *     `all` means every city. `searchQuery` matches the name or a cuisine as literal text.
         *     `selectedCuisines` requires every listed cuisine. A page past the end answers an
         *     empty `data` with the real `pagination`. Results are cards (no menus); the detail
         *     call has the whole restaurant. Parameters holding control characters are refused.
         *     Every card carries its `openState`; within every sort the restaurants taking orders
         *     now come first, then the others, and pages run over that order. `openNow=true` keeps
         *     only those taking orders now (docs/product/decisions.md "Running a service").
         *     With `postcode`, only restaurants delivering there are listed (one without delivery
         *     areas delivers anywhere), each card with its `deliveryTerms` for that postcode, and
         *     `sortOption=deliveryPrice` sorts by that postcode's fee (docs/product/decisions.md
         *     "Search by postcode").
         */
        get: operations["searchRestaurants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one restaurant with its menu
         * @description Public restaurant detail with its whole menu (prices in pence); the menu items' ids are what checkout's `cartItems` refer to.
         */
        get: operations["getRestaurant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/{restaurantId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes of one restaurant (server-sent events)
         * @description A public `text/event-stream` telling the restaurant's page that the restaurant changed
         *     (a dish sold out or back on sale, a pause or its end, hours, the menu or details): one
         *     plain `message` per change found, `data: { "restaurantId" }`, and the page reads
         *     `GET /api/restaurant/{restaurantId}` again. Changes are found within about a second
         *     whichever process made them. Nothing is replayed: a page that reconnects reads the
         *     restaurant again. `retry:` is set at the start, a `: heartbeat` comment comes every 15 s,
         *     and the stream ends when the server shuts down. A pause that ends by its time sends
         *     nothing (nothing is written): the page's slow poll finds it.
         */
        get: operations["streamRestaurantChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/scheduling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in owner's orders-for-later settings
         * @description How many days ahead customers may order for later (0: as soon as possible only) and how
         *     many orders each 15-minute slot takes, per fulfilment (docs/product/decisions.md "Orders
         *     for later"). A restaurant that never saved them has the defaults: 2 days, 10 a slot.
         */
        get: operations["getMyRestaurantScheduling"];
        /**
         * Replace the orders-for-later settings
         * @description Saves both settings at once; orders already taken for a slot stay, even above a lowered capacity.
         */
        put: operations["replaceMyRestaurantScheduling"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/{restaurantId}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 15-minute slots a customer can order for later
         * @description Every slot start inside the restaurant's opening hours (its time zone; closures left
         *     out) from now plus the preparation time, rounded up to the quarter hour, to the end of
         *     the last day the owner offers, that still has a place (full slots are left out). Empty
         *     when the owner offers no orders for later. See docs/product/decisions.md "Orders for later".
         */
        get: operations["getRestaurantSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant/{restaurantId}/delivery-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether and on what terms a restaurant delivers to a postcode
         * @description What delivering to `postcode` costs at this restaurant, before a basket is known: the
         *     same rule the quote and checkout apply (the most specific area wins; a restaurant
         *     without areas delivers anywhere at its delivery price, no minimum). See
         *     docs/product/decisions.md "Search by postcode".
         */
        get: operations["getRestaurantDeliveryTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's orders
         * @description Only the caller's own orders, newest first, with the restaurant populated. Without
         *     paging parameters it answers the newest 100. The web app polls it every 5 s: send
         *     the last `ETag` in `If-None-Match` and an unchanged list answers 304 without a body
         *     (decided from a per-user change marker, not by building the list).
         */
        get: operations["getMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes of the signed-in user's orders (server-sent events)
         * @description A `text/event-stream` of every change to the caller's own orders, in order, as it
         *     commits: the order page updates without polling. Each change is one event with no
         *     `event:` line (a plain `message`), `id:` the change's order event id and `data:` JSON
         *     `{ id, type, createdAt, order }`, where `order` is the order as `GET /api/order` shows
         *     it now. Reconnect with `Last-Event-ID` (or `?lastEventId=`) to be sent what was
         *     missed, from a log kept at least 24 hours; older than that, or an id the log does not
         *     have, one `event: reset` asks the client to refetch its list, then the stream goes on
         *     live. Without an id the stream starts with the next change. A `: heartbeat` comment
         *     comes every 15 s; `retry:` is set at the start. When the access token expires the
         *     stream ends with `event: tokenExpired`: renew it and reconnect. When the server shuts
         *     down it sends a `retry:` hint and ends the stream. At most 10 open streams per user
         *     (and a bounded number per API process): 429 beyond.
         */
        get: operations["streamMyOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume payment of a placed order
         * @description For one of the caller's `placed` orders: the URL of its hosted checkout while that
         *     session is still open, otherwise of a new session for the same order and amount.
         *     An order is paid at most once whatever the number of sessions.
         */
        post: operations["resumeCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/proof-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The courier's photo proving delivery, for the order's customer
         * @description A JPEG; 404 when the order was not proved with a photo (or is someone else's).
         */
        get: operations["getMyOrderProofPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a problem with a delivered order
         * @description Once per order, within 48 hours of delivery (409 otherwise; docs/product/decisions.md
         *     "Order help"): missing or wrong items (`items` required: lines of the order with
         *     quantities, never more than ordered, 400 naming the line), quality or late (lines
         *     optional), with an optional note. The restaurant sees it on its desk (a `helpRequested`
         *     order event) and approves it as a refund or declines it.
         */
        post: operations["reportOrderProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/help/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The photo of the caller's report
         * @description A JPEG; 404 when the report has no photo (or the order is someone else's).
         */
        get: operations["getMyOrderProblemPhoto"];
        put?: never;
        /**
         * Add a photo to the report
         * @description A multipart form with one JPEG or PNG file, `photo`, at most 5 MB, once, while the report
         *     is open (409 otherwise). Kept privately as the courier's proof photos are: only the two
         *     `.../help/photo` reads serve it.
         */
        post: operations["addOrderProblemPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the caller's orders before the restaurant accepts it
         * @description A `placed` order (nothing was charged) or a `paid` order the restaurant has not
         *     accepted yet (refunded in full) becomes `cancelled` by the customer. Once accepted,
         *     or already cancelled, it is 409.
         */
        post: operations["cancelMyOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/restaurant/fulfilment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the signed-in owner's restaurant serves its orders
         * @description Whether it delivers, whether customers may collect, and how long a collection order
         *     takes to prepare once accepted (docs/product/decisions.md "Collection"). A restaurant
         *     that never set it delivers and does not offer collection, 15 minutes.
         */
        get: operations["getMyRestaurantFulfilment"];
        /**
         * Save how the restaurant serves its orders
         * @description At least one of `delivery` and `collection` is on. `collectionMinutes` is a whole number
         *     of minutes from 5 to 120, kept while collection is off. Checkouts after the save use it.
         */
        put: operations["saveMyRestaurantFulfilment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/checkout/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order and open a hosted checkout
         * @description Creates a `placed` order priced from the database (the client's names and prices
         *     are ignored) and returns the hosted checkout URL the browser is sent to. The charge
         *     is the items subtotal plus the delivery fee, priced as POST /api/order/checkout/quote
         *     prices it (docs/product/decisions.md "One price"). A 400 names the field
         *     at fault: an empty cart, more than 100 lines, a quantity that is not a whole number
         *     from 1 to 99, a menu item that is unknown or of another restaurant, the same dish with
         *     the same options twice, an unknown restaurant, a missing or blank delivery field (the
         *     postcode and the phone included), a postcode that is not a UK postcode or a phone that is
         *     not a valid number (docs/product/decisions.md "Addresses"), a
         *     `note` over 300 characters or with a control character (a line break included). A
         *     line's options (docs/product/decisions.md "Menus") are priced from the menu and added
         *     to the dish's price; a 400 names the line and the group for an option that is unknown,
         *     of another dish or chosen twice, and for a group chosen fewer than its `min` or more
         *     than its `max` times. When the payment gateway
         *     fails the order stays `placed` (payable later) and the answer is 502.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a basket as checkout would
         * @description The basket's figures from the one pricing function checkout uses
         *     (docs/product/decisions.md "One price"): each line priced from the menu with its options,
         *     the items subtotal, the delivery fee of the area the postcode falls in (free at or over
         *     the area's free-delivery threshold), the minimum order and how much is missing, and the
         *     total. A restaurant without delivery areas delivers anywhere at its `deliveryPrice` with
         *     no minimum. With `fulfilment: collection` there is no delivery fee, no area and no
         *     minimum. The basket shows these figures and never computes its own. No sign-in
         *     needed; nothing is stored. A 400 names the field at fault, as checkout's does, and a
         *     `postcode` that is not a UK postcode. With a `voucherCode`, `discount` is what it takes
         *     off and `voucher.refusal` why it does not apply (docs/product/decisions.md "Vouchers");
         *     quotes and checkouts carrying a code are limited per user, or signed out per address
         *     (`RATE_LIMIT_VOUCHER_CODES`, 429), against guessing.
         */
        post: operations["quoteCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/checkout/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider callback
         * @description Called by the payment provider (or the local hosted checkout), never by the app.
         *     The raw body's signature is checked with the provider's library. A completed,
         *     paid session with the matching amount moves its order from `placed` to `paid`.
         *     Each event id is processed once; repeats and unknown orders answer 200.
         */
        post: operations["handlePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analytics of the signed-in user's restaurant
         * @description Analytics of the signed-in user's own restaurant over the chosen range. Amounts are
         *     integer cents (pence); an order's amount is its subtotal plus its delivery fee, less
         *     its refunds that have not failed (docs/product/decisions.md "Running a service", Figures).
         *
         *     - Periods are whole UTC days, today included: `7d` is today and the 6 days before
         *       it; `30d`, `90d` and `1y` (365 days) likewise.
         *     - Counted orders: the orders placed in the period that are paid or later (`paid`,
         *       `inProgress`, `outForDelivery`, `delivered`); unpaid (`placed`) and `cancelled`
         *       orders count nowhere here. They make `totalOrders`, `totalCustomers` (distinct
         *       customer accounts), the `orders` of `monthlyData`, `topCities` and `topCuisines`,
         *       and `recentOrders`.
         *     - Revenue: the amounts of those orders (net of refunds). It makes `totalRevenue`,
         *       every `revenue` figure, and `averageOrderValue` = revenue / counted orders, rounded
         *       to whole pence (0 without one).
         *     - Growth: `orderGrowth` and `revenueGrowth` compare the period with the one just
         *       before it of the same length (for `7d`, the 7 days before those):
         *       (current - previous) / previous x 100, rounded to one decimal; 0 when the
         *       previous period had no orders (no revenue).
         *     - `monthlyData`: the last 6 calendar months (UTC), oldest first, whatever the range.
         *     - `topCities`: up to 5 delivery cities, most orders first, then most revenue, then
         *       by name.
         *     - `topCuisines`: what was ordered: each counted order counts once for every cuisine
         *       its restaurant listed when it was placed (menu items carry no cuisine of their
         *       own), whatever the restaurant lists today; most orders first, then by name;
         *       percentages to one decimal that add up to 100. Empty without orders.
         *     - `recentOrders`: the 10 newest counted orders of the period; `customer` is the
         *       delivery name.
         *
         *     A user without a restaurant gets zeros and empty lists, not an error. Answers come
         *     from a snapshot that background jobs keep current: within seconds of a payment or
         *     a status change, within 10 minutes of a new order or of midnight UTC. The first
         *     call for a range computes it on the spot.
         */
        get: operations["getBusinessInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-insights/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Demonstration analytics
         * @description Same shape and rules as the authenticated call, computed over built-in
         *     demonstration data: two years of a made-up restaurant's orders, generated from a
         *     fixed seed and dated back from today. Never real customers. The analytics screen
         *     falls back to it when the authenticated call fails.
         */
        get: operations["getDemoBusinessInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-insights/debug-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count and ids of all orders (non-production only)
         * @description Debug aid outside production: how many orders exist, and the ids of the newest
         *     100. No personal data. In production the path does not exist: 404, as for any
         *     unknown path.
         */
        get: operations["getDebugOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-insights/debug-restaurants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count and ids of all restaurants (non-production only)
         * @description Debug aid outside production: how many restaurants exist, and the ids of the
         *     newest 100. No personal data. In production the path does not exist: 404, as for
         *     any unknown path.
         */
        get: operations["getDebugRestaurants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-insights/db-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database status and latency
         * @description Runs a trivial query and reports how long it took, in milliseconds to one decimal.
         *     The status page treats any answer other than 200 as a database error; 503 carries
         *     the same body with `status: error` (a database that does not answer within 2 s
         *     counts as failed) so the page can still show which database failed.
         */
        get: operations["getDatabaseStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller is an operator
         * @description The operator's console asks this first: 200 with the operator's e-mail (null when the
         *     identity provider gives none) for an operator; 403 for every other signed-in user. Who is
         *     an operator is configuration (README "Operators"): `OPERATOR_EMAILS` with the embedded
         *     sign-in provider, the `operator` role in the token's roles claim with Auth0. Every call
         *     under `/api/operator/` answers 403 to anyone else in the same way, before its input is read.
         */
        get: operations["getOperatorSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of operator actions, newest first
         * @description Every operator action, written in the action's own transaction: when, which operator,
         *     the action, its target, the record before and after, and the reason given. The log is
         *     append-only. react-admin's simple REST list: `sort`, `range` and `filter` are JSON in the
         *     query string and `Content-Range: audit <first>-<last>/<total>` tells the total (at most
         *     100 entries a page; default the newest 25). Operators only.
         */
        get: operations["listOperatorAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log as CSV
         * @description `text/csv` (UTF-8, CRLF), the entries the same `sort` and `filter` select, at most 10,000
         *     (the newest first unless sorted otherwise):
         *     `id,at,operator_email,action,target_kind,target_id,target_name,reason,before,after` (the
         *     records as JSON). Text that a spreadsheet would read as a formula starts with `'`. Sent as
         *     an attachment. Operators only.
         */
        get: operations["exportOperatorAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/restaurants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every restaurant, whatever its standing
         * @description react-admin's simple REST list: `sort` (name, city or when created; ties by id), `range`
         *     (at most 100, default the first 25) and `filter` (`q`: text in the name or city;
         *     `suspended`; `listed`) as JSON in the query string; `Content-Range: restaurants
         *     <first>-<last>/<total>`. Each restaurant with its standing, open state, rating, and
         *     its orders and sales this week. Operators only.
         */
        get: operations["listOperatorRestaurants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/restaurants/{restaurantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One restaurant as the operator's list shows it
         * @description The restaurant whatever its standing; 404 for an unknown id. Operators only.
         */
        get: operations["getOperatorRestaurant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/restaurants/{restaurantId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend a restaurant, with a reason the owner sees
         * @description Suspended: left out of search, its page answers 404, checkout answers 409
         *     `RESTAURANT_SUSPENDED`; the owner sees the reason in their area. Written to the audit log in
         *     the same transaction. A suspended restaurant stays suspended until reinstated.
         */
        post: operations["suspendRestaurant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/restaurants/{restaurantId}/unlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlist a restaurant, with a reason the owner sees
         * @description Unlisted: left out of search only; its page and checkout still work for a customer who has
         *     the link. Written to the audit log in the same transaction.
         */
        post: operations["unlistRestaurant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/restaurants/{restaurantId}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reinstate a suspended or unlisted restaurant
         * @description Ends both the suspension and the unlisting: the restaurant is listed again (with a menu).
         *     Written to the audit log in the same transaction.
         */
        post: operations["reinstateRestaurant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders across the marketplace
         * @description Every restaurant's orders, as the owner's list shows each (the contract's Order, restaurant
         *     populated). react-admin's simple REST list: `sort` (`createdAt` or `total`; ties newest
         *     first), `range` (at most 100, default the first 25) and `filter` as JSON in the query
         *     string; `Content-Range: orders <first>-<last>/<total>`. Filters: `q` (the order number
         *     customers see, `CB20E9` or `#CB20E9`, or a whole order id), `email` (text in the
         *     customer's e-mail), `restaurantId`, `status` (one or a list), `createdFrom` and
         *     `createdTo` (ISO dates, inclusive, or date-times). Operators only.
         */
        get: operations["listOperatorOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order and its event timeline
         * @description The order as the lists show it and its events, oldest first: each change the order log
         *     holds (docs/architecture/order-events.md), with the status after it and what changed.
         *     The log keeps events for `ORDER_EVENTS_RETENTION_HOURS` (72 by default), so an older
         *     order shows the events still kept. 404 for an unknown id. Operators only.
         */
        get: operations["getOperatorOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The operator's order list's `sort` parameter.
         * @enum {array}
         */
        OperatorOrderSort: [
            "createdAt",
            "ASC"
        ] | [
            "createdAt",
            "DESC"
        ] | [
            "total",
            "ASC"
        ] | [
            "total",
            "DESC"
        ];
        /** @description The operator's order list's `filter` parameter (react-admin's simple REST filter). */
        OperatorOrderFilter: {
            /** @description An order number (`CB20E9`, `#CB20E9`) or a whole order id; empty matches everything. */
            q?: string;
            /** @description Literal text in the customer's e-mail, case-insensitive. */
            email?: string;
            restaurantId?: string;
            status?: components["schemas"]["OrderStatus"] | components["schemas"]["OrderStatus"][];
            createdFrom?: components["schemas"]["OrderDateBound"];
            createdTo?: components["schemas"]["OrderDateBound"];
        };
        OperatorOrder: {
            order: components["schemas"]["Order"];
            events: {
                id: number;
                /** @description The kind of change (docs/architecture/order-events.md): placed, paid, accepted, cancelled, refunded ... */
                type: string;
                /** Format: date-time */
                at: string;
                status: components["schemas"]["OrderStatus"];
                /** @description What changed: `from`, `to`, `by` and the change's own fields (a refund, a cancellation, a delay). */
                changes: {
                    [key: string]: unknown;
                };
            }[];
        };
        /** @description The operator's reason and when; null when not in effect. */
        StandingMark: {
            /** @description The operator's reason, shown to the owner. */
            reason: string;
            /** Format: date-time */
            at: string;
        } | null;
        /**
         * @description The restaurant's standing with the platform (docs/product/decisions.md "Suspended and
         *     unlisted restaurants"): `suspended` (not listed, its page not found, checkout refused) and
         *     `unlisted` (left out of search only), each null or the operator's reason and when. In the
         *     owner's own answers (/api/my/restaurant) and the operator's.
         */
        RestaurantStanding: {
            suspended: components["schemas"]["StandingMark"];
            unlisted: components["schemas"]["StandingMark"];
        };
        OverseenRestaurant: {
            id: string;
            restaurantName: string;
            city: string;
            country: string;
            /** Format: date-time */
            createdAt: string;
            standing: components["schemas"]["RestaurantStanding"];
            /** @description Neither suspended nor unlisted (search also needs a menu). */
            listed: boolean;
            openState: components["schemas"]["OpenState"];
            rating: components["schemas"]["RestaurantRating"];
            /** @description Paid-or-later orders placed since Monday 00:00 (Europe/London), cancelled ones left out. */
            ordersThisWeek: number;
            /** @description Those orders' totals (items and delivery), net of refunds, pence. */
            salesThisWeek: number;
        };
        /**
         * @description The operator's restaurant list's `sort` parameter.
         * @enum {array}
         */
        OverseenRestaurantSort: [
            "restaurantName",
            "ASC"
        ] | [
            "restaurantName",
            "DESC"
        ] | [
            "city",
            "ASC"
        ] | [
            "city",
            "DESC"
        ] | [
            "createdAt",
            "ASC"
        ] | [
            "createdAt",
            "DESC"
        ];
        /** @description The operator's restaurant list's `filter` parameter (react-admin's simple REST filter). */
        OverseenRestaurantFilter: {
            /** @description Literal text in the name or the city, case-insensitive. */
            q?: string;
            suspended?: boolean;
            /** @description true: neither suspended nor unlisted; false: either. */
            listed?: boolean;
        };
        StandingReason: {
            /** @description Why, in words the owner sees (3-500 characters, no control characters). */
            reason: string;
        };
        /**
         * @description What an operator did.
         * @enum {string}
         */
        AuditAction: "suspendRestaurant" | "unlistRestaurant" | "reinstateRestaurant";
        /**
         * @description The audit list's `sort` parameter.
         * @enum {array}
         */
        AuditSort: [
            "at",
            "ASC"
        ] | [
            "at",
            "DESC"
        ];
        /** @description The audit list's `filter` parameter (react-admin's simple REST filter). */
        AuditFilter: {
            action?: components["schemas"]["AuditAction"] | components["schemas"]["AuditAction"][];
            /** @enum {string} */
            targetKind?: "restaurant";
            targetId?: string;
            /** @description Literal text in the operator's e-mail, case-insensitive. */
            operator?: string;
            from?: components["schemas"]["OrderDateBound"];
            to?: components["schemas"]["OrderDateBound"];
        };
        AuditEntry: {
            /** @description The entry's number in the log, as text. */
            id: string;
            /** Format: date-time */
            at: string;
            /** @description The operator's e-mail when the identity provider gave one. */
            operatorEmail: string | null;
            action: components["schemas"]["AuditAction"];
            /** @enum {string} */
            targetKind: "restaurant";
            targetId: string;
            /** @description The target's name at the time (a restaurant's name). */
            targetName: string | null;
            /** @description The record's relevant fields before the action. */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The same fields after it. */
            after: {
                [key: string]: unknown;
            } | null;
            reason: string | null;
        };
        OperatorSession: {
            /** @description The operator's e-mail address, as the identity provider vouches for it. */
            email: string | null;
        };
        HoursRange: {
            /** @description Local time "HH:MM", included. */
            opens: string;
            /** @description Local time "HH:MM", excluded; not after `opens`: the next day. */
            closes: string;
        };
        DayHours: components["schemas"]["HoursRange"][];
        /** @description Ranges per weekday; a missing or empty day is closed; null is open around the clock. */
        WeeklyHours: {
            mon?: components["schemas"]["DayHours"];
            tue?: components["schemas"]["DayHours"];
            wed?: components["schemas"]["DayHours"];
            thu?: components["schemas"]["DayHours"];
            fri?: components["schemas"]["DayHours"];
            sat?: components["schemas"]["DayHours"];
            sun?: components["schemas"]["DayHours"];
        } | null;
        Closures: {
            /** @description First local date closed. */
            from: string;
            /** @description Last local date closed. */
            to: string;
            reason?: string;
        }[];
        Availability: {
            /** @description An IANA time zone, e.g. Europe/London. */
            timeZone: string;
            weeklyHours: components["schemas"]["WeeklyHours"];
            closures: components["schemas"]["Closures"];
        };
        /** @description What customers can do now: `opensAt` when closed (null: no opening ahead), `resumesAt` when paused (null: until the owner resumes). */
        OpenState: {
            /** @enum {string} */
            state: "open" | "closed" | "paused";
            /** Format: date-time */
            opensAt?: string | null;
            /** Format: date-time */
            resumesAt?: string | null;
        };
        /** @description The Availability as saved, the pause under way and what customers see now. */
        ServiceStatus: {
            timeZone: string;
            weeklyHours: components["schemas"]["WeeklyHours"];
            closures: components["schemas"]["Closures"];
            /**
             * Format: date-time
             * @description Present while paused; null: until the owner resumes.
             */
            pausedUntil?: string | null;
            openState: components["schemas"]["OpenState"];
        };
        PauseRequest: {
            /** @enum {integer} */
            minutes: 15 | 30 | 60;
        } | {
            /** @enum {boolean} */
            untilNextOpening: true;
        };
        SoldOutRequest: {
            soldOut: boolean;
            /** @description With soldOut true: back on sale at the next opening by itself. */
            untilNextOpening?: boolean;
        };
        SoldOutMark: {
            soldOut: boolean;
            /**
             * Format: date-time
             * @description When it is back on sale by itself; null: once switched back.
             */
            soldOutUntil?: string | null;
        };
        /** @description Where an area is and what delivering there costs, in pence. */
        DeliveryAreaTerms: {
            name: string;
            /** @description Postcode districts (`E1`, `SW1A`) and sectors (`SW1A 1`), normalised; each in one area of the restaurant only. */
            postcodes: string[];
            /** @description The delivery fee in this area, pence. */
            deliveryPrice: number;
            /** @description The smallest basket (items subtotal) delivered here, pence; 0 for none. */
            minimumOrder: number;
            /** @description A basket of at least this much (items subtotal) is delivered free; null: never free. */
            freeDeliveryOver: number | null;
        };
        DeliveryArea: {
            _id: string;
        } & components["schemas"]["DeliveryAreaTerms"];
        DeliveryAreas: {
            /** @description In the owner's order. */
            areas: components["schemas"]["DeliveryArea"][];
        };
        DeliveryAreaInput: {
            /** @description One of this restaurant's areas, to keep its id; absent for a new area. */
            _id?: string;
            name: string;
            /** @description Districts or sectors in any case and spacing (`sw1a`, `sw1a 1`); the server normalises them. */
            postcodes: string[];
            deliveryPrice: number;
            minimumOrder: number;
            freeDeliveryOver: number | null;
        };
        DeliveryAreasInput: {
            areas: components["schemas"]["DeliveryAreaInput"][];
        };
        WebhookRegistration: {
            /** @description The receiver: https://, no credentials. */
            url: string;
        };
        NewWebhook: {
            id: string;
            url: string;
            /** @description `whsec_` and the base64 signing key (Standard Webhooks); shown only in this answer. */
            secret: string;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description What a team member may do (docs/product/team-and-roles.md).
         * @enum {string}
         */
        TeamRole: "manager" | "kitchen" | "courier";
        RestaurantRole: {
            restaurantId: string;
            /** @enum {string} */
            role: "owner" | "manager" | "kitchen" | "courier";
        };
        TeamMember: {
            /** @description The member's id on this team. */
            id: string;
            email: string;
            name: string | null;
            role: components["schemas"]["TeamRole"];
            /** Format: date-time */
            joinedAt: string;
        };
        TeamInvitation: {
            id: string;
            email: string;
            role: components["schemas"]["TeamRole"];
            /** Format: date-time */
            invitedAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        Team: {
            members: components["schemas"]["TeamMember"][];
            invitations: components["schemas"]["TeamInvitation"][];
        };
        TeamInvitationRequest: {
            /** Format: email */
            email: string;
            role: components["schemas"]["TeamRole"];
        };
        TeamRoleChange: {
            role: components["schemas"]["TeamRole"];
        };
        PayoutFigures: {
            /** @description Pence: the orders' item subtotals, less those the customer cancelled. */
            sales: number;
            /** @description Pence: the platform's commission on them. */
            commission: number;
            /** @description Pence: the delivery fees the restaurant keeps by its contract. */
            deliveryFees: number;
            /** @description Pence: refunds the restaurant bore (its declines, missed orders, item complaints). */
            refundsByRestaurant: number;
            /** @description Pence: refunds the platform bore (its own failures). */
            refundsByPlatform: number;
            /** @description Pence: sales - commission + deliveryFees - refundsByRestaurant. */
            earned: number;
        };
        PayoutWeek: components["schemas"]["PayoutFigures"] & {
            /**
             * Format: date
             * @description The week's Monday (Europe/London).
             */
            weekStart: string;
            /**
             * Format: date-time
             * @description The next Monday's midnight, when the week closes.
             */
            weekEnd: string;
            /** @enum {string} */
            status: "open" | "paid" | "none";
            /** @description Pence: carried in from earlier weeks (or, below zero, on to later ones). */
            adjustments: number;
            /** @description Pence paid out at the close; null while open. */
            netPaid: number | null;
            /** Format: date-time */
            paidAt: string | null;
            /** @description The payout's reference (embedded payouts - ledger only - start `ledger:`). */
            reference: string | null;
            orders: number;
        };
        PayoutWeekDetail: {
            week: components["schemas"]["PayoutWeek"];
            orders: ({
                orderId: string;
            } & components["schemas"]["PayoutFigures"])[];
        };
        VoucherInput: {
            /** @description Letters, digits and hyphens; compared whatever their case. */
            code: string;
            /** @enum {string} */
            kind: "percent" | "amount" | "freeDelivery";
            /** @description Percent (1-100) for `percent`, pence for `amount`, 0 for `freeDelivery`. */
            value: number;
            /**
             * @description The item subtotal a basket needs, in pence.
             * @default 0
             */
            minimumBasket?: number;
            /**
             * Format: date-time
             * @description From when it applies; null or absent from now.
             */
            startsAt?: string | null;
            /**
             * Format: date-time
             * @description Until when it applies; null or absent for good.
             */
            endsAt?: string | null;
            /** @description Paid orders and open checkouts it may be used on in all; null or absent for no limit. */
            totalUses?: number | null;
            /** @description The same for one customer. */
            usesPerCustomer?: number | null;
            /**
             * @description Only for customers without a paid order at this restaurant.
             * @default false
             */
            newCustomersOnly?: boolean;
        };
        Voucher: {
            id: string;
            code: string;
            /** @enum {string} */
            kind: "percent" | "amount" | "freeDelivery";
            value: number;
            minimumBasket: number;
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            totalUses: number | null;
            usesPerCustomer: number | null;
            newCustomersOnly: boolean;
            /** @enum {string} */
            state: "scheduled" | "active" | "expired" | "usedUp" | "ended";
            /** @description Paid orders that used it. */
            uses: number;
            /** @description Open checkouts holding a use. */
            held: number;
            /** @description What its paid orders charged, less their refunds, in pence. */
            sales: number;
            /** @description The discounts its paid orders were given, in pence. */
            discounts: number;
            /** Format: date-time */
            createdAt: string;
        };
        Webhook: {
            id: string;
            url: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The latest attempts, newest first. */
            deliveries: components["schemas"]["WebhookAttempt"][];
        };
        WebhookAttempt: {
            /** @description The order event sent (its `webhook-id`). */
            eventId: number;
            /** @description The order event's type. */
            type: string;
            attempt: number;
            /** @description What the endpoint answered; null when no answer came. */
            statusCode: number | null;
            /** @description Why no answer came: a refused address, a timeout, a refused connection. */
            error: string | null;
            /** @description A 2xx answer: the event will not be sent again. */
            delivered: boolean;
            /**
             * @description The event's delivery now, whichever attempt settled it: `pending` (to be tried again), `delivered`, or `failed` (given up after 24 h); null once it finished over a week ago and was forgotten.
             * @enum {string|null}
             */
            state: "pending" | "delivered" | "failed" | null;
            /** Format: date-time */
            at: string;
        };
        /** @description The one shape of every failure. */
        Error: {
            /** @description Human-readable; names the field at fault. */
            message: string;
            /** @description Machine-readable, e.g. VALIDATION_ERROR, UNAUTHORIZED, NOT_FOUND. */
            code: string;
            /** @description Also sent as the X-Request-Id header; quote it in support requests. */
            requestId?: string;
            /**
             * Format: date-time
             * @description RESTAURANT_CLOSED only: when the restaurant takes orders again (null: no opening ahead).
             */
            opensAt?: string | null;
            /** @description OUTSIDE_DELIVERY_AREA and BELOW_MINIMUM_ORDER: the delivery postcode, normalised. */
            postcode?: string;
            /** @description BELOW_MINIMUM_ORDER only: the area's minimum order, pence. */
            minimumOrder?: number;
            /** @description BELOW_MINIMUM_ORDER only: how much more the items must come to, pence. */
            shortBy?: number;
            /** @description One entry per field at fault. */
            details?: {
                /** @description The field, e.g. "name" or "menuItems[0].price". */
                path: string;
                message: string;
            }[];
        };
        User: {
            _id: string;
            /** @description The identity provider's subject. */
            auth0Id: string;
            email: string;
            name?: string;
            addressLine1?: string;
            city?: string;
            country?: string;
            /** @description The UK postcode, normalised (`SW1A 1AA`); absent until the profile gives one (docs/product/decisions.md "Addresses"). */
            postcode?: string;
            /** @description E.164 (`+447911123456`); absent until the profile gives one. */
            phone?: string;
        };
        CreateUserRequest: {
            /** @description Must equal the token's subject. */
            auth0Id: string;
            /** @description Ignored (older clients send it): the e-mail comes from the identity provider. */
            email?: string;
        };
        /** @description Blank values pass the schema; the server refuses them with the form's messages. */
        UpdateUserRequest: {
            name: string;
            addressLine1: string;
            city: string;
            country: string;
            /** @description A UK postcode in any spacing or case, stored normalised (`SW1A 1AA`). Not sent: kept as stored; blank: cleared; otherwise refused unless valid ('Enter a valid UK postcode'). */
            postcode?: string;
            /** @description A phone number, UK unless it starts with a country code, stored in E.164. Not sent: kept; blank: cleared; otherwise refused unless valid ('Enter a valid phone number'). */
            phone?: string;
            /** @description Read-only; ignored. */
            email?: string;
        };
        MenuItem: {
            /** @description Kept across restaurant edits. */
            _id: string;
            name: string;
            /** @description Pence. */
            price: number;
            /** @description Shown but not orderable now; absent on the forms that save a menu. */
            soldOut?: boolean;
            /**
             * Format: date-time
             * @description While sold out: back on sale by itself then; null: once switched back.
             */
            soldOutUntil?: string | null;
            /** @description What the dish is; empty when none. */
            description: string;
            /** @description Its section: one of the restaurant's menuSections, or empty (no section). */
            category: string;
            /** @description The UK's 14 allergens the dish contains, in the order of the Allergen list. */
            allergens: components["schemas"]["Allergen"][];
            /** @description Its dietary labels, in the order of the DietaryLabel list. */
            dietary: components["schemas"]["DietaryLabel"][];
            /** @description Choices made when ordering the dish, in the owner's order (a size is min 1, max 1). */
            optionGroups: components["schemas"]["MenuOptionGroup"][];
        };
        /**
         * @description The UK's 14 allergens: `gluten` is cereals containing gluten, `nuts` tree nuts, `sulphites` sulphur dioxide and sulphites.
         * @enum {string}
         */
        Allergen: "celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "nuts" | "peanuts" | "sesame" | "soya" | "sulphites";
        /** @enum {string} */
        DietaryLabel: "vegetarian" | "vegan" | "glutenFree" | "halal";
        MenuOptionGroup: {
            /** @description Kept across restaurant edits. */
            _id: string;
            name: string;
            /** @description Fewest options a line must choose (0: optional). */
            min: number;
            /** @description Most options a line may choose; min <= max <= the number of options. */
            max: number;
            options: components["schemas"]["MenuOption"][];
        };
        MenuOption: {
            /** @description Kept across restaurant edits; a checkout line names it in `options`. */
            _id: string;
            name: string;
            /** @description Pence added to the dish's price. */
            price: number;
            /** @description Shown but not orderable. */
            soldOut: boolean;
        };
        /**
         * @description One option group as the restaurant form sends it, inside the JSON text of
         *     `menuItems[n][optionGroups]`. `_id`s are those of this dish's existing groups and
         *     options, to keep them; new ones get theirs from the server.
         */
        MenuOptionGroupInput: {
            _id?: string;
            name: string;
            min: number;
            max: number;
            options: {
                _id?: string;
                name: string;
                /** @description Pence. */
                price: number;
                /** @default false */
                soldOut?: boolean;
            }[];
        };
        Restaurant: {
            _id: string;
            restaurantName: string;
            /** @description The street address; empty for a restaurant that has not given one. */
            addressLine1: string;
            /** @description The UK postcode, normalised (`SW1A 1AA`); empty for a restaurant that has not given one. */
            postcode: string;
            city: string;
            country: string;
            /** @description Pence. */
            deliveryPrice: number;
            /** @description Minutes. */
            estimatedDeliveryTime: number;
            cuisines: string[];
            /** @description The menu's sections in the owner's order; a dish names its own in `category`. */
            menuSections: string[];
            menuItems: components["schemas"]["MenuItem"][];
            /** @description Absolute or site-relative URL of the 1200x400 banner; empty before the first image. */
            imageUrl: string;
            /** @description The banner at every stored width, as an HTML srcset value (600w and 1200w); absent before the first image and for images stored before these widths existed. */
            imageSrcset?: string;
            /** @description The 480x320 rendition for result cards; absent before the first image. */
            cardImageUrl?: string;
            /** @description The card rendition at every stored width, as an HTML srcset value (480w and 960w); absent like imageSrcset. */
            cardImageSrcset?: string;
            /** Format: date-time */
            lastUpdated: string;
            openState?: components["schemas"]["OpenState"];
            /** @description The IANA time zone its hours are kept in, for showing opensAt and resumesAt; with openState. */
            timeZone?: string;
            /** @description The week's opening hours and the closures not yet over (soonest first, at most 5), in `timeZone`, for customers to read (docs/product/decisions.md "Running a service"). In the public detail (/api/restaurant/{restaurantId}) only. */
            hours?: {
                weeklyHours: components["schemas"]["WeeklyHours"];
                closures: components["schemas"]["Closures"];
            };
            rating?: components["schemas"]["RestaurantRating"];
            /** @description Whether the owner gets an e-mail for each new paid order (docs/architecture/mail.md); in the owner's own answers (/api/my/restaurant) only. */
            emailNewOrders?: boolean;
            standing?: components["schemas"]["RestaurantStanding"];
            /** @description Where the restaurant delivers and for how much, in the owner's order; empty: anywhere at `deliveryPrice`. In the public detail (/api/restaurant/{restaurantId}) only. */
            deliveryAreas?: components["schemas"]["DeliveryAreaTerms"][];
            /** @description Whether it delivers and offers collection, and the collection time (docs/product/decisions.md "Collection"). In the public detail (/api/restaurant/{restaurantId}) only. */
            fulfilment?: components["schemas"]["FulfilmentSettings"];
        };
        /**
         * @description Multipart form of the restaurant editor. Lists use bracket field names:
         *     `cuisines[0]`, `cuisines[1]`, ... and `menuItems[0][_id]` (existing items only),
         *     `menuItems[0][name]`, `menuItems[0][price]`, ... Numbers travel as decimal text
         *     (multipart has no numbers): `deliveryPrice` and menu prices in whole pence,
         *     `estimatedDeliveryTime` in whole minutes.
         *     `imageFile` is a JPEG or PNG of at most 5 MB, required on create, optional on
         *     update. No field is marked required here because the server answers missing or
         *     invalid fields with the form's own messages ('restuarant name is required', ...).
         *     Bounds: names up to 100 characters, city and country up to 80, delivery price
         *     0..10000 pence, delivery time 1..600 minutes, cuisines from the list of 26, up to
         *     100 menu items priced 1..100000 pence. An `_id` that is not one of this
         *     restaurant's items is refused.
         *     Menu details (docs/product/decisions.md "Menus"): `menuSections` (JSON text of a list of
         *     up to 30 distinct section names of up to 50 characters, in the owner's order), and per
         *     item `description` (up to 300 characters), `category` (one of menuSections, or empty),
         *     `allergens` and `dietary` (comma-separated codes of the Allergen and DietaryLabel
         *     lists, empty for none) and `optionGroups` (JSON text of a list of up to 10
         *     MenuOptionGroupInput). A menu detail that is not sent keeps what the item (or the
         *     restaurant) has, so a form that knows only names and prices changes nothing else; a
         *     new item starts without any.
         */
        RestaurantForm: {
            restaurantName?: string;
            /** @description The street address, up to 300 characters (the server counts and says so). Not sent: kept as stored. */
            addressLine1?: string;
            /** @description A UK postcode in any spacing or case, stored normalised; refused unless valid ('Enter a valid UK postcode'). Not sent: kept as stored. */
            postcode?: string;
            city?: string;
            country?: string;
            /** @description Whole pence as decimal text, e.g. "250". */
            deliveryPrice?: string;
            /** @description Whole minutes as decimal text, e.g. "30". */
            estimatedDeliveryTime?: string;
            /** @description Sent as cuisines[0], cuisines[1], ... */
            cuisines?: string[];
            /** @description JSON text: ["Starters","Mains"]. */
            menuSections?: string;
            /** @description Sent as menuItems[0][_id], menuItems[0][name], menuItems[0][price], ... */
            menuItems?: components["schemas"]["MenuItemFormFields"][];
            /**
             * @description The owner's opt-in to an e-mail per new paid order; not sent: the restaurant keeps its choice (a new one starts without).
             * @enum {string}
             */
            emailNewOrders?: "true" | "false";
            /** Format: binary */
            imageFile?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One dish of a menu form (RestaurantForm, MenuForm), its values as multipart text. */
        MenuItemFormFields: {
            /** @description The id of an existing item, to keep it. */
            _id?: string;
            name?: string;
            /** @description Whole pence as decimal text, at least "1". */
            price?: string;
            /** @description Up to 300 characters (the server counts and says so). */
            description?: string;
            category?: string;
            /** @description Comma-separated Allergen codes, e.g. "milk,gluten"; empty for none. */
            allergens?: string;
            /** @description Comma-separated DietaryLabel codes, e.g. "vegetarian,glutenFree"; empty for none. */
            dietary?: string;
            /** @description JSON text of a list of MenuOptionGroupInput; "[]" for none. */
            optionGroups?: string;
        };
        /**
         * @description Multipart form of the menu alone: `menuSections` and `menuItems` exactly as in
         *     `RestaurantForm`, with its bounds and messages. The restaurant's details, cuisines,
         *     image and e-mail choice are not part of it and stay as they are.
         */
        MenuForm: {
            /** @description JSON text: ["Starters","Mains"]. */
            menuSections?: string;
            /** @description Sent as menuItems[0][_id], menuItems[0][name], menuItems[0][price], ... */
            menuItems?: components["schemas"]["MenuItemFormFields"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A search result as its card shows it; GET /api/restaurant/{restaurantId} has the rest. */
        RestaurantCard: {
            _id: string;
            restaurantName: string;
            city: string;
            /** @description Pence. */
            deliveryPrice: number;
            /** @description Minutes. */
            estimatedDeliveryTime: number;
            cuisines: string[];
            /** @description The banner URL; empty before the first image. */
            imageUrl: string;
            /** @description The 480x320 rendition for result cards; absent before the first image. */
            cardImageUrl?: string;
            /** @description The card rendition at every stored width, as an HTML srcset value (480w and 960w); absent before the first image and for images stored before these widths existed. */
            cardImageSrcset?: string;
            openState: components["schemas"]["OpenState"];
            /** @description The IANA time zone its hours are kept in, for showing opensAt and resumesAt. */
            timeZone: string;
            /** @description With the `dietary` filter only: how many of its dishes carry every chosen label. */
            dietaryDishes?: number;
            rating?: components["schemas"]["RestaurantRating"];
            deliveryTerms?: components["schemas"]["CardDeliveryTerms"];
            /**
             * @description Present when it offers collection (docs/product/decisions.md "Collection"); absent when it only delivers.
             * @enum {boolean}
             */
            collection?: true;
        };
        /** @description With the `postcode` parameter only: what delivering to that postcode costs. Pence. */
        CardDeliveryTerms: {
            /** @description The name of the area the postcode falls in; null for a restaurant without areas (it delivers anywhere). */
            area: string | null;
            /** @description The fee for that postcode. */
            deliveryPrice: number;
            /** @description The smallest items subtotal delivered there; 0 for none. */
            minimumOrder: number;
            /** @description A subtotal of at least this much is delivered free; null: never free. */
            freeDeliveryOver: number | null;
        };
        DeliveryTermsAt: {
            /** @description The postcode normalised ("E1 6AN"). */
            postcode: string;
            /**
             * @description `anywhere`: no delivery areas, it delivers anywhere at its delivery price; `area`: the
             *     postcode is in one of its areas (`area` names it); `outside`: in none, not delivered to.
             * @enum {string}
             */
            status: "anywhere" | "area" | "outside";
            /** @description The name of the area delivering; null unless status is area. */
            area: string | null;
            /** @description The fee there; null when outside. */
            deliveryPrice: number | null;
            /** @description The smallest items subtotal delivered there (0 for none); null when outside. */
            minimumOrder: number | null;
            /** @description A subtotal of at least this much is delivered free; null: never free, or outside. */
            freeDeliveryOver: number | null;
        };
        SearchResponse: {
            data: components["schemas"]["RestaurantCard"][];
            pagination: {
                /** @description Matching restaurants on all pages. */
                total: number;
                page: number;
                pages: number;
            };
        };
        CitiesResponse: {
            cities: string[];
        };
        /** @enum {string} */
        OrderStatus: "placed" | "paid" | "inProgress" | "outForDelivery" | "delivered" | "cancelled";
        AssignCourierRequest: {
            /** @description A courier member's `_id`; null: open to any courier of the restaurant. */
            courierId: string | null;
        };
        RestaurantCouriers: {
            couriers: {
                /** @description The member's id, as the team lists it. */
                _id: string;
                /** @description Their name, or their e-mail address before they gave one. */
                name: string;
            }[];
        };
        DeliveryCodeProof: {
            /** @description The 4 digits the customer's order page shows. */
            code: string;
        };
        DeliveryPhotoProof: {
            /**
             * Format: binary
             * @description A JPEG or PNG from the phone's camera, at most 5 MB.
             */
            photo: string;
        };
        DeliveryFailedRequest: {
            /** @description Why it could not be delivered; the desk sees it. */
            reason: string;
        };
        /**
         * @description A delivery order's courier and steps (docs/product/team-and-roles.md "Couriers"); absent
         *     until the desk or a courier first touched it.
         */
        OrderDelivery: {
            /** @description The courier member's id (as the couriers list names them); null while open. */
            courierId?: string | null;
            /** @description The courier's first name; null while open. */
            courierName: string | null;
            /** Format: date-time */
            assignedAt: string | null;
            /** Format: date-time */
            pickedUpAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /**
             * @description How the courier proved it: the customer's code, or a photo.
             * @enum {string|null}
             */
            proof: "code" | "photo" | null;
            /**
             * Format: date-time
             * @description The last attempt that failed; cleared when the desk assigns again.
             */
            failedAt: string | null;
            failureReason: string | null;
        };
        /** @description One delivery as the courier's view shows it. */
        CourierDelivery: {
            /** @description The order's id. */
            _id: string;
            status: components["schemas"]["OrderStatus"];
            restaurantName: string;
            customerName: string;
            addressLine1: string;
            /** @description Normalised; empty on orders placed before the checkout asked for it. */
            postcode: string;
            city: string;
            /** @description E.164; empty when none was given. */
            phone: string;
            note: string | null;
            /** @description The number of items (quantities added up). */
            itemCount: number;
            /**
             * Format: date-time
             * @description When to collect it from the restaurant: 15 minutes before it is due; null before the restaurant accepted it.
             */
            collectBy: string | null;
            /**
             * Format: date-time
             * @description When the customer expects it (Expected By); null before acceptance.
             */
            dueBy: string | null;
            /** Format: date-time */
            assignedAt: string | null;
            /** Format: date-time */
            pickedUpAt: string | null;
            /** @description Assigned to the caller; false: open to claim. */
            mine: boolean;
        };
        CourierDeliveries: {
            assigned: components["schemas"]["CourierDelivery"][];
            open: components["schemas"]["CourierDelivery"][];
        };
        /**
         * @description What one order event changed, as it was at that moment (docs/architecture/order-events.md).
         *     `by`: who made it (the customer, the restaurant's team, the payment provider's signed
         *     event, or the platform itself: a missed or unpaid order).
         */
        OrderChange: {
            /**
             * @description The status before (an OrderStatus); null for the order's first event.
             * @enum {string|null}
             */
            from: "placed" | "paid" | "inProgress" | "outForDelivery" | "delivered" | "cancelled" | null;
            status: components["schemas"]["OrderStatus"];
            /** @enum {string} */
            by: "customer" | "restaurant" | "payment" | "system" | "courier";
            /** @description assigned: the courier's first name; null: left open for any courier to claim. */
            courierName?: string | null;
            /**
             * @description delivered by a courier: how it was proved.
             * @enum {string}
             */
            proof?: "code" | "photo";
            /** @description deliveryFailed: the courier's reason. */
            failureReason?: string;
            /** @description helpRequested: what was reported; helpDeclined: the restaurant's reason too. */
            help?: {
                kind: components["schemas"]["HelpKind"];
                declineReason?: string;
            };
            /**
             * Format: date-time
             * @description accepted, delayed: the new Expected By.
             */
            expectedBy?: string;
            /**
             * Format: date-time
             * @description paid: when the order is missed unless accepted.
             */
            acceptBy?: string;
            cancellation?: components["schemas"]["Cancellation"];
            /** @description refundRequested, refunded, refundFailed: the refund as it was after the change. */
            refund?: components["schemas"]["Refund"];
        };
        /**
         * @description The owner order list's `sort` parameter: a field and a direction.
         * @enum {array}
         */
        OwnerOrderSort: [
            "createdAt",
            "ASC"
        ] | [
            "createdAt",
            "DESC"
        ] | [
            "total",
            "ASC"
        ] | [
            "total",
            "DESC"
        ] | [
            "status",
            "ASC"
        ] | [
            "status",
            "DESC"
        ];
        /** @description The owner order list's `filter` parameter (react-admin's simple REST filter). */
        OwnerOrderFilter: {
            /** @description One status, or a list of them; an order in any of them matches. */
            status?: components["schemas"]["OrderStatus"] | components["schemas"]["OrderStatus"][];
            /** @description Literal text in the customer's name, address line or city, case-insensitive; empty matches everything. */
            q?: string;
            createdFrom?: components["schemas"]["OrderDateBound"];
            createdTo?: components["schemas"]["OrderDateBound"];
            /** @description true: only orders that were paid (paid or later, or cancelled after payment, refunds and all); false: only orders never paid (placed, or given up unpaid). */
            charged?: boolean;
        };
        /**
         * @description An ISO date (its whole UTC day), or a date-time with seconds and milliseconds optional and its offset.
         * @example 2025-01-31
         */
        OrderDateBound: string;
        /** @description One line of an order, named and priced from the menu at checkout. */
        CartItem: {
            menuItemId: string;
            name: string;
            /** @description Pence per item at checkout, its options included. */
            price: number;
            quantity: number;
            /** @description The options chosen, as they were at checkout, in the dish's group and option order; empty for none. */
            options: components["schemas"]["OrderLineOption"][];
            /** @description The dish's allergens as they were at checkout (for the kitchen and the receipt); empty for none or for orders placed before menus listed them. */
            allergens: components["schemas"]["Allergen"][];
        };
        OrderLineOption: {
            _id: string;
            groupName: string;
            name: string;
            /** @description Pence, included in the line's price. */
            price: number;
        };
        Scheduling: {
            /** @description How many days after today customers may order for (0: as soon as possible only). */
            daysAhead: number;
            /** @description How many orders each 15-minute slot takes, per fulfilment. */
            slotCapacity: {
                delivery: number;
                collection: number;
            };
        };
        Slots: {
            /** @description The restaurant's time zone, to show the slots in. */
            timeZone: string;
            slots: {
                /** Format: date-time */
                startsAt: string;
                /** Format: date-time */
                endsAt: string;
                placesLeft: number;
            }[];
        };
        /** @description How a restaurant serves its orders (docs/product/decisions.md "Collection"). */
        FulfilmentSettings: {
            /** @description Whether it delivers (to its delivery areas, or anywhere without any). */
            delivery: boolean;
            /** @description Whether customers may collect at its address, with no delivery fee. */
            collection: boolean;
            /** @description Minutes from acceptance until a collection order is ready. */
            collectionMinutes: number;
        };
        /** @description The checkout's details. A delivery needs every field; a collection only name, email and phone (the address fields are ignored); a missing one is a 400 naming it. */
        CheckoutDeliveryDetails: {
            name: string;
            addressLine1?: string;
            city?: string;
            country?: string;
            /** Format: email */
            email: string;
            /** @description A UK postcode, stored normalised (`SW1A 1AA`); required for delivery ('Postcode is required', 'Enter a valid UK postcode'). */
            postcode?: string;
            /** @description The number the restaurant may call, stored in E.164; required ('Phone is required', 'Enter a valid phone number'). */
            phone?: string;
        };
        /**
         * @description How the order reaches the customer: delivered to its address, or collected at the restaurant.
         * @enum {string}
         */
        Fulfilment: "delivery" | "collection";
        /** @description An order's details; a collection order's address fields are empty and it has no postcode (docs/product/decisions.md "Collection"). */
        DeliveryDetails: {
            name: string;
            addressLine1: string;
            city: string;
            country: string;
            /** Format: email */
            email: string;
            /** @description A UK postcode, stored and answered normalised (`SW1A 1AA`). The checkout requires it ('Postcode is required', 'Enter a valid UK postcode'); orders stored before have none and leave it out. */
            postcode?: string;
            /** @description The number the restaurant may call, answered in E.164. The checkout requires it ('Phone is required', 'Enter a valid phone number'); orders stored before have none and leave it out. */
            phone?: string;
        };
        OrderRestaurant: {
            _id: string;
            restaurantName: string;
            /** @description Its street address, where a collection order is collected (docs/product/decisions.md "Collection"); empty for a restaurant that has not given one. */
            addressLine1?: string;
            /** @description Its postcode, normalised; empty for a restaurant that has not given one. */
            postcode?: string;
            city: string;
            country: string;
            /** @description Minutes: a delivery's estimate until the restaurant accepts. */
            estimatedDeliveryTime: number;
            /** @description Minutes: a collection's estimate until the restaurant accepts (docs/product/decisions.md "Collection"). */
            collectionMinutes: number;
            /** @description Pence. */
            deliveryPrice: number;
            imageUrl: string;
        };
        /**
         * @description One order change: the data of a live stream's event (docs/architecture/live.md) and the
         *     body POSTed to an integrator's webhook (docs/architecture/webhooks.md; `id` is also the
         *     `webhook-id` header). `id`, `type`, `createdAt` and `change` are the event's own facts,
         *     fixed when the change was made; `order` is the order as the owner's order list shows it
         *     when the event was sent (a webhook: when its delivery was recorded), so under load a
         *     `paid` event's order may already be `delivered`.
         * @example {
         *       "id": 4712,
         *       "type": "accepted",
         *       "createdAt": "2025-01-06T12:12:00.000Z",
         *       "change": {
         *         "from": "paid",
         *         "status": "inProgress",
         *         "by": "restaurant",
         *         "expectedBy": "2025-01-06T12:42:00.000Z"
         *       },
         *       "order": {
         *         "_id": "6755d0c4e5f6a7b8c9d0e1f2",
         *         "status": "inProgress",
         *         "fulfilment": "delivery",
         *         "createdAt": "2025-01-06T12:10:00.000Z",
         *         "totalAmount": 3050,
         *         "deliveryPrice": 250,
         *         "cartItems": [
         *           {
         *             "menuItemId": "6755c8f2a1b2c3d4e5f60719",
         *             "name": "Margherita Pizza",
         *             "price": 950,
         *             "quantity": 2,
         *             "options": [],
         *             "allergens": []
         *           }
         *         ],
         *         "deliveryDetails": {
         *           "name": "Ada Lovelace",
         *           "addressLine1": "12 Deansgate",
         *           "city": "Manchester",
         *           "country": "United Kingdom",
         *           "email": "ada.lovelace@example.co.uk"
         *         },
         *         "note": "No onions, please.",
         *         "restaurant": {
         *           "_id": "6755c8f2a1b2c3d4e5f60718",
         *           "restaurantName": "Bella Napoli",
         *           "city": "Manchester",
         *           "country": "United Kingdom",
         *           "estimatedDeliveryTime": 30,
         *           "collectionMinutes": 15,
         *           "deliveryPrice": 250,
         *           "imageUrl": "/images/restaurants/3f9a1c7e5b2d8a64-banner.webp"
         *         },
         *         "acceptBy": null,
         *         "acceptedAt": "2025-01-06T12:12:00.000Z",
         *         "expectedBy": "2025-01-06T12:47:00.000Z",
         *         "cancellation": null,
         *         "refunds": []
         *       }
         *     }
         */
        OrderChangeEvent: {
            /** @description The order event id: also the event's SSE `id`. */
            id: number;
            /** @enum {string} */
            type: "placed" | "paid" | "statusSet" | "accepted" | "delayed" | "cancelled" | "refundRequested" | "refunded" | "refundFailed" | "reviewed" | "reviewReplied" | "assigned" | "pickedUp" | "delivered" | "deliveryFailed" | "helpRequested" | "helpDeclined";
            /**
             * Format: date-time
             * @description When the change was made.
             */
            createdAt: string;
            change: components["schemas"]["OrderChange"];
            order: components["schemas"]["Order"];
        };
        Order: {
            _id: string;
            status: components["schemas"]["OrderStatus"];
            fulfilment: components["schemas"]["Fulfilment"];
            /** Format: date-time */
            createdAt: string;
            /** @description Items subtotal in pence. */
            totalAmount: number;
            /** @description Pence, as at checkout. The charge is totalAmount + deliveryPrice - discount. */
            deliveryPrice: number;
            /** @description What a voucher code took off, in pence; 0 without one. */
            discount?: number;
            /** @description The voucher code the order used; null without one. */
            voucherCode?: string | null;
            /**
             * @description Its kind: `freeDelivery` took the delivery fee off, the others the items; null without one.
             * @enum {string|null}
             */
            voucherKind?: "percent" | "amount" | "freeDelivery" | null;
            cartItems: components["schemas"]["CartItem"][];
            deliveryDetails: components["schemas"]["DeliveryDetails"];
            /** @description The customer's note for the restaurant, as given at checkout (trimmed); null when none. */
            note: string | null;
            restaurant: components["schemas"]["OrderRestaurant"];
            /**
             * Format: date-time
             * @description While paid and waiting for the restaurant: when it is cancelled as missed unless accepted.
             */
            acceptBy: string | null;
            /** Format: date-time */
            acceptedAt: string | null;
            /**
             * Format: date-time
             * @description Acceptance time plus the estimate (for collection, the restaurant's collection minutes), plus delays; null before acceptance.
             */
            expectedBy: string | null;
            /**
             * Format: date-time
             * @description Only on an order for later: the start of its 15-minute slot (docs/product/decisions.md "Orders for later"). Absent: as soon as possible.
             */
            scheduledFor?: string;
            /**
             * Format: date-time
             * @description Only on an order for later: when the kitchen is to start it (the slot less the preparation time); the desk alerts and the missed-order timer starts then.
             */
            dueAt?: string;
            cancellation: components["schemas"]["Cancellation"];
            /** @description Oldest first. */
            refunds: components["schemas"]["Refund"][];
            /**
             * Format: date-time
             * @description Delivered orders: until when the customer can rate it (14 days after delivery); null before delivery. With `review` null and this time ahead, the order can be rated.
             */
            reviewBy?: string | null;
            /** @description The customer's review once rated, with the owner's reply; absent before. */
            review?: components["schemas"]["Review"];
            /** @description A delivery order's courier and steps, once the desk or a courier touched it. */
            delivery?: components["schemas"]["OrderDelivery"];
            /** @description A delivery order's code, which the customer gives the courier as proof of delivery; the courier's calls never show it. */
            deliveryCode?: string;
            /**
             * Format: date-time
             * @description Delivered orders: until when a problem can be reported (48 hours after delivery). With `help` absent and this time ahead, the order page offers "Report a problem".
             */
            helpBy?: string;
            /** @description The customer's report of a problem, once made; absent before. */
            help?: components["schemas"]["OrderHelp"];
        };
        /** @enum {string} */
        HelpKind: "missingItems" | "wrongItems" | "quality" | "late";
        OrderProblemReport: {
            kind: components["schemas"]["HelpKind"];
            items?: {
                menuItemId: string;
                quantity: number;
            }[];
            /** @description What happened, for the restaurant; trimmed, blank is none. */
            note?: string;
        };
        OrderProblemPhoto: {
            /**
             * Format: binary
             * @description A JPEG or PNG, at most 5 MB.
             */
            photo: string;
        };
        ApproveOrderProblemRequest: {
            /** @description Pence: at most the reported lines, never more than is left to refund. */
            amount: number;
        };
        DeclineOrderProblemRequest: {
            /** @description Shown to the customer. */
            reason: string;
        };
        /** @description The customer's report of a problem with the delivered order, and the restaurant's answer (docs/product/decisions.md "Order help"). */
        OrderHelp: {
            kind: components["schemas"]["HelpKind"];
            /** @description The lines reported, named as ordered. */
            items: components["schemas"]["RefundedItem"][];
            note: string | null;
            /** @description A photo was added: `.../help/photo` serves it to the customer and the restaurant's managers. */
            photo: boolean;
            /** @description Pence: the reported lines as charged; what an approval offers at most. */
            proposedAmount: number;
            /** @enum {string} */
            status: "open" | "approved" | "declined";
            /** @description Approved: the refund made, pence. */
            refundAmount: number | null;
            declineReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
        };
        OrderSummary: {
            /** @description Paid-or-later orders. */
            totalOrders: number;
            /** @description Pence: their charged totals less refunds not failed. */
            totalRevenue: number;
            /** @description Pence, rounded. */
            averageOrder: number;
            /** @description Paid, inProgress and outForDelivery orders. */
            activeOrders: number;
            /** @description Counted apart from totalOrders. */
            cancelledOrders: number;
            /** @description Placed and not paid; counted apart from totalOrders. */
            unpaidOrders: number;
            byStatus: {
                placed: number;
                paid: number;
                inProgress: number;
                outForDelivery: number;
                delivered: number;
                cancelled: number;
            };
        };
        UpdateOrderStatusRequest: {
            status: components["schemas"]["OrderStatus"];
        };
        AcceptOrderRequest: {
            /** @description Minutes from now until delivery; default: the restaurant's estimated delivery time. */
            estimatedMinutes?: number;
        };
        DeclineOrderRequest: {
            /** @enum {string} */
            reason: "tooBusy" | "itemUnavailable" | "closing" | "other";
            /** @description Shown to the customer. */
            note?: string;
        };
        DelayOrderRequest: {
            minutes: number;
        };
        /** @description Shown to the customer. */
        RefundReason: string;
        RefundRequest: {
            /** @description Pence. */
            amount: number;
            reason: components["schemas"]["RefundReason"];
        } | {
            items: {
                menuItemId: string;
                quantity: number;
            }[];
            reason: components["schemas"]["RefundReason"];
        };
        /** @description Null until cancelled. Who cancelled the order and why. Restaurant reasons: tooBusy, itemUnavailable, closing, other; customer: customerRequest; system: notAccepted (missed by the restaurant), paymentNotCompleted (unpaid for 24 hours), replacedByNewCheckout. */
        Cancellation: {
            /** @enum {string} */
            by: "customer" | "restaurant" | "system";
            /** @enum {string} */
            reason: "tooBusy" | "itemUnavailable" | "closing" | "other" | "customerRequest" | "notAccepted" | "paymentNotCompleted" | "replacedByNewCheckout";
            note?: string;
            /** Format: date-time */
            at: string;
        } | null;
        Refund: {
            id: string;
            /** @description Pence. */
            amount: number;
            reason: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            /** Format: date-time */
            createdAt: string;
            /** @description A refund of items of the order: which, named as ordered (absent for a refund of an amount). */
            items?: components["schemas"]["RefundedItem"][];
        };
        RefundedItem: {
            menuItemId: string;
            name: string;
            quantity: number;
        };
        CheckoutSessionRequest: {
            cartItems: components["schemas"]["CheckoutCart"];
            restaurantId: string;
            fulfilment?: components["schemas"]["Fulfilment"];
            deliveryDetails: components["schemas"]["CheckoutDeliveryDetails"];
            /** @description Optional: a note for the restaurant ("No onions, please"), one line of at most 300 characters. Trimmed; blank is no note. */
            note?: string;
            /**
             * Format: date-time
             * @description Optional: the start of a 15-minute slot from GET /api/restaurant/{restaurantId}/slots, for an order for later. Absent: as soon as possible.
             */
            slot?: string;
            /** @description Optional: a voucher code of the restaurant, in any case (docs/product/decisions.md "Vouchers"). */
            voucherCode?: string;
        };
        CheckoutCart: {
            menuItemId: string;
            /** @description Informational; the server uses the menu's name. */
            name?: string;
            /** @description The `_id`s of the options chosen for this line, from the dish's option groups; the same dish with other options is another line. */
            options?: string[];
            /** @description Whole number 1..99, sent as text. */
            quantity: string;
        }[];
        CheckoutQuoteRequest: {
            restaurantId: string;
            cartItems: components["schemas"]["CheckoutCart"];
            fulfilment?: components["schemas"]["Fulfilment"];
            /** @description Where to deliver: a UK postcode in any spacing or case; absent or blank while not known. Not read for collection. */
            postcode?: string;
            /**
             * Format: date-time
             * @description Optional: the start of a 15-minute slot from GET /api/restaurant/{restaurantId}/slots, for an order for later. Absent: as soon as possible.
             */
            slot?: string;
            /** @description Optional: a voucher code of the restaurant, in any case (docs/product/decisions.md "Vouchers"). */
            voucherCode?: string;
        };
        /** @description A basket priced (docs/product/decisions.md "One price"). Pence. The charge is `total`. */
        CheckoutQuote: {
            fulfilment: components["schemas"]["Fulfilment"];
            /** @description In the basket's order. */
            lines: {
                menuItemId: string;
                /** @description The menu's name today. */
                name: string;
                options: components["schemas"]["OrderLineOption"][];
                /** @description One of the line: the dish with its options. */
                price: number;
                quantity: number;
                /** @description price x quantity. */
                amount: number;
            }[];
            /** @description The items: the sum of the lines' amounts. */
            subtotal: number;
            /** @description What delivery adds: the area's fee, 0 at or over its free-delivery threshold; 0 while the basket cannot be delivered (see delivery.status). */
            deliveryFee: number;
            /** @description What the voucher code takes off; 0 without one or when it does not apply. */
            discount: number;
            /** @description subtotal + deliveryFee - discount. */
            total: number;
            /** @description The `voucherCode` asked about; null when none was sent. Only the code's own terms are checked here (nobody is signed in): checkout also checks the customer's uses and new customers only. */
            voucher: {
                /** @description As the restaurant wrote it when it applies; as sent otherwise. */
                code: string;
                /** @description Why it does not apply, in the customer's words ("Spend £5.00 more to use SAVE10", "This code has expired"); null when it applies. */
                refusal: string | null;
            } | null;
            delivery: {
                /**
                 * @description `anywhere`: the restaurant has no delivery areas and delivers anywhere at its delivery price;
                 *     `area`: the postcode is in one of its areas (`area` names it); `outside`: in none of them,
                 *     not delivered to; `needsPostcode`: it delivers by area and no postcode was given.
                 * @enum {string}
                 */
                status: "anywhere" | "area" | "outside" | "needsPostcode";
                /** @description The postcode normalised ("SW1A 1AA"), or null when none was given. */
                postcode: string | null;
                /** @description The name of the area delivering; null unless status is area. */
                area: string | null;
                /** @description The smallest items subtotal the area takes; 0 for none. */
                minimumOrder: number;
                /** @description How much the subtotal is under minimumOrder; 0 when it is not. */
                shortBy: number;
                /** @description A subtotal of at least this much is delivered free; null: never free. */
                freeDeliveryOver: number | null;
            };
            /** @description Whether checkout would take this basket: for delivery, delivered to and not short of the minimum; for collection, always (delivery.status is anywhere, no minimum). */
            orderable: boolean;
        };
        CheckoutSessionResponse: {
            /** @description The hosted checkout page. */
            url: string;
        };
        WebhookResponse: {
            received: boolean;
        };
        /**
         * @description Money amounts are integer cents (pence); growth figures are percentages. Which
         *     orders count where: see GET /api/business-insights.
         */
        BusinessInsights: {
            /** @description Paid-or-later orders placed in the period (not unpaid, not cancelled). */
            totalOrders: number;
            /** @description (orders - previous period's) / previous period's x 100, one decimal; 0 when the previous period had none. */
            orderGrowth: number;
            /** @description Subtotal plus delivery of the period's paid-or-later orders, less refunds not failed. */
            totalRevenue: number;
            /** @description (revenue - previous period's) / previous period's x 100, one decimal; 0 when the previous period had none. */
            revenueGrowth: number;
            /** @description totalRevenue / paid-or-later orders, whole pence; 0 without one. */
            averageOrderValue: number;
            /** @description Distinct customer accounts among the period's paid-or-later orders. */
            totalCustomers: number;
            /** @description The last six calendar months (UTC), oldest first, whatever the range. */
            monthlyData: {
                /** @description YYYY-MM. */
                month: string;
                orders: number;
                revenue: number;
            }[];
            /** @description Up to 5 delivery cities, most orders first. */
            topCities: {
                city: string;
                orders: number;
                revenue: number;
            }[];
            /** @description Cuisines as ordered: each paid-or-later order of the period counts for every cuisine its restaurant listed when it was placed; most first; percentages add up to 100. */
            topCuisines: {
                cuisine: string;
                orders: number;
                percentage: number;
            }[];
            /** @description The 10 newest paid-or-later orders of the period, newest first. */
            recentOrders: {
                /** @description The delivery name. */
                customer: string;
                /** @description The order id. */
                id: string;
                /** @description Charged total (subtotal plus delivery) less refunds not failed. */
                amount: number;
                status: components["schemas"]["OrderStatus"];
                /** Format: date-time */
                date: string;
            }[];
            /** @description The average of the ratings customers gave in the period, to one decimal; null without one (docs/product/decisions.md "After the order"). */
            averageRating?: number | null;
            /** @description How many ratings customers gave in the period. */
            ratingCount?: number;
        };
        Health: {
            /**
             * @description `degraded`: the process is up, but `problems` lists trouble already seen (e.g. writes failing).
             * @enum {string}
             */
            status: "ok" | "degraded";
            /** @description Seconds since the process started. */
            uptime: number;
            /** Format: date-time */
            timestamp: string;
            /** @description Present when degraded; what GET /health/checks would report in more detail. */
            problems?: {
                /** @description The health check that knows of it, e.g. database. */
                name: string;
                detail?: string;
            }[];
        };
        HealthChecks: {
            status: components["schemas"]["HealthStatus"];
            /** @description Seconds since the API process started. */
            uptime: number;
            /** Format: date-time */
            timestamp: string;
            checks: {
                /** @description database, jobs, storage, identity or payments. */
                name: string;
                status: components["schemas"]["HealthStatus"];
                latencyMs?: number;
                /** @description One short line for people. */
                detail?: string;
            }[];
        };
        /** @enum {string} */
        HealthStatus: "healthy" | "warning" | "error";
        DbTest: {
            /** @enum {string} */
            status: "connected" | "error";
            /** @enum {string} */
            database: "sqlite" | "postgresql";
            latencyMs: number;
        };
        DebugIds: {
            count: number;
            ids: string[];
        };
        /** @description The average of its ratings to one decimal and how many; null below 3 ratings (docs/product/decisions.md "After the order"). */
        RestaurantRating: {
            average: number;
            count: number;
        } | null;
        ReviewRequest: {
            /** @description Whole stars. */
            rating: number;
            /** @description Optional; line breaks allowed. */
            comment?: string;
        };
        ReplyRequest: {
            /** @description Line breaks allowed. */
            text: string;
        };
        /** @description The owner's answer; null until there is one. */
        ReviewReply: {
            text: string;
            /** Format: date-time */
            createdAt: string;
        } | null;
        Review: {
            _id: string;
            rating: number;
            comment: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The customer's first name only. */
            customerName: string;
            reply: components["schemas"]["ReviewReply"];
        };
        ReviewPage: {
            data: components["schemas"]["Review"][];
            pagination: {
                total: number;
                page: number;
                pages: number;
            };
        };
    };
    responses: {
        /** @description The caller is signed in but is not one of the platform's operators. */
        NotAnOperator: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Only the platform’s operators may use the operator’s console",
                 *       "code": "FORBIDDEN",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such member on the signed-in owner's team (or no restaurant). */
        MemberNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Member not found",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The stream, open until the token expires, the server shuts down or the client leaves.
         *     Order changes: `id:`, then `data:` with `{ id, type, createdAt, order }`
         *     (schema `OrderChangeEvent`). Controls, each with an `event:` line: `accessEnded`
         *     (`data: { "restaurantId" }`: the viewer was removed from the restaurant's team, then the
         *     stream ends), `reset`
         *     (`data: { "reason": "beyondRetention" | "unknownId" }`, `id:` where the stream goes
         *     on from: refetch the list), `tokenExpired` (`data: { "expiredAt" }`, then the stream
         *     ends).
         */
        OrderEventStream: {
            headers: {
                /** @description `no-cache`: a stream is never stored. */
                "Cache-Control"?: string;
                /** @description `no`: proxies pass each event on at once. */
                "X-Accel-Buffering"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example retry: 2000
                 *
                 *     id: 4712
                 *     data: {"id":4712,"type":"accepted","createdAt":"2025-01-06T12:12:00.000Z","order":{"_id":"6755d0c4e5f6a7b8c9d0e1f2","status":"inProgress"}}
                 *
                 *     : heartbeat
                 *
                 *     event: tokenExpired
                 *     data: {"expiredAt":"2025-01-06T13:10:00.000Z"}
                 */
                "text/event-stream": string;
            };
        };
        /** @description `Last-Event-ID` or `lastEventId` is not an event id (a plain decimal); the message names it. */
        LastEventIdInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "last-event-id: must match pattern \"^(0|[1-9][0-9]{0,14})$\"",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "last-event-id",
                 *           "message": "must match pattern \"^(0|[1-9][0-9]{0,14})$\""
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The user already has 10 streams open, or this API process holds as many as it may; try again after Retry-After seconds. */
        TooManyStreams: {
            headers: {
                /** @description Whole seconds until a stream may be opened again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Too many open streams: at most 10 per user",
                 *       "code": "TOO_MANY_REQUESTS",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A parameter holds control characters, or is longer than the contract allows; the message names it. */
        ParameterInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "restaurantId: must not contain control characters",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "restaurantId",
                 *           "message": "must not contain control characters"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The bearer access token is missing, expired or not valid. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Authorization header must be \"Bearer <access token>\"",
                 *       "code": "UNAUTHORIZED",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The delivery after the change. */
        DeliveryChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "_id": "6755d0c4e5f6a7b8c9d0e1f2",
                 *       "status": "outForDelivery",
                 *       "restaurantName": "Bella Napoli",
                 *       "customerName": "Ada Lovelace",
                 *       "addressLine1": "12 Deansgate",
                 *       "postcode": "M3 2BY",
                 *       "city": "Manchester",
                 *       "phone": "+447911123456",
                 *       "note": "Ring the bell twice.",
                 *       "itemCount": 3,
                 *       "collectBy": "2025-01-06T12:32:00.000Z",
                 *       "dueBy": "2025-01-06T12:47:00.000Z",
                 *       "assignedAt": "2025-01-06T12:15:00.000Z",
                 *       "pickedUpAt": "2025-01-06T12:31:00.000Z",
                 *       "mine": true
                 *     }
                 */
                "application/json": components["schemas"]["CourierDelivery"];
            };
        };
        /** @description The photo, as a JPEG (metadata removed); not to be cached by shared caches. */
        ProofPhoto: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example (JPEG bytes) */
                "image/jpeg": string;
            };
        };
        /** @description No photo proves this order (or the order is not the caller's to see). */
        PhotoNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Photo not found",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such delivery among the caller's (or open at their restaurant); the caller is not a courier of a restaurant. */
        DeliveryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Delivery not found",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such order (among the caller's, or in the signed-in owner's restaurant). */
        OrderNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Order not found",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The order after the change. */
        OrderChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Order"];
            };
        };
        /** @description A field is missing or not valid; the message names it. */
        OrderActionInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "reason: must be equal to one of the allowed values",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "reason",
                 *           "message": "must be equal to one of the allowed values"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The order's state does not allow this (e.g. accepting a cancelled order, refunding more than is left, cancelling an accepted order). */
        OrderTransitionRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Order has been cancelled",
                 *       "code": "CONFLICT",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A field is missing or not valid (rating 1 to 5 whole stars, text at most 1,000 characters); the message names it. */
        ReviewInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "rating: must be <= 5",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "rating",
                 *           "message": "must be <= 5"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not now: the order is not delivered (`ORDER_NOT_DELIVERED`), was rated already (`ALREADY_REVIEWED`), was delivered more than 14 days ago (`REVIEW_WINDOW_CLOSED`), or the review was answered already (`ALREADY_REPLIED`). */
        ReviewRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "This order has already been rated",
                 *       "code": "ALREADY_REVIEWED",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such review of the signed-in owner's restaurant. */
        ReviewNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Review not found",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A field is missing or not valid; the message names it. */
        VoucherInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "value: a percentage must be from 1 to 100",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "value",
                 *           "message": "a percentage must be from 1 to 100"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The restaurant has the code already, in any case (`code`); or, on a change, the code has ended. */
        VoucherCodeTaken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "code: the restaurant has a code SAVE10 already",
                 *       "code": "CONFLICT",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "code",
                 *           "message": "the restaurant has a code SAVE10 already"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such code at the signed-in user's restaurant (or no restaurant). */
        VoucherNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Voucher not found",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such restaurant (or none owned by the signed-in user). */
        RestaurantNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Restaurant not found",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A form field is missing or not valid; the message names the field. */
        RestaurantFormInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "restuarant name is required",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "restaurantName",
                 *           "message": "restuarant name is required"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The image file is larger than 5 MB (or decodes to more than 50 megapixels). Answered
         *     as soon as the limit is passed, and the connection closed: a form whose declared
         *     length exceeds 6 MB is refused unread ('uploads must be at most 5 MB').
         */
        ImageTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "imageFile: must be at most 5 MB",
                 *       "code": "PAYLOAD_TOO_LARGE",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "imageFile",
                 *           "message": "must be at most 5 MB"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The image file is not a JPEG or PNG by content (its name and declared type are not trusted). */
        ImageNotJpegOrPng: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "imageFile: must be a JPEG or PNG image",
                 *       "code": "UNSUPPORTED_MEDIA_TYPE",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "imageFile",
                 *           "message": "must be a JPEG or PNG image"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The time range is not one of 7d, 30d, 90d, 1y. */
        TimeRangeInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "timeRange: must be equal to one of the allowed values",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "timeRange",
                 *           "message": "must be equal to one of the allowed values"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Debug endpoints do not exist in production. */
        DebugDisabled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "No route for GET /api/business-insights/debug-orders",
                 *       "code": "NOT_FOUND",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The payment gateway did not open a checkout session; the order stays `placed`. */
        PaymentGatewayFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "The payment gateway is not available",
                 *       "code": "PAYMENT_GATEWAY_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A paging parameter is not a plain decimal in its range; the message names it. */
        PagingInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "pageSize: must match pattern \"^(?:[1-9][0-9]?|100)$\"",
                 *       "code": "VALIDATION_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                 *       "details": [
                 *         {
                 *           "path": "pageSize",
                 *           "message": "must match pattern \"^(?:[1-9][0-9]?|100)$\""
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller made too many of these calls; try again after Retry-After seconds (limits are per user). */
        TooManyRequests: {
            headers: {
                /** @description Whole seconds until the call may be made again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Too many checkout requests: try again in 42 seconds",
                 *       "code": "TOO_MANY_REQUESTS",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected server failure (500), or a call not available yet (501). */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Internal server error",
                 *       "code": "INTERNAL_ERROR",
                 *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The restaurant's id; an unknown or malformed one is not found (404).
         * @example 6755c8f2a1b2c3d4e5f60718
         */
        RestaurantId: string;
        /**
         * @description `[first, last]` as JSON, zero-based and inclusive, each a plain decimal; `last` not below
         *     `first` and at most 100 rows; default `[0,24]`.
         * @example [0,24]
         */
        OperatorRange: string;
        /**
         * @description A voucher code of the signed-in user's restaurant; any other is not found (404).
         * @example 6755d9a0e5f6a7b8c9d0e1f4
         */
        VoucherId: string;
        /**
         * @description A member of the signed-in owner's team; any other is not found (404).
         * @example 6755d9a0e5f6a7b8c9d0e1f4
         */
        MemberId: string;
        /**
         * @description The `id` of the last event the client received; what came after it is sent first.
         * @example 4711
         */
        LastEventIdHeader: string;
        /**
         * @description The same as the `Last-Event-ID` header, for clients that cannot set headers; the header wins when both are sent.
         * @example 4711
         */
        LastEventIdQuery: string;
        /**
         * @description The order's id.
         * @example 6755d0c4e5f6a7b8c9d0e1f2
         */
        OrderId: string;
        /**
         * @description How far back to look.
         * @example 30d
         */
        TimeRange: "7d" | "30d" | "90d" | "1y";
    };
    requestBodies: {
        RestaurantForm: {
            content: {
                /**
                 * @example {
                 *       "restaurantName": "Bella Napoli",
                 *       "addressLine1": "80 Bridge Street",
                 *       "postcode": "m3 2rj",
                 *       "city": "Manchester",
                 *       "country": "United Kingdom",
                 *       "deliveryPrice": "250",
                 *       "estimatedDeliveryTime": "30",
                 *       "cuisines": [
                 *         "Italian",
                 *         "Pizza",
                 *         "Pasta"
                 *       ],
                 *       "menuSections": "[\"Pizza\",\"Pasta\"]",
                 *       "menuItems": [
                 *         {
                 *           "name": "Margherita Pizza",
                 *           "price": "950",
                 *           "description": "Tomato, mozzarella and basil on a wood-fired base.",
                 *           "category": "Pizza",
                 *           "allergens": "gluten,milk",
                 *           "dietary": "vegetarian",
                 *           "optionGroups": "[{\"name\":\"Size\",\"min\":1,\"max\":1,\"options\":[{\"name\":\"10 inch\",\"price\":0},{\"name\":\"12 inch\",\"price\":250}]},{\"name\":\"Extras\",\"min\":0,\"max\":2,\"options\":[{\"name\":\"Olives\",\"price\":100},{\"name\":\"Nduja\",\"price\":150,\"soldOut\":true}]}]"
                 *         },
                 *         {
                 *           "name": "Spaghetti Carbonara",
                 *           "price": "1150",
                 *           "category": "Pasta",
                 *           "allergens": "gluten,eggs,milk"
                 *         }
                 *       ]
                 *     }
                 */
                "multipart/form-data": components["schemas"]["RestaurantForm"];
            };
        };
        MenuForm: {
            content: {
                /**
                 * @example {
                 *       "menuSections": "[\"Pizza\",\"Pasta\"]",
                 *       "menuItems": [
                 *         {
                 *           "name": "Margherita Pizza",
                 *           "price": "1000",
                 *           "category": "Pizza",
                 *           "allergens": "gluten,milk",
                 *           "dietary": "vegetarian"
                 *         },
                 *         {
                 *           "name": "Penne all'Arrabbiata",
                 *           "price": "1050",
                 *           "category": "Pasta",
                 *           "allergens": "gluten",
                 *           "dietary": "vegan"
                 *         }
                 *       ]
                 *     }
                 */
                "multipart/form-data": components["schemas"]["MenuForm"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API process is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "uptime": 86400.52,
                     *       "timestamp": "2025-01-06T12:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    getHealthChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checks ran; read `status` for the verdict (it is `error` when one failed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "healthy",
                     *       "uptime": 86400.52,
                     *       "timestamp": "2025-01-06T12:30:00.000Z",
                     *       "checks": [
                     *         {
                     *           "name": "database",
                     *           "status": "healthy",
                     *           "latencyMs": 1.8,
                     *           "detail": "postgresql"
                     *         },
                     *         {
                     *           "name": "jobs",
                     *           "status": "healthy",
                     *           "latencyMs": 0.9,
                     *           "detail": "0 waiting, 0 delayed, 0 failed; worker seen 4 s ago"
                     *         },
                     *         {
                     *           "name": "storage",
                     *           "status": "healthy",
                     *           "latencyMs": 6.2,
                     *           "detail": "local disk"
                     *         },
                     *         {
                     *           "name": "identity",
                     *           "status": "healthy",
                     *           "latencyMs": 12.5,
                     *           "detail": "embedded provider, 1 signing key"
                     *         },
                     *         {
                     *           "name": "payments",
                     *           "status": "healthy",
                     *           "detail": "mode local; last event received 2025-01-06T12:10:03.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HealthChecks"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No user record exists yet for this subject. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "addressLine1": "12 Deansgate",
                 *       "city": "Manchester",
                 *       "country": "United Kingdom",
                 *       "postcode": "m3 2by",
                 *       "phone": "07911 123456",
                 *       "email": "ada.lovelace@example.co.uk"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description A field is blank, too long, missing or unknown. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Address Line 1 is required",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "addressLine1",
                     *           "message": "Address Line 1 is required"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The user record has not been created yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    createCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "auth0Id": "auth0|6755c8f2a1b2c3d4e5f60700"
                 *     }
                 */
                "application/json": components["schemas"]["CreateUserRequest"];
            };
        };
        responses: {
            /** @description The user already existed; returned unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The user record was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6755c8f2a1b2c3d4e5f60701",
                     *       "auth0Id": "auth0|6755c8f2a1b2c3d4e5f60700",
                     *       "email": "ada.lovelace@example.co.uk"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The body is missing `auth0Id` or has an unknown field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "auth0Id: must have required property 'auth0Id'",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "auth0Id",
                     *           "message": "must have required property 'auth0Id'"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The body's `auth0Id` is not the token's subject, or the identity provider holds no valid e-mail address for the user. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "auth0Id must be the signed-in user",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The identity provider's userinfo, asked for the e-mail address, did not answer. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The identity provider is not available",
                     *       "code": "IDENTITY_PROVIDER_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The owner's restaurant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restaurant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateMyRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["RestaurantForm"];
        responses: {
            /** @description The updated restaurant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restaurant"];
                };
            };
            400: components["responses"]["RestaurantFormInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            413: components["responses"]["ImageTooLarge"];
            415: components["responses"]["ImageNotJpegOrPng"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createMyRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["RestaurantForm"];
        responses: {
            /** @description The restaurant was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restaurant"];
                };
            };
            400: components["responses"]["RestaurantFormInvalid"];
            401: components["responses"]["Unauthorized"];
            /** @description The signed-in user has no user record yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user already has a restaurant. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User restaurant already exists",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["ImageTooLarge"];
            415: components["responses"]["ImageNotJpegOrPng"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantOrders: {
        parameters: {
            query?: {
                /** @description `[field, "ASC" | "DESC"]` as JSON; default `["createdAt","DESC"]`. */
                sort?: string;
                /**
                 * @description `[first, last]` as JSON, zero-based and inclusive, each a plain decimal (no sign,
                 *     exponent, fraction or leading zero); `last` not below `first` and at most 500
                 *     orders; default `[0,499]`.
                 * @example [0,24]
                 */
                range?: string;
                /**
                 * @description An object as JSON with any of `status` (one status or a non-empty list), `q` (at most
                 *     200 characters: text in the customer's name, address or city, or an order number as
                 *     the desk shows it, `CB20E9` or `#CB20E9`, or a whole order id), `createdFrom` and `createdTo` (an ISO date, or a date-time with its
                 *     offset; a date alone covers its whole UTC day).
                 */
                filter?: string;
            };
            header?: {
                /** @description The ETag of the list the client holds. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the restaurant's orders. */
            200: {
                headers: {
                    /** @description `order <first>-<last>/<total>`, or `order *\/0` when nothing matches. */
                    "Content-Range"?: string;
                    /** @description Changes whenever one of the restaurant's orders does. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description Nothing changed since the ETag sent in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description `sort`, `range` or `filter` is not JSON of the documented shape (an unknown sort field
             *     or filter, a status that does not exist, a number not written as a plain decimal);
             *     every such fault is listed, each naming its parameter (`filter.status` for a filter's
             *     field). A range whose last is below its first or that spans more than 500 orders, and
             *     a date that is not in the calendar (2025-02-30), are refused on their own, named the same way.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "sort: must be equal to one of the allowed values: createdAt,ASC, createdAt,DESC, total,ASC, total,DESC, status,ASC, status,DESC; filter.nope: must NOT have additional properties",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "sort",
                     *           "message": "must be equal to one of the allowed values: createdAt,ASC, createdAt,DESC, total,ASC, total,DESC, status,ASC, status,DESC"
                     *         },
                     *         {
                     *           "path": "filter.nope",
                     *           "message": "must NOT have additional properties"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    streamMyRestaurantOrderEvents: {
        parameters: {
            query?: {
                /**
                 * @description The same as the `Last-Event-ID` header, for clients that cannot set headers; the header wins when both are sent.
                 * @example 4711
                 */
                lastEventId?: components["parameters"]["LastEventIdQuery"];
            };
            header?: {
                /**
                 * @description The `id` of the last event the client received; what came after it is sent first.
                 * @example 4711
                 */
                "Last-Event-ID"?: components["parameters"]["LastEventIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderEventStream"];
            400: components["responses"]["LastEventIdInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            429: components["responses"]["TooManyStreams"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantOrderSummary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the summary the client holds. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard's counts. */
            200: {
                headers: {
                    /** @description Changes whenever one of the restaurant's orders does. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalOrders": 38,
                     *       "totalRevenue": 98650,
                     *       "averageOrder": 2596,
                     *       "activeOrders": 6,
                     *       "cancelledOrders": 2,
                     *       "unpaidOrders": 4,
                     *       "byStatus": {
                     *         "placed": 4,
                     *         "paid": 2,
                     *         "inProgress": 3,
                     *         "outForDelivery": 1,
                     *         "delivered": 32,
                     *         "cancelled": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderSummary"];
                };
            };
            /** @description Nothing changed since the ETag sent in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "outForDelivery"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOrderStatusRequest"];
            };
        };
        responses: {
            /** @description The updated order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description The status is unknown, `placed` or `cancelled`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "status: must be equal to one of the allowed values",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "status",
                     *           "message": "must be equal to one of the allowed values"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such order in the signed-in user's restaurant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not paid yet, or is already delivered or cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order has not been paid yet",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    acceptOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "estimatedMinutes": 25
                 *     }
                 */
                "application/json": components["schemas"]["AcceptOrderRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    declineOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "tooBusy",
                 *       "note": "Sorry, the kitchen is full tonight."
                 *     }
                 */
                "application/json": components["schemas"]["DeclineOrderRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    delayOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "minutes": 10
                 *     }
                 */
                "application/json": components["schemas"]["DelayOrderRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    assignOrderCourier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignCourierRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrderProofPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProofPhoto"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PhotoNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listMyRestaurantCouriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The couriers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "couriers": [
                     *         {
                     *           "_id": "6755e0a1b2c3d4e5f6a7b8c9",
                     *           "name": "Sam Rider"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RestaurantCouriers"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listCourierDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courier's deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "assigned": [
                     *         {
                     *           "_id": "6755d0c4e5f6a7b8c9d0e1f2",
                     *           "status": "inProgress",
                     *           "restaurantName": "Bella Napoli",
                     *           "customerName": "Ada Lovelace",
                     *           "addressLine1": "12 Deansgate",
                     *           "postcode": "M3 2BY",
                     *           "city": "Manchester",
                     *           "phone": "+447911123456",
                     *           "note": "Ring the bell twice.",
                     *           "itemCount": 3,
                     *           "collectBy": "2025-01-06T12:32:00.000Z",
                     *           "dueBy": "2025-01-06T12:47:00.000Z",
                     *           "assignedAt": "2025-01-06T12:15:00.000Z",
                     *           "pickedUpAt": null,
                     *           "mine": true
                     *         }
                     *       ],
                     *       "open": []
                     *     }
                     */
                    "application/json": components["schemas"]["CourierDeliveries"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    claimDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeliveryChanged"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeliveryNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    markDeliveryPickedUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DeliveryChanged"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeliveryNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    markDeliveryDelivered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "4821"
                 *     }
                 */
                "application/json": components["schemas"]["DeliveryCodeProof"];
                /**
                 * @example {
                 *       "photo": "door.jpg"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["DeliveryPhotoProof"];
            };
        };
        responses: {
            200: components["responses"]["DeliveryChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeliveryNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            /** @description Too many wrong codes for this delivery. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many wrong codes: take a photo instead",
                     *       "code": "TOO_MANY_REQUESTS",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    markDeliveryFailed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Nobody answered the door or the phone"
                 *     }
                 */
                "application/json": components["schemas"]["DeliveryFailedRequest"];
            };
        };
        responses: {
            200: components["responses"]["DeliveryChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DeliveryNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            201: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    approveOrderProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 950
                 *     }
                 */
                "application/json": components["schemas"]["ApproveOrderProblemRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    declineOrderProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The courier's photo shows both pizzas at the door"
                 *     }
                 */
                "application/json": components["schemas"]["DeclineOrderProblemRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrderProblemPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProofPhoto"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PhotoNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hours, the pause under way and the state customers see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateMyRestaurantAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timeZone": "Europe/London",
                 *       "weeklyHours": {
                 *         "mon": [
                 *           {
                 *             "opens": "11:30",
                 *             "closes": "14:30"
                 *           },
                 *           {
                 *             "opens": "17:00",
                 *             "closes": "22:00"
                 *           }
                 *         ],
                 *         "fri": [
                 *           {
                 *             "opens": "17:00",
                 *             "closes": "01:00"
                 *           }
                 *         ],
                 *         "sun": []
                 *       },
                 *       "closures": [
                 *         {
                 *           "from": "2026-12-25",
                 *           "to": "2026-12-26",
                 *           "reason": "Christmas"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Availability"];
            };
        };
        responses: {
            /** @description The saved hours and the state customers see now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceStatus"];
                };
            };
            /** @description A field is missing or not valid (an unknown time zone, a time not "HH:MM", a closure ending before it starts); the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "closures[0].to: must not be before from",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "closures[0].to",
                     *           "message": "must not be before from"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    pauseMyRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "minutes": 30
                 *     }
                 */
                "application/json": components["schemas"]["PauseRequest"];
            };
        };
        responses: {
            /** @description The pause and the state customers see now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceStatus"];
                };
            };
            /** @description Neither `minutes` (15, 30 or 60) nor `untilNextOpening` true. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "minutes: must be equal to one of the allowed values",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "minutes",
                     *           "message": "must be equal to one of the allowed values"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    resumeMyRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state customers see now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    replaceMyRestaurantMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MenuForm"];
        responses: {
            /** @description The restaurant with its new menu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restaurant"];
                };
            };
            400: components["responses"]["RestaurantFormInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    setMenuItemSoldOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A dish of the signed-in owner's restaurant; any other is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60719
                 */
                menuItemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "soldOut": true,
                 *       "untilNextOpening": true
                 *     }
                 */
                "application/json": components["schemas"]["SoldOutRequest"];
            };
        };
        responses: {
            /** @description The dish's mark. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "soldOut": true,
                     *       "soldOutUntil": "2026-11-28T11:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SoldOutMark"];
                };
            };
            /** @description `soldOut` is missing or not a boolean; the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "soldOut: must have required property 'soldOut'",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "soldOut",
                     *           "message": "must have required property 'soldOut'"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such dish in the signed-in owner's restaurant (or no restaurant). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Menu item not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    listMyRestaurantWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints, oldest first (at most 3). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "6755d9a0e5f6a7b8c9d0e1f3",
                     *         "url": "https://pos.example.com/hooks/orders",
                     *         "createdAt": "2025-01-06T11:00:00.000Z",
                     *         "deliveries": [
                     *           {
                     *             "eventId": 4712,
                     *             "type": "accepted",
                     *             "attempt": 2,
                     *             "statusCode": 200,
                     *             "error": null,
                     *             "delivered": true,
                     *             "state": "delivered",
                     *             "at": "2025-01-06T12:12:11.000Z"
                     *           },
                     *           {
                     *             "eventId": 4712,
                     *             "type": "accepted",
                     *             "attempt": 1,
                     *             "statusCode": 503,
                     *             "error": null,
                     *             "delivered": false,
                     *             "state": "delivered",
                     *             "at": "2025-01-06T12:12:00.500Z"
                     *           },
                     *           {
                     *             "eventId": 4709,
                     *             "type": "paid",
                     *             "attempt": 1,
                     *             "statusCode": null,
                     *             "error": "timed out after 10000 ms",
                     *             "delivered": false,
                     *             "state": "pending",
                     *             "at": "2025-01-06T12:10:02.000Z"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createMyRestaurantWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://pos.example.com/hooks/orders"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookRegistration"];
            };
        };
        responses: {
            /** @description The endpoint, with the secret to verify its signatures (not shown again). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755d9a0e5f6a7b8c9d0e1f3",
                     *       "url": "https://pos.example.com/hooks/orders",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/bBq6ubXr3c=",
                     *       "createdAt": "2025-01-06T11:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            /** @description `url` is missing, too long, not https, carries credentials, or points at a refused address; the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "url: must not point at a loopback address (127.0.0.1)",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "url",
                     *           "message": "must not point at a loopback address (127.0.0.1)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            /** @description The restaurant has 3 webhooks already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A restaurant can have at most 3 webhooks; remove one first",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteMyRestaurantWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An endpoint of the signed-in owner's restaurant; any other is not found (404).
                 * @example 6755d9a0e5f6a7b8c9d0e1f3
                 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such webhook in the signed-in owner's restaurant (or no restaurant). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Webhook not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    listMyRestaurantVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The codes, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "6755d9a0e5f6a7b8c9d0e1f4",
                     *         "code": "SAVE10",
                     *         "kind": "percent",
                     *         "value": 10,
                     *         "minimumBasket": 1500,
                     *         "startsAt": null,
                     *         "endsAt": "2025-02-01T00:00:00.000Z",
                     *         "totalUses": 100,
                     *         "usesPerCustomer": 1,
                     *         "newCustomersOnly": false,
                     *         "state": "active",
                     *         "uses": 12,
                     *         "held": 1,
                     *         "sales": 28740,
                     *         "discounts": 3190,
                     *         "createdAt": "2025-01-06T11:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Voucher"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createMyRestaurantVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "SAVE10",
                 *       "kind": "percent",
                 *       "value": 10,
                 *       "minimumBasket": 1500,
                 *       "startsAt": null,
                 *       "endsAt": "2025-02-01T00:00:00.000Z",
                 *       "totalUses": 100,
                 *       "usesPerCustomer": 1,
                 *       "newCustomersOnly": false
                 *     }
                 */
                "application/json": components["schemas"]["VoucherInput"];
            };
        };
        responses: {
            /** @description The new code. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755d9a0e5f6a7b8c9d0e1f4",
                     *       "code": "SAVE10",
                     *       "kind": "percent",
                     *       "value": 10,
                     *       "minimumBasket": 1500,
                     *       "startsAt": null,
                     *       "endsAt": "2025-02-01T00:00:00.000Z",
                     *       "totalUses": 100,
                     *       "usesPerCustomer": 1,
                     *       "newCustomersOnly": false,
                     *       "state": "active",
                     *       "uses": 0,
                     *       "held": 0,
                     *       "sales": 0,
                     *       "discounts": 0,
                     *       "createdAt": "2025-01-06T11:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Voucher"];
                };
            };
            400: components["responses"]["VoucherInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            409: components["responses"]["VoucherCodeTaken"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateMyRestaurantVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A voucher code of the signed-in user's restaurant; any other is not found (404).
                 * @example 6755d9a0e5f6a7b8c9d0e1f4
                 */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "SAVE10",
                 *       "kind": "percent",
                 *       "value": 15,
                 *       "minimumBasket": 1500,
                 *       "startsAt": null,
                 *       "endsAt": "2025-02-01T00:00:00.000Z",
                 *       "totalUses": 100,
                 *       "usesPerCustomer": 1,
                 *       "newCustomersOnly": false
                 *     }
                 */
                "application/json": components["schemas"]["VoucherInput"];
            };
        };
        responses: {
            /** @description The code as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755d9a0e5f6a7b8c9d0e1f4",
                     *       "code": "SAVE10",
                     *       "kind": "percent",
                     *       "value": 15,
                     *       "minimumBasket": 1500,
                     *       "startsAt": null,
                     *       "endsAt": "2025-02-01T00:00:00.000Z",
                     *       "totalUses": 100,
                     *       "usesPerCustomer": 1,
                     *       "newCustomersOnly": false,
                     *       "state": "active",
                     *       "uses": 12,
                     *       "held": 1,
                     *       "sales": 28740,
                     *       "discounts": 3190,
                     *       "createdAt": "2025-01-06T11:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Voucher"];
                };
            };
            400: components["responses"]["VoucherInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["VoucherNotFound"];
            409: components["responses"]["VoucherCodeTaken"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteMyRestaurantVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A voucher code of the signed-in user's restaurant; any other is not found (404).
                 * @example 6755d9a0e5f6a7b8c9d0e1f4
                 */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended or deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["VoucherNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "weekStart": "2025-01-06",
                     *         "weekEnd": "2025-01-13T00:00:00.000Z",
                     *         "status": "paid",
                     *         "sales": 12450,
                     *         "commission": 1868,
                     *         "deliveryFees": 750,
                     *         "refundsByRestaurant": 450,
                     *         "refundsByPlatform": 0,
                     *         "earned": 10882,
                     *         "adjustments": 0,
                     *         "netPaid": 10882,
                     *         "paidAt": "2025-01-13T00:00:00.000Z",
                     *         "reference": "ledger:payout:6755d9a0e5f6a7b8c9d0e1f2:2025-01-06",
                     *         "orders": 4
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PayoutWeek"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantPayoutWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The statement week's Monday (Europe/London), `YYYY-MM-DD`; any other day is 400, a week not begun yet 404.
                 * @example 2025-01-06
                 */
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The week and its orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "week": {
                     *         "weekStart": "2025-01-06",
                     *         "weekEnd": "2025-01-13T00:00:00.000Z",
                     *         "status": "paid",
                     *         "sales": 12450,
                     *         "commission": 1868,
                     *         "deliveryFees": 750,
                     *         "refundsByRestaurant": 450,
                     *         "refundsByPlatform": 0,
                     *         "earned": 10882,
                     *         "adjustments": 0,
                     *         "netPaid": 10882,
                     *         "paidAt": "2025-01-13T00:00:00.000Z",
                     *         "reference": "ledger:payout:6755d9a0e5f6a7b8c9d0e1f2:2025-01-06",
                     *         "orders": 4
                     *       },
                     *       "orders": [
                     *         {
                     *           "orderId": "6755d3a0b1c2d3e4f5a6b7c8",
                     *           "sales": 3050,
                     *           "commission": 458,
                     *           "deliveryFees": 250,
                     *           "refundsByRestaurant": 450,
                     *           "refundsByPlatform": 0,
                     *           "earned": 2392
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutWeekDetail"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    downloadMyRestaurantPayoutStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The statement week's Monday (Europe/London), `YYYY-MM-DD`; any other day is 400, a week not begun yet 404.
                 * @example 2025-01-06
                 */
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The week's orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example week_start,order_id,sales,commission,delivery_fees,refunds_by_restaurant,refunds_by_platform,earned
                     *     2025-01-06,"6755d3a0b1c2d3e4f5a6b7c8",30.50,4.58,2.50,4.50,0.00,23.92
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restaurant the user acts for, and as what. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "restaurantId": "6755d9a0e5f6a7b8c9d0e1f2",
                     *       "role": "kitchen"
                     *     }
                     */
                    "application/json": components["schemas"]["RestaurantRole"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "members": [
                     *         {
                     *           "id": "6755d9a0e5f6a7b8c9d0e1f4",
                     *           "email": "sam@example.com",
                     *           "name": "Sam Cook",
                     *           "role": "kitchen",
                     *           "joinedAt": "2025-01-06T11:00:00.000Z"
                     *         }
                     *       ],
                     *       "invitations": [
                     *         {
                     *           "id": "6755d9a0e5f6a7b8c9d0e1f5",
                     *           "email": "alex@example.com",
                     *           "role": "manager",
                     *           "invitedAt": "2025-01-06T12:00:00.000Z",
                     *           "expiresAt": "2025-01-13T12:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Team"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    inviteToMyRestaurantTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "alex@example.com",
                 *       "role": "manager"
                 *     }
                 */
                "application/json": components["schemas"]["TeamInvitationRequest"];
            };
        };
        responses: {
            /** @description The invitation, sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755d9a0e5f6a7b8c9d0e1f5",
                     *       "email": "alex@example.com",
                     *       "role": "manager",
                     *       "invitedAt": "2025-01-06T12:00:00.000Z",
                     *       "expiresAt": "2025-01-13T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TeamInvitation"];
                };
            };
            /** @description `email` or `role` is missing or invalid; the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "role: must be equal to one of the allowed values: manager, kitchen, courier",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "role",
                     *           "message": "must be equal to one of the allowed values: manager, kitchen, courier"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            /** @description The address is the owner's, on the team already, or invited already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "alex@example.com has an open invitation; revoke it first",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail could not be sent; no invitation was kept. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The invitation e-mail could not be sent; try again",
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    revokeMyRestaurantInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description An open invitation of the signed-in owner's restaurant; any other is not found (404).
                 * @example 6755d9a0e5f6a7b8c9d0e1f5
                 */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such open invitation in the signed-in owner's restaurant (or no restaurant). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invitation not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    removeMyRestaurantMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A member of the signed-in owner's team; any other is not found (404).
                 * @example 6755d9a0e5f6a7b8c9d0e1f4
                 */
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["MemberNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    changeMyRestaurantMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A member of the signed-in owner's team; any other is not found (404).
                 * @example 6755d9a0e5f6a7b8c9d0e1f4
                 */
                memberId: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "manager"
                 *     }
                 */
                "application/json": components["schemas"]["TeamRoleChange"];
            };
        };
        responses: {
            /** @description The member with their new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755d9a0e5f6a7b8c9d0e1f4",
                     *       "email": "sam@example.com",
                     *       "name": "Sam Cook",
                     *       "role": "manager",
                     *       "joinedAt": "2025-01-06T11:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description `role` is missing or invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "role: must have required property 'role'",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "role",
                     *           "message": "must have required property 'role'"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["MemberNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    acceptTeamInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The token from the invitation e-mail's link.
                 * @example q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Joined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "restaurantId": "6755d9a0e5f6a7b8c9d0e1f2",
                     *       "role": "kitchen"
                     *     }
                     */
                    "application/json": components["schemas"]["RestaurantRole"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The invitation is for another e-mail address. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This invitation is for another e-mail address",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such invitation, or it was revoked. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invitation not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user owns a restaurant or is on a team already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You are on a restaurant team already",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The invitation was used already or has expired. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This invitation has expired",
                     *       "code": "GONE",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantDeliveryAreas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The areas, in the owner's order (empty when the restaurant delivers anywhere). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryAreas"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    replaceMyRestaurantDeliveryAreas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "areas": [
                 *         {
                 *           "name": "Central",
                 *           "postcodes": [
                 *             "e1",
                 *             "ec1a",
                 *             "n1"
                 *           ],
                 *           "deliveryPrice": 150,
                 *           "minimumOrder": 1000,
                 *           "freeDeliveryOver": null
                 *         },
                 *         {
                 *           "name": "Wider London",
                 *           "postcodes": [
                 *             "e2",
                 *             "e8",
                 *             "n16 7"
                 *           ],
                 *           "deliveryPrice": 350,
                 *           "minimumOrder": 2000,
                 *           "freeDeliveryOver": 4000
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DeliveryAreasInput"];
            };
        };
        responses: {
            /** @description The saved areas, normalised, in the order sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryAreas"];
                };
            };
            /** @description A field is missing or not valid (a postcode that is not a district or sector, a prefix in two areas, two areas with one name, an unknown `_id`, an amount out of range); the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "areas[0].postcodes[2]: SW1A 1AA is not a postcode district or sector (such as E1 or SW1A 1)",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "areas[0].postcodes[2]",
                     *           "message": "SW1A 1AA is not a postcode district or sector (such as E1 or SW1A 1)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    reviewMyOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": 5,
                 *       "comment": "Still hot, and the tiramisu was perfect."
                 *     }
                 */
                "application/json": components["schemas"]["ReviewRequest"];
            };
        };
        responses: {
            /** @description The review as the restaurant's list shows it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["ReviewInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["ReviewRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRestaurantReviews: {
        parameters: {
            query?: {
                /**
                 * @description 1-based page number from 1 to 1000, written as a plain decimal (no sign, exponent or leading zero).
                 * @example 1
                 */
                page?: string;
                /**
                 * @description Reviews per page, from 1 to 50, written as a plain decimal.
                 * @example 10
                 */
                pageSize?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews, newest first, and how many there are. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            400: components["responses"]["PagingInvalid"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    replyToReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The review's id.
                 * @example 6755e0a1b2c3d4e5f6071829
                 */
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Thank you, Ada! See you soon."
                 *     }
                 */
                "application/json": components["schemas"]["ReplyRequest"];
            };
        };
        responses: {
            /** @description The review with its reply. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["ReviewInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ReviewNotFound"];
            409: components["responses"]["ReviewRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every city with at least one restaurant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cities": [
                     *         "Birmingham",
                     *         "Bristol",
                     *         "Edinburgh",
                     *         "Leeds",
                     *         "London",
                     *         "Manchester"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CitiesResponse"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    searchRestaurants: {
        parameters: {
            query?: {
                /**
                 * @description Restaurant name or cuisine, as literal text; empty matches everything.
                 * @example pizza
                 */
                searchQuery?: string;
                /**
                 * @description 1-based page number from 1 to 1000, written as a plain decimal (no sign, exponent or leading zero).
                 * @example 1
                 */
                page?: string;
                /**
                 * @description Comma-joined cuisines; a restaurant must offer all of them. Empty selects none.
                 * @example Italian,Pizza
                 */
                selectedCuisines?: string;
                /**
                 * @description Sort order; ties are broken by id.
                 * @example bestMatch
                 */
                sortOption?: "bestMatch" | "deliveryPrice" | "estimatedDeliveryTime";
                /**
                 * @description `true`: only restaurants taking orders now (open and not paused); `false` or absent: every restaurant, open ones first.
                 * @example true
                 */
                openNow?: "true" | "false";
                /**
                 * @description Comma-joined dietary labels: only restaurants with at least one dish carrying every
                 *     one of them, each card saying how many such dishes it has (`dietaryDishes`).
                 *     Empty selects none (docs/product/decisions.md "Menus").
                 * @example vegan,glutenFree
                 */
                dietary?: string;
                /**
                 * @description A UK postcode in any spacing or case: only restaurants delivering there, each card with its terms there. One that is not a UK postcode is refused (400).
                 * @example e1 6an
                 */
                postcode?: string;
            };
            header?: never;
            path: {
                /**
                 * @description A city name, or `all`.
                 * @example Manchester
                 */
                city: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching restaurants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "_id": "6755c8f2a1b2c3d4e5f60718",
                     *           "restaurantName": "Bella Napoli",
                     *           "city": "Manchester",
                     *           "deliveryPrice": 250,
                     *           "estimatedDeliveryTime": 30,
                     *           "cuisines": [
                     *             "Italian",
                     *             "Pizza",
                     *             "Pasta"
                     *           ],
                     *           "imageUrl": "/images/restaurants/3f9a1c7e5b2d8a64-v2-banner.webp",
                     *           "cardImageUrl": "/images/restaurants/3f9a1c7e5b2d8a64-v2-card.webp",
                     *           "cardImageSrcset": "/images/restaurants/3f9a1c7e5b2d8a64-v2-card.webp 480w, /images/restaurants/3f9a1c7e5b2d8a64-v2-card-960.webp 960w",
                     *           "openState": {
                     *             "state": "open"
                     *           },
                     *           "timeZone": "Europe/London"
                     *         },
                     *         {
                     *           "_id": "6755c9a0b1c2d3e4f5a60720",
                     *           "restaurantName": "Pizza Piccola",
                     *           "city": "Manchester",
                     *           "deliveryPrice": 199,
                     *           "estimatedDeliveryTime": 25,
                     *           "cuisines": [
                     *             "Italian",
                     *             "Pizza"
                     *           ],
                     *           "imageUrl": "/images/restaurants/9c41e2b07d5f13a8-banner.webp",
                     *           "cardImageUrl": "/images/restaurants/9c41e2b07d5f13a8-card.webp",
                     *           "openState": {
                     *             "state": "closed",
                     *             "opensAt": "2026-12-01T17:00:00.000Z"
                     *           },
                     *           "timeZone": "Europe/London"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "total": 12,
                     *         "page": 1,
                     *         "pages": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /**
             * @description A parameter is not valid: a page that is not a plain decimal from 1 to 1000, an
             *     unknown sort option, text too long or holding control characters, a postcode that is
             *     not a UK postcode, an unknown or repeated parameter. Every fault is listed, each
             *     naming its parameter.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "searchQuery: must not contain control characters; sortOption: must be equal to one of the allowed values",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "searchQuery",
                     *           "message": "must not contain control characters"
                     *         },
                     *         {
                     *           "path": "sortOption",
                     *           "message": "must be equal to one of the allowed values"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restaurant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restaurant"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    streamRestaurantChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream, open until the server shuts down or the client leaves. */
            200: {
                headers: {
                    /** @description `no-cache`: a stream is never stored. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 2000
                     *
                     *     data: {"restaurantId":"6755c8f2a1b2c3d4e5f60718"}
                     *
                     *     : heartbeat
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["ParameterInvalid"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantScheduling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "daysAhead": 2,
                     *       "slotCapacity": {
                     *         "delivery": 10,
                     *         "collection": 10
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Scheduling"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    replaceMyRestaurantScheduling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "daysAhead": 7,
                 *       "slotCapacity": {
                 *         "delivery": 5,
                 *         "collection": 8
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Scheduling"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "daysAhead": 7,
                     *       "slotCapacity": {
                     *         "delivery": 5,
                     *         "collection": 8
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Scheduling"];
                };
            };
            /** @description A field is missing or out of range; the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "daysAhead: must be <= 7",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "daysAhead",
                     *           "message": "must be <= 7"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRestaurantSlots: {
        parameters: {
            query?: {
                /**
                 * @description How the order reaches the customer; delivery when absent.
                 * @example delivery
                 */
                fulfilment?: components["schemas"]["Fulfilment"];
            };
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slots still open, earliest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timeZone": "Europe/London",
                     *       "slots": [
                     *         {
                     *           "startsAt": "2026-12-04T19:30:00.000Z",
                     *           "endsAt": "2026-12-04T19:45:00.000Z",
                     *           "placesLeft": 4
                     *         },
                     *         {
                     *           "startsAt": "2026-12-04T19:45:00.000Z",
                     *           "endsAt": "2026-12-04T20:00:00.000Z",
                     *           "placesLeft": 10
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Slots"];
                };
            };
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRestaurantDeliveryTerms: {
        parameters: {
            query: {
                /**
                 * @description A UK postcode in any spacing or case.
                 * @example e1 6an
                 */
                postcode: string;
            };
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms at that postcode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryTermsAt"];
                };
            };
            /** @description The postcode is missing or not a UK postcode; the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "postcode: Enter a valid UK postcode",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "postcode",
                     *           "message": "Enter a valid UK postcode"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyOrders: {
        parameters: {
            query?: {
                /**
                 * @description Page of `pageSize` orders, newest first, from 1 to 1000, written as a plain decimal (no sign, exponent or leading zero).
                 * @example 1
                 */
                page?: string;
                /**
                 * @description Orders per page, from 1 to 100, written as a plain decimal.
                 * @example 20
                 */
                pageSize?: string;
            };
            header?: {
                /** @description The ETag of the list the client holds. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's orders, newest first. */
            200: {
                headers: {
                    /** @description Changes whenever one of the caller's orders does. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description Nothing changed since the ETag sent in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["PagingInvalid"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    streamMyOrderEvents: {
        parameters: {
            query?: {
                /**
                 * @description The same as the `Last-Event-ID` header, for clients that cannot set headers; the header wins when both are sent.
                 * @example 4711
                 */
                lastEventId?: components["parameters"]["LastEventIdQuery"];
            };
            header?: {
                /**
                 * @description The `id` of the last event the client received; what came after it is sent first.
                 * @example 4711
                 */
                "Last-Event-ID"?: components["parameters"]["LastEventIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderEventStream"];
            400: components["responses"]["LastEventIdInvalid"];
            401: components["responses"]["Unauthorized"];
            /** @description The signed-in user has no user record yet (`POST /api/my/user` makes it after sign-in). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyStreams"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    resumeCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hosted checkout page to send the browser to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8i9J0"
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutSessionResponse"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            /** @description No such order among the caller's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is already paid, or it is an order for later whose slot hold has ended (`SLOT_HOLD_ENDED`: check out again; docs/product/decisions.md "Orders for later"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order has already been paid",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["PaymentGatewayFailed"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyOrderProofPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProofPhoto"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PhotoNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    reportOrderProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "missingItems",
                 *       "items": [
                 *         {
                 *           "menuItemId": "6755c8f2a1b2c3d4e5f60719",
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "note": "The second pizza was not in the bag"
                 *     }
                 */
                "application/json": components["schemas"]["OrderProblemReport"];
            };
        };
        responses: {
            201: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyOrderProblemPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProofPhoto"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PhotoNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    addOrderProblemPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photo": "bag.jpg"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["OrderProblemPhoto"];
            };
        };
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["OrderActionInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    cancelMyOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id.
                 * @example 6755d0c4e5f6a7b8c9d0e1f2
                 */
                orderId: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderChanged"];
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["OrderNotFound"];
            409: components["responses"]["OrderTransitionRefused"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMyRestaurantFulfilment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery": true,
                     *       "collection": true,
                     *       "collectionMinutes": 15
                     *     }
                     */
                    "application/json": components["schemas"]["FulfilmentSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    saveMyRestaurantFulfilment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "delivery": true,
                 *       "collection": true,
                 *       "collectionMinutes": 20
                 *     }
                 */
                "application/json": components["schemas"]["FulfilmentSettings"];
            };
        };
        responses: {
            /** @description The saved setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery": true,
                     *       "collection": true,
                     *       "collectionMinutes": 20
                     *     }
                     */
                    "application/json": components["schemas"]["FulfilmentSettings"];
                };
            };
            /** @description A field is missing or out of range, or both delivery and collection are off; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "collection: Offer delivery or collection",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "collection",
                     *           "message": "Offer delivery or collection"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cartItems": [
                 *         {
                 *           "menuItemId": "6755c8f2a1b2c3d4e5f60719",
                 *           "name": "Margherita Pizza",
                 *           "quantity": "2",
                 *           "options": [
                 *             "6755c8f2a1b2c3d4e5f60803",
                 *             "6755c8f2a1b2c3d4e5f60805"
                 *           ]
                 *         },
                 *         {
                 *           "menuItemId": "6755c8f2a1b2c3d4e5f6071a",
                 *           "name": "Spaghetti Carbonara",
                 *           "quantity": "1"
                 *         }
                 *       ],
                 *       "restaurantId": "6755c8f2a1b2c3d4e5f60718",
                 *       "deliveryDetails": {
                 *         "name": "Ada Lovelace",
                 *         "addressLine1": "12 Deansgate",
                 *         "city": "Manchester",
                 *         "country": "United Kingdom",
                 *         "email": "ada.lovelace@example.co.uk",
                 *         "postcode": "M3 2BY",
                 *         "phone": "07911 123456"
                 *       },
                 *       "note": "No onions, please."
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutSessionRequest"];
            };
        };
        responses: {
            /** @description The hosted checkout page to send the browser to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8i9J0"
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutSessionResponse"];
                };
            };
            /** @description The cart, the restaurant or the delivery details are not valid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "cartItems[0].menuItemId: menu item not found on this restaurant",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "cartItems[0].menuItemId",
                     *           "message": "menu item not found on this restaurant"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The signed-in user has no user record yet (it is created after sign-in). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description The restaurant is not taking orders now (`RESTAURANT_CLOSED`, with `opensAt`: when it
             *     does again, or null), or a dish or a chosen option in the cart is sold out
             *     (`ITEM_UNAVAILABLE`, naming the cart line, and the group for an option), or the
             *     restaurant delivers by area and the delivery postcode is in none of its areas
             *     (`OUTSIDE_DELIVERY_AREA`, with `postcode`) or the items come to less than the area's
             *     minimum (`BELOW_MINIMUM_ORDER`, with `postcode`, `minimumOrder` and `shortBy`;
             *     docs/product/decisions.md "Delivery areas"), or the restaurant does not offer the
             *     `fulfilment` asked for (`FULFILMENT_UNAVAILABLE`; docs/product/decisions.md
             *     "Collection"). For an order for later, a `slot` that is not one the restaurant offers
             *     (`SLOT_UNAVAILABLE`, naming `slot`) or one already full (`SLOT_FULL`, with `slot`); a
             *     restaurant closed now still takes a slot within its hours (docs/product/decisions.md
             *     "Orders for later"). A restaurant an operator has suspended: `RESTAURANT_SUSPENDED`
             *     (docs/product/decisions.md "Suspended and unlisted restaurants"). A `voucherCode` that does not apply (`VOUCHER_REFUSED`, naming
             *     `voucherCode`, with the reason in the customer's words: unknown, not started, expired,
             *     used up, already used by this customer, new customers only, or the basket short of its
             *     minimum; docs/product/decisions.md "Vouchers"), also when its last use was taken
             *     meanwhile. Nothing is stored.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["PaymentGatewayFailed"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    quoteCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "restaurantId": "6755c8f2a1b2c3d4e5f60718",
                 *       "cartItems": [
                 *         {
                 *           "menuItemId": "6755c8f2a1b2c3d4e5f60719",
                 *           "quantity": "2"
                 *         }
                 *       ],
                 *       "postcode": "m1 1ad",
                 *       "voucherCode": "save10"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutQuoteRequest"];
            };
        };
        responses: {
            /** @description The basket priced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fulfilment": "delivery",
                     *       "lines": [
                     *         {
                     *           "menuItemId": "6755c8f2a1b2c3d4e5f60719",
                     *           "name": "Margherita Pizza",
                     *           "options": [],
                     *           "price": 950,
                     *           "quantity": 2,
                     *           "amount": 1900
                     *         }
                     *       ],
                     *       "subtotal": 1900,
                     *       "deliveryFee": 199,
                     *       "discount": 190,
                     *       "total": 1909,
                     *       "voucher": {
                     *         "code": "SAVE10",
                     *         "refusal": null
                     *       },
                     *       "delivery": {
                     *         "status": "area",
                     *         "postcode": "M1 1AD",
                     *         "area": "City centre",
                     *         "minimumOrder": 1000,
                     *         "shortBy": 0,
                     *         "freeDeliveryOver": 3000
                     *       },
                     *       "orderable": true
                     *     }
                     */
                    "application/json": components["schemas"]["CheckoutQuote"];
                };
            };
            /** @description The basket, the restaurant or the postcode is not valid; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "postcode: Enter a valid UK postcode",
                     *       "code": "VALIDATION_ERROR",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b",
                     *       "details": [
                     *         {
                     *           "path": "postcode",
                     *           "message": "Enter a valid UK postcode"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The restaurant does not offer the `fulfilment` asked for (`FULFILMENT_UNAVAILABLE`; docs/product/decisions.md "Collection"), or the `slot` is not one it offers (`SLOT_UNAVAILABLE`) or is full (`SLOT_FULL`), as checkout would answer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    handlePaymentWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The provider's signature of the raw body; a missing one is refused as INVALID_SIGNATURE.
                 * @example t=1736166600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "Stripe-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_1QdXyZ2eZvKYlo2C8h3kL9mN",
                 *       "type": "checkout.session.completed",
                 *       "data": {
                 *         "object": {
                 *           "id": "cs_test_a1B2c3D4e5F6g7H8i9J0",
                 *           "payment_status": "paid",
                 *           "amount_total": 3300,
                 *           "currency": "gbp",
                 *           "metadata": {
                 *             "orderId": "6755d0c4e5f6a7b8c9d0e1f2"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The event was accepted (or had already been processed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description The signature is missing or does not match the body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Webhook signature verification failed",
                     *       "code": "INVALID_SIGNATURE",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBusinessInsights: {
        parameters: {
            query?: {
                /**
                 * @description How far back to look.
                 * @example 30d
                 */
                timeRange?: components["parameters"]["TimeRange"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The analytics of the chosen time range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInsights"];
                };
            };
            400: components["responses"]["TimeRangeInvalid"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDemoBusinessInsights: {
        parameters: {
            query?: {
                /**
                 * @description How far back to look.
                 * @example 30d
                 */
                timeRange?: components["parameters"]["TimeRange"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Demonstration analytics of the chosen time range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessInsights"];
                };
            };
            400: components["responses"]["TimeRangeInvalid"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDebugOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many orders exist, and their ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 2,
                     *       "ids": [
                     *         "6755d0c4e5f6a7b8c9d0e1f2",
                     *         "6755d1e2f3a4b5c6d7e8f901"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DebugIds"];
                };
            };
            404: components["responses"]["DebugDisabled"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDebugRestaurants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many restaurants exist, and their ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "count": 2,
                     *       "ids": [
                     *         "6755c8f2a1b2c3d4e5f60718",
                     *         "6755c9a0b1c2d3e4f5a60720"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DebugIds"];
                };
            };
            404: components["responses"]["DebugDisabled"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDatabaseStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "connected",
                     *       "database": "postgresql",
                     *       "latencyMs": 2.4
                     *     }
                     */
                    "application/json": components["schemas"]["DbTest"];
                };
            };
            /** @description The database did not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "database": "postgresql",
                     *       "latencyMs": 5000
                     *     }
                     */
                    "application/json": components["schemas"]["DbTest"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOperatorSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller is an operator. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "operator@tuckin.demo"
                     *     }
                     */
                    "application/json": components["schemas"]["OperatorSession"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listOperatorAudit: {
        parameters: {
            query?: {
                /** @description `["at", "ASC" | "DESC"]` as JSON; default `["at","DESC"]`; ties by entry id in the same direction. */
                sort?: string;
                /**
                 * @description `[first, last]` as JSON, zero-based and inclusive, each a plain decimal; `last` not below
                 *     `first` and at most 100 rows; default `[0,24]`.
                 * @example [0,24]
                 */
                range?: components["parameters"]["OperatorRange"];
                /** @description An object as JSON with any of `action` (one or a list), `targetKind`, `targetId`, `operator` (text in the operator's e-mail), `from` and `to` (ISO dates, inclusive, or date-times). */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the audit log. */
            200: {
                headers: {
                    /** @description `audit <first>-<last>/<total>`, or `audit *\/0` when nothing matches. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "12",
                     *         "at": "2025-01-06T12:30:00.000Z",
                     *         "operatorEmail": "operator@tuckin.demo",
                     *         "action": "suspendRestaurant",
                     *         "targetKind": "restaurant",
                     *         "targetId": "6755c8f2a1b2c3d4e5f60718",
                     *         "targetName": "Bella Napoli",
                     *         "before": {
                     *           "suspended": null,
                     *           "unlisted": null
                     *         },
                     *         "after": {
                     *           "suspended": {
                     *             "reason": "Hygiene inspection failed",
                     *             "at": "2025-01-06T12:30:00.000Z"
                     *           },
                     *           "unlisted": null
                     *         },
                     *         "reason": "Hygiene inspection failed"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    exportOperatorAudit: {
        parameters: {
            query?: {
                /** @description As for the list. */
                sort?: string;
                /** @description As for the list. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id,at,operator_email,action,target_kind,target_id,target_name,reason,before,after
                     *     12,2025-01-06T12:30:00.000Z,operator@tuckin.demo,suspendRestaurant,restaurant,6755c8f2a1b2c3d4e5f60718,Bella Napoli,Hygiene inspection failed,"{""suspended"":null}","{""suspended"":{""reason"":""Hygiene inspection failed""}}"
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listOperatorRestaurants: {
        parameters: {
            query?: {
                /** @description `[field, "ASC" | "DESC"]` as JSON; default `["restaurantName","ASC"]`. */
                sort?: string;
                /**
                 * @description `[first, last]` as JSON, zero-based and inclusive, each a plain decimal; `last` not below
                 *     `first` and at most 100 rows; default `[0,24]`.
                 * @example [0,24]
                 */
                range?: components["parameters"]["OperatorRange"];
                /** @description An object as JSON with any of `q`, `suspended`, `listed`. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of restaurants. */
            200: {
                headers: {
                    /** @description `restaurants <first>-<last>/<total>`, or `restaurants *\/0` when nothing matches. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "6755c8f2a1b2c3d4e5f60718",
                     *         "restaurantName": "Bella Napoli",
                     *         "city": "Manchester",
                     *         "country": "United Kingdom",
                     *         "createdAt": "2025-01-02T09:00:00.000Z",
                     *         "standing": {
                     *           "suspended": null,
                     *           "unlisted": null
                     *         },
                     *         "listed": true,
                     *         "openState": {
                     *           "state": "open"
                     *         },
                     *         "rating": {
                     *           "average": 4.5,
                     *           "count": 12
                     *         },
                     *         "ordersThisWeek": 31,
                     *         "salesThisWeek": 74250
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["OverseenRestaurant"][];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOperatorRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: components["parameters"]["RestaurantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restaurant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755c8f2a1b2c3d4e5f60718",
                     *       "restaurantName": "Bella Napoli",
                     *       "city": "Manchester",
                     *       "country": "United Kingdom",
                     *       "createdAt": "2025-01-02T09:00:00.000Z",
                     *       "standing": {
                     *         "suspended": null,
                     *         "unlisted": null
                     *       },
                     *       "listed": true,
                     *       "openState": {
                     *         "state": "open"
                     *       },
                     *       "rating": {
                     *         "average": 4.5,
                     *         "count": 12
                     *       },
                     *       "ordersThisWeek": 31,
                     *       "salesThisWeek": 74250
                     *     }
                     */
                    "application/json": components["schemas"]["OverseenRestaurant"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            404: components["responses"]["RestaurantNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    suspendRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: components["parameters"]["RestaurantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Hygiene inspection failed"
                 *     }
                 */
                "application/json": components["schemas"]["StandingReason"];
            };
        };
        responses: {
            /** @description The restaurant after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755c8f2a1b2c3d4e5f60718",
                     *       "restaurantName": "Bella Napoli",
                     *       "city": "Manchester",
                     *       "country": "United Kingdom",
                     *       "createdAt": "2025-01-02T09:00:00.000Z",
                     *       "standing": {
                     *         "suspended": {
                     *           "reason": "Hygiene inspection failed",
                     *           "at": "2025-01-06T12:30:00.000Z"
                     *         },
                     *         "unlisted": null
                     *       },
                     *       "listed": false,
                     *       "openState": {
                     *         "state": "open"
                     *       },
                     *       "rating": {
                     *         "average": 4.5,
                     *         "count": 12
                     *       },
                     *       "ordersThisWeek": 31,
                     *       "salesThisWeek": 74250
                     *     }
                     */
                    "application/json": components["schemas"]["OverseenRestaurant"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            404: components["responses"]["RestaurantNotFound"];
            /** @description The change would change nothing (suspended already, unlisted already, or nothing to reinstate); nothing is written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The restaurant is suspended already",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    unlistRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: components["parameters"]["RestaurantId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Hygiene inspection failed"
                 *     }
                 */
                "application/json": components["schemas"]["StandingReason"];
            };
        };
        responses: {
            /** @description The restaurant after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755c8f2a1b2c3d4e5f60718",
                     *       "restaurantName": "Bella Napoli",
                     *       "city": "Manchester",
                     *       "country": "United Kingdom",
                     *       "createdAt": "2025-01-02T09:00:00.000Z",
                     *       "standing": {
                     *         "suspended": null,
                     *         "unlisted": null
                     *       },
                     *       "listed": true,
                     *       "openState": {
                     *         "state": "open"
                     *       },
                     *       "rating": {
                     *         "average": 4.5,
                     *         "count": 12
                     *       },
                     *       "ordersThisWeek": 31,
                     *       "salesThisWeek": 74250
                     *     }
                     */
                    "application/json": components["schemas"]["OverseenRestaurant"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            404: components["responses"]["RestaurantNotFound"];
            /** @description The change would change nothing (suspended already, unlisted already, or nothing to reinstate); nothing is written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The restaurant is suspended already",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    reinstateRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The restaurant's id; an unknown or malformed one is not found (404).
                 * @example 6755c8f2a1b2c3d4e5f60718
                 */
                restaurantId: components["parameters"]["RestaurantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restaurant after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6755c8f2a1b2c3d4e5f60718",
                     *       "restaurantName": "Bella Napoli",
                     *       "city": "Manchester",
                     *       "country": "United Kingdom",
                     *       "createdAt": "2025-01-02T09:00:00.000Z",
                     *       "standing": {
                     *         "suspended": null,
                     *         "unlisted": null
                     *       },
                     *       "listed": true,
                     *       "openState": {
                     *         "state": "open"
                     *       },
                     *       "rating": {
                     *         "average": 4.5,
                     *         "count": 12
                     *       },
                     *       "ordersThisWeek": 31,
                     *       "salesThisWeek": 74250
                     *     }
                     */
                    "application/json": components["schemas"]["OverseenRestaurant"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            404: components["responses"]["RestaurantNotFound"];
            /** @description The change would change nothing (suspended already, unlisted already, or nothing to reinstate); nothing is written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The restaurant is suspended already",
                     *       "code": "CONFLICT",
                     *       "requestId": "3f6c1a2e-8b4d-4c9e-a1f2-5d6e7f809a1b"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
    listOperatorOrders: {
        parameters: {
            query?: {
                /** @description `[field, "ASC" | "DESC"]` as JSON; default `["createdAt","DESC"]`. */
                sort?: string;
                /**
                 * @description `[first, last]` as JSON, zero-based and inclusive, each a plain decimal; `last` not below
                 *     `first` and at most 100 rows; default `[0,24]`.
                 * @example [0,24]
                 */
                range?: components["parameters"]["OperatorRange"];
                /** @description An object as JSON with any of `q`, `email`, `restaurantId`, `status`, `createdFrom`, `createdTo`. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    /** @description `orders <first>-<last>/<total>`, or `orders *\/0` when nothing matches. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOperatorOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order's id; an unknown or malformed one is not found (404).
                 * @example 6755d1e2f3a4b5c6d7e8f901
                 */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order and its timeline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "order": {
                     *         "_id": "6755d0c4e5f6a7b8c9d0e1f2",
                     *         "status": "outForDelivery",
                     *         "fulfilment": "delivery",
                     *         "createdAt": "2025-01-06T12:10:00.000Z",
                     *         "totalAmount": 3050,
                     *         "deliveryPrice": 250,
                     *         "cartItems": [
                     *           {
                     *             "menuItemId": "6755c8f2a1b2c3d4e5f60719",
                     *             "name": "Margherita Pizza",
                     *             "price": 950,
                     *             "quantity": 2,
                     *             "options": [
                     *               {
                     *                 "_id": "6755c8f2a1b2c3d4e5f60802",
                     *                 "groupName": "Size",
                     *                 "name": "10 inch",
                     *                 "price": 0
                     *               }
                     *             ],
                     *             "allergens": [
                     *               "gluten",
                     *               "milk"
                     *             ]
                     *           },
                     *           {
                     *             "menuItemId": "6755c8f2a1b2c3d4e5f6071a",
                     *             "name": "Spaghetti Carbonara",
                     *             "price": 1150,
                     *             "quantity": 1,
                     *             "options": [],
                     *             "allergens": []
                     *           }
                     *         ],
                     *         "deliveryDetails": {
                     *           "name": "Ada Lovelace",
                     *           "addressLine1": "12 Deansgate",
                     *           "city": "Manchester",
                     *           "country": "United Kingdom",
                     *           "email": "ada.lovelace@example.co.uk",
                     *           "postcode": "M3 2BY",
                     *           "phone": "+447911123456"
                     *         },
                     *         "note": "No onions, please. Ring the bell twice.",
                     *         "restaurant": {
                     *           "_id": "6755c8f2a1b2c3d4e5f60718",
                     *           "restaurantName": "Bella Napoli",
                     *           "city": "Manchester",
                     *           "country": "United Kingdom",
                     *           "estimatedDeliveryTime": 30,
                     *           "collectionMinutes": 15,
                     *           "deliveryPrice": 250,
                     *           "imageUrl": "/images/restaurants/3f9a1c7e5b2d8a64-banner.webp"
                     *         },
                     *         "acceptBy": null,
                     *         "acceptedAt": "2025-01-06T12:12:00.000Z",
                     *         "expectedBy": "2025-01-06T12:47:00.000Z",
                     *         "cancellation": null,
                     *         "refunds": [
                     *           {
                     *             "id": "6755d3a0b1c2d3e4f5a6b7c8",
                     *             "amount": 450,
                     *             "reason": "Chips arrived cold",
                     *             "status": "succeeded",
                     *             "createdAt": "2025-01-06T13:05:00.000Z"
                     *           },
                     *           {
                     *             "id": "6755d3a0b1c2d3e4f5a6b7c9",
                     *             "amount": 1150,
                     *             "reason": "Out of carbonara",
                     *             "status": "pending",
                     *             "createdAt": "2025-01-06T13:10:00.000Z",
                     *             "items": [
                     *               {
                     *                 "menuItemId": "6755c8f2a1b2c3d4e5f6071a",
                     *                 "name": "Spaghetti Carbonara",
                     *                 "quantity": 1
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "events": [
                     *         {
                     *           "id": 101,
                     *           "type": "placed",
                     *           "at": "2025-01-06T12:30:00.000Z",
                     *           "status": "placed",
                     *           "changes": {
                     *             "from": null,
                     *             "to": "placed",
                     *             "by": "customer:6755c8f2a1b2c3d4e5f60700"
                     *           }
                     *         },
                     *         {
                     *           "id": 102,
                     *           "type": "paid",
                     *           "at": "2025-01-06T12:31:10.000Z",
                     *           "status": "paid",
                     *           "changes": {
                     *             "from": "placed",
                     *             "to": "paid",
                     *             "by": "payment:evt_1QfA2b"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OperatorOrder"];
                };
            };
            400: components["responses"]["ParameterInvalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotAnOperator"];
            404: components["responses"]["OrderNotFound"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
