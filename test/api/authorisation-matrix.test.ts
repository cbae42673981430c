// Every operation of openapi.yaml x every kind of caller, with the status each must get.
// The rows are keyed by operationId: an operation added to the contract without a row
// (or a row left behind by a removed one) fails the first test. Owner calls also run as each
// member of owner A's team and as someone removed from it (docs/product/team-and-roles.md):
// what the policy table does not admit answers exactly as to a stranger.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admits, RESTAURANT_POLICY, type RestaurantRole } from '../../src/modules/accounts/index.js';
import { aCustomer, DELIVERY, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { changedParts, snapshotData } from '../support/data-snapshot.js';
import { checkoutBody, editMenuForm, editRestaurantForm, json, newRestaurantForm, quoteBody, signedStrayEvent, smallPng, type EncodedBody } from '../support/matrix-requests.js';
import { fillPath, openapiOperations, type Operation } from '../support/openapi-operations.js';
import { refundsSettled } from '../support/payment-servers.js';
import { errorShapeProblem, formBytes, rawRequest, type RawResponse } from '../support/raw-http.js';
import { buildWorld, type Actor, type World } from '../support/security-world.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { aTeamMember, invitationToken } from '../support/team.js';
import { tokenVariants, type TokenVariants } from '../support/token-variants.js';

const CELLS = ['none', 'malformed', 'forged', 'wrongAudience', 'expired', 'anotherUser', 'owner'] as const;
type Cell = (typeof CELLS)[number];
type Expected = Record<Cell, number>;
/** Owner A's team, and a signed-in user with no restaurant and no team; after the owner's cell, in this order. */
const MEMBER_CELLS = ['stranger', 'manager', 'kitchen', 'courier', 'removed'] as const;
type MemberCell = (typeof MEMBER_CELLS)[number];
const ROLE_OF: Record<Exclude<MemberCell, 'stranger' | 'removed'>, RestaurantRole> = { manager: 'manager', kitchen: 'kitchen', courier: 'courier' };

/** A protected call: every token that is not a valid one of this API is 401. */
const signedIn = (anotherUser: number, owner: number): Expected => ({
  none: 401,
  malformed: 401,
  forged: 401,
  wrongAudience: 401,
  expired: 401,
  anotherUser,
  owner,
});
/** A public call: whatever the Authorization header holds, it is not read. */
const open = (status: number): Expected => Object.fromEntries(CELLS.map((cell) => [cell, status])) as Expected;

interface Row {
  /** Who owns what the call touches, and who is another user to it (who has their own). */
  owner: (w: World) => Actor;
  anotherUser: (w: World) => Actor;
  expected: Expected;
  params?: (w: World) => Record<string, string>;
  query?: string;
  body?: (w: World, server: TestServer) => Promise<EncodedBody> | EncodedBody;
  /** The owner's data that another user's answer must not contain. */
  hidden?: (w: World) => string[];
  /** A read of the owner's resource (with the owner's token) that another user's call must not change. */
  ownersView?: string;
  /** Owner calls (the policy table's): what a signed-in stranger gets today. */
  stranger?: number;
  /** An admitted member's status where the owner's call (made first) changed what they get. */
  admitted?: Partial<Record<MemberCell, number>>;
}

const customers = { owner: (w: World) => w.customerA, anotherUser: (w: World) => w.customerB };
const owners = { owner: (w: World) => w.ownerA, anotherUser: (w: World) => w.ownerB };
/** A courier's calls: owner A's courier acts, owner B's courier is the other user; the table admits couriers only. */
const couriers = { owner: () => couriersOf.a, anotherUser: () => couriersOf.b };
/** An operator call: the operator acts; every other signed-in user (owner, member, customer) is refused alike. */
const operators = { owner: (w: World) => w.operator, anotherUser: (w: World) => w.customerA };
const operatorOnly = (status: number): Expected => signedIn(403, status);
const isOperatorRow = (row: Row) => row.owner === operators.owner;
const isPolicyRow = (row: Row) => row.owner === owners.owner || row.owner === couriers.owner;
const ordersOfA = (w: World) => [w.orders.placedA, w.orders.paidA, w.customerA.email];
/** Owner A's webhook endpoint, registered once the world is built (its deliveries fail: nothing listens there). */
let webhookOfA = '';
const MATRIX_HOOK_URL = 'http://127.0.0.1:9/matrix-hook';
/** Owner A's voucher code, made once the world is built. */
let voucherOfA = '';
const MATRIX_VOUCHER = { code: 'MATRIX10', kind: 'percent', value: 10 } as const;
/** Owner A's delivery area, saved once the world is built. */
let areaOfA = '';
/** Owner A's team: a spare member for the role change and removal rows, an open invitation to revoke, one to accept. */
const team = { spareMember: '', openInvitation: '', joinToken: '', memberEmails: [] as string[] };
let joiner: Actor = { email: 'matrix-joiner@example.com', token: '', sub: '' };
/** The statement week (Europe/London) the matrix runs in, whose lines hold the world's paid orders. */
const thisWeek = () => DateTime.now().setZone('Europe/London').startOf('week').toISODate()!;
const teamOfA = () => [...team.memberEmails, 'matrix-spare@example.com'];
/** Owner A's courier (the courier cell) and owner B's; orders of A for each courier call, one each (docs/product/team-and-roles.md "Couriers"). */
const couriersOf = { a: { email: '', token: '', sub: '' } as Actor, b: { email: '', token: '', sub: '' } as Actor, aMemberId: '' };
const deliveries = { toAssign: '', toClaim: '', toPickUp: '', toDeliver: '', toFail: '', code: '', withPhoto: '' };
/** Customer B's delivered orders of A with a report each (docs/product/decisions.md "Order help"): one to approve (with a photo), one to decline, one awaiting its photo. */
const reports = { toApprove: '', toDecline: '', awaitingPhoto: '' };
const photoForm = async () => {
  const form = new FormData();
  form.append('photo', new Blob([await smallPng()], { type: 'image/png' }), 'bag.png');
  return formBytes(form);
};

const MATRIX: Record<string, Row> = {
  getHealth: { ...customers, expected: open(200) },
  getHealthChecks: { ...customers, expected: open(200) },
  getCurrentUser: { ...customers, expected: signedIn(200, 200), hidden: (w) => [w.customerA.email, w.customerA.sub] },
  // Another user naming A as the subject of their record is refused.
  createCurrentUser: { ...customers, expected: signedIn(403, 200), body: (w) => json({ auth0Id: w.customerA.sub, email: w.customerA.email }) },
  updateCurrentUser: {
    ...customers,
    expected: signedIn(200, 200),
    body: () => json({ name: 'Matrix Name', addressLine1: '1 Matrix Row', city: 'Leeds', country: 'United Kingdom' }),
    hidden: (w) => [w.customerA.email],
    ownersView: '/api/my/user',
  },
  getMyRestaurant: { stranger: 404, ...owners, expected: signedIn(200, 200), hidden: (w) => [w.ownerA.restaurantId] },
  // The owner here is someone without a restaurant; owner B already has one and cannot make a second.
  createMyRestaurant: { owner: (w) => w.newcomer, anotherUser: (w) => w.ownerB, expected: signedIn(409, 201), body: () => newRestaurantForm() },
  // The edit form carries restaurant A's menu item ids: owner B cannot use them.
  updateMyRestaurant: { stranger: 404,
    ...owners,
    expected: signedIn(400, 200),
    body: (w, server) => editRestaurantForm(server, w.ownerA.restaurantId),
    ownersView: '/api/my/restaurant',
  },
  // The menu form carries restaurant A's dish ids: owner B cannot use them.
  replaceMyRestaurantMenu: { stranger: 404, ...owners, expected: signedIn(400, 200), body: (w, server) => editMenuForm(server, w.ownerA.restaurantId), ownersView: '/api/my/restaurant' },
  getMyRestaurantOrders: { stranger: 404, ...owners, expected: signedIn(200, 200), hidden: ordersOfA },
  getMyRestaurantOrderSummary: { stranger: 404, ...owners, expected: signedIn(200, 200) },
  // A stream answers its first chunk (raw-http.ts): another owner's is their own restaurant's, replaying none of A's.
  streamMyRestaurantOrderEvents: { stranger: 404, ...owners, expected: signedIn(200, 200), hidden: ordersOfA },
  updateOrderStatus: { stranger: 404,
    ...owners,
    expected: signedIn(404, 200),
    params: (w) => ({ orderId: w.orders.paidA }),
    body: () => json({ status: 'inProgress' }),
  },
  // The service loop: owner B cannot touch A's orders (404, nothing written); A can, once each.
  // Members act after the owner: an admitted one reaches the order, accepted or declined already (409), where a refused one gets 404.
  acceptOrder: { stranger: 404, admitted: { manager: 409, kitchen: 409 }, ...owners, expected: signedIn(404, 200), params: (w) => ({ orderId: w.orders.toAcceptA }), body: () => json({ estimatedMinutes: 25 }), ownersView: '/api/my/restaurant/order' },
  declineOrder: { stranger: 404, admitted: { manager: 409, kitchen: 409 }, ...owners, expected: signedIn(404, 200), params: (w) => ({ orderId: w.orders.toDeclineA }), body: () => json({ reason: 'tooBusy' }), ownersView: '/api/my/restaurant/order' },
  delayOrder: { stranger: 404, ...owners, expected: signedIn(404, 200), params: (w) => ({ orderId: w.orders.toDelayA }), body: () => json({ minutes: 10 }), ownersView: '/api/my/restaurant/order' },
  // Couriers: the desk assigns A's order to A's courier (owner B: 404); the couriers list shows no one of another restaurant.
  assignOrderCourier: { stranger: 404, ...owners, expected: signedIn(404, 200), params: () => ({ orderId: deliveries.toAssign }), body: () => json({ courierId: couriersOf.aMemberId }), ownersView: '/api/my/restaurant/order' },
  listMyRestaurantCouriers: { stranger: 404, ...owners, expected: signedIn(200, 200), hidden: () => ['matrix-courier@example.com'] },
  // The proof photo of A's order (customer B's, delivered by A's courier): A's desk and the order's customer only.
  getOrderProofPhoto: { stranger: 404, ...owners, expected: signedIn(404, 200), params: () => ({ orderId: deliveries.withPhoto }) },
  getMyOrderProofPhoto: { owner: (w) => w.customerB, anotherUser: (w) => w.customerA, expected: signedIn(404, 200), params: () => ({ orderId: deliveries.withPhoto }) },
  // A courier acts on their own restaurant's deliveries only, and on the ones given to them: A's other courier gets 404, or 409 once claimed.
  listCourierDeliveries: { stranger: 404, ...couriers, expected: signedIn(200, 200), hidden: () => [deliveries.toPickUp, deliveries.toClaim] },
  claimDelivery: { stranger: 404, admitted: { courier: 409 }, ...couriers, expected: signedIn(404, 200), params: () => ({ orderId: deliveries.toClaim }) },
  markDeliveryPickedUp: { stranger: 404, admitted: { courier: 404 }, ...couriers, expected: signedIn(404, 200), params: () => ({ orderId: deliveries.toPickUp }) },
  markDeliveryDelivered: { stranger: 404, admitted: { courier: 404 }, ...couriers, expected: signedIn(404, 200), params: () => ({ orderId: deliveries.toDeliver }), body: () => json({ code: deliveries.code }) },
  markDeliveryFailed: { stranger: 404, admitted: { courier: 404 }, ...couriers, expected: signedIn(404, 200), params: () => ({ orderId: deliveries.toFail }), body: () => json({ reason: 'Nobody in' }) },
  refundOrder: { stranger: 404,
    ...owners,
    expected: signedIn(404, 201),
    params: (w) => ({ orderId: w.orders.toRefundA }),
    body: () => json({ amount: 100, reason: 'Matrix refund' }),
    ownersView: '/api/my/restaurant/order',
  },
  // Order help: only the order's customer reports it and adds its photo; only A's owner and managers answer it and see the photo.
  // The owner answered first: the manager reaches the report, answered already (409).
  reportOrderProblem: { ...customers, expected: signedIn(404, 201), params: (w) => ({ orderId: w.orders.deliveredA }), body: () => json({ kind: 'quality', note: 'Cold' }), hidden: ordersOfA, ownersView: '/api/order' },
  addOrderProblemPhoto: { owner: (w) => w.customerB, anotherUser: (w) => w.customerA, expected: signedIn(404, 200), params: () => ({ orderId: reports.awaitingPhoto }), body: () => photoForm() },
  getMyOrderProblemPhoto: { owner: (w) => w.customerB, anotherUser: (w) => w.customerA, expected: signedIn(404, 200), params: () => ({ orderId: reports.toApprove }) },
  getOrderProblemPhoto: { stranger: 404, ...owners, expected: signedIn(404, 200), params: () => ({ orderId: reports.toApprove }) },
  approveOrderProblem: { stranger: 404, admitted: { manager: 409 }, ...owners, expected: signedIn(404, 200), params: () => ({ orderId: reports.toApprove }), body: () => json({ amount: 100 }), ownersView: '/api/my/restaurant/order' },
  declineOrderProblem: { stranger: 404, admitted: { manager: 409 }, ...owners, expected: signedIn(404, 200), params: () => ({ orderId: reports.toDecline }), body: () => json({ reason: 'Looked fine' }), ownersView: '/api/my/restaurant/order' },
  cancelMyOrder: { ...customers, expected: signedIn(404, 200), params: (w) => ({ orderId: w.orders.toCancelA }), hidden: ordersOfA, ownersView: '/api/order' },
  // Reviews (docs/product/decisions.md "After the order"): only the order's customer rates it, only its restaurant's owner answers.
  reviewMyOrder: { ...customers, expected: signedIn(404, 201), params: (w) => ({ orderId: w.orders.deliveredA }), body: () => json({ rating: 5 }), hidden: ordersOfA, ownersView: '/api/order' },
  getRestaurantReviews: { ...customers, expected: open(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }), hidden: (w) => [w.customerA.email] },
  // The owner answered first: the manager reaches the review, answered already (409).
  replyToReview: { stranger: 404, admitted: { manager: 409 }, ...owners, expected: signedIn(404, 201), params: (w) => ({ reviewId: w.reviewA }), body: () => json({ text: 'Thank you!' }) },
  // Owner B reads and changes their own restaurant's hours; A's are unchanged. The bodies keep
  // A open and A's first dish on sale, which the checkout rows below order.
  getMyRestaurantAvailability: { stranger: 404, ...owners, expected: signedIn(200, 200) },
  updateMyRestaurantAvailability: { stranger: 404,
    ...owners,
    expected: signedIn(200, 200),
    body: () => json({ timeZone: 'Europe/London', weeklyHours: null, closures: [{ from: '2031-12-25', to: '2031-12-25' }] }),
    ownersView: '/api/my/restaurant/availability',
  },
  pauseMyRestaurant: { stranger: 404, ...owners, expected: signedIn(200, 200), body: () => json({ minutes: 15 }), ownersView: '/api/my/restaurant/availability' },
  resumeMyRestaurant: { stranger: 404, ...owners, expected: signedIn(200, 200), ownersView: '/api/my/restaurant/availability' },
  // A's dish is not B's: 404, and A's menu is unchanged.
  setMenuItemSoldOut: { stranger: 404,
    ...owners,
    expected: signedIn(404, 200),
    params: (w) => ({ menuItemId: w.ownerA.menuItemId }),
    body: () => json({ soldOut: false }),
    ownersView: '/api/my/restaurant',
  },
  // Owner B lists and registers their own endpoints; A's is neither shown to nor removable by B.
  listMyRestaurantWebhooks: { stranger: 404, ...owners, expected: signedIn(200, 200), hidden: () => [webhookOfA] },
  createMyRestaurantWebhook: { stranger: 404, ...owners, expected: signedIn(201, 201), body: () => json({ url: MATRIX_HOOK_URL }) },
  deleteMyRestaurantWebhook: { stranger: 404, ...owners, expected: signedIn(404, 204), params: () => ({ webhookId: webhookOfA }) },
  // Owner B lists and makes their own codes; A's is neither shown to nor changed by B. A's manager, after the owner, meets the code taken, or ended.
  listMyRestaurantVouchers: { stranger: 404, ...owners, expected: signedIn(200, 200), hidden: () => [voucherOfA] },
  createMyRestaurantVoucher: { stranger: 404, admitted: { manager: 409 }, ...owners, expected: signedIn(201, 201), body: () => json({ ...MATRIX_VOUCHER, code: 'MATRIX20' }) },
  updateMyRestaurantVoucher: { stranger: 404, ...owners, expected: signedIn(404, 200), params: () => ({ voucherId: voucherOfA }), body: () => json(MATRIX_VOUCHER), ownersView: '/api/my/restaurant/vouchers' },
  deleteMyRestaurantVoucher: { stranger: 404, admitted: { manager: 404 }, ...owners, expected: signedIn(404, 204), params: () => ({ voucherId: voucherOfA }) },
  // Owner B reads and replaces their own areas; A's stay as they were.
  getMyRestaurantDeliveryAreas: { stranger: 404, ...owners, expected: signedIn(200, 200), hidden: () => [areaOfA] },
  replaceMyRestaurantDeliveryAreas: { stranger: 404,
    ...owners,
    expected: signedIn(200, 200),
    body: () => json({ areas: [{ name: 'Matrix area', postcodes: ['e1', 'm3'], deliveryPrice: 150, minimumOrder: 0, freeDeliveryOver: null }] }),
    hidden: () => [areaOfA],
    ownersView: '/api/my/restaurant/delivery-areas',
  },
  // Owner B reads and saves their own orders-for-later settings; A's stay as they were.
  getMyRestaurantScheduling: { stranger: 404, ...owners, expected: signedIn(200, 200) },
  replaceMyRestaurantScheduling: { stranger: 404,
    ...owners,
    expected: signedIn(200, 200),
    body: () => json({ daysAhead: 3, slotCapacity: { delivery: 4, collection: 6 } }),
    ownersView: '/api/my/restaurant/scheduling',
  },
  getRestaurantSlots: { ...customers, expected: open(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }), query: '?fulfilment=delivery' },
  // Owner B reads and saves their own setting; A's stays as it was.
  getMyRestaurantFulfilment: { stranger: 404, ...owners, expected: signedIn(200, 200) },
  saveMyRestaurantFulfilment: { stranger: 404,
    ...owners,
    expected: signedIn(200, 200),
    body: () => json({ delivery: true, collection: true, collectionMinutes: 20 }),
    ownersView: '/api/my/restaurant/fulfilment',
  },
  // Money (owner only): owner B reads their own statements; A's orders appear in none of B's answers.
  getMyRestaurantPayouts: { ...owners, stranger: 404, expected: signedIn(200, 200), hidden: ordersOfA },
  getMyRestaurantPayoutWeek: { ...owners, stranger: 404, expected: signedIn(200, 200), params: () => ({ weekStart: thisWeek() }), hidden: ordersOfA },
  downloadMyRestaurantPayoutStatement: { ...owners, stranger: 404, expected: signedIn(200, 200), params: () => ({ weekStart: thisWeek() }), hidden: ordersOfA },
  // The team (owner only): owner B reads and changes their own; A's members and invitations are untouched by B.
  getMyRestaurantRole: { ...owners, stranger: 404, expected: signedIn(200, 200), hidden: (w) => [w.ownerA.restaurantId] },
  getMyRestaurantTeam: { ...owners, stranger: 404, expected: signedIn(200, 200), hidden: teamOfA },
  inviteToMyRestaurantTeam: { ...owners, stranger: 404, expected: signedIn(201, 201), body: () => json({ email: 'matrix-invitee@example.com', role: 'kitchen' }), ownersView: '/api/my/restaurant/team' },
  revokeMyRestaurantInvitation: { ...owners, stranger: 404, expected: signedIn(404, 204), params: () => ({ invitationId: team.openInvitation }), ownersView: '/api/my/restaurant/team' },
  changeMyRestaurantMemberRole: { ...owners, stranger: 404, expected: signedIn(404, 200), params: () => ({ memberId: team.spareMember }), body: () => json({ role: 'courier' }), ownersView: '/api/my/restaurant/team' },
  removeMyRestaurantMember: { ...owners, stranger: 404, expected: signedIn(404, 204), params: () => ({ memberId: team.spareMember }), ownersView: '/api/my/restaurant/team' },
  // The invited address joins once; anyone else signed in is refused, A's team unchanged.
  acceptTeamInvitation: { owner: () => joiner, anotherUser: (w) => w.customerB, expected: signedIn(403, 200), params: () => ({ token: team.joinToken }) },
  getCities: { ...customers, expected: open(200) },
  searchRestaurants: { ...customers, expected: open(200), params: () => ({ city: 'all' }), query: '?page=1&sortOption=deliveryPrice&postcode=e16an' },
  getRestaurant: { ...customers, expected: open(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }) },
  // A stream answers its first chunk: the restaurant's changes are anyone's to follow, and tell no one anything but its id.
  streamRestaurantChanges: { ...customers, expected: open(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }) },
  getRestaurantDeliveryTerms: { ...customers, expected: open(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }), query: '?postcode=E1%206AN' },
  getMyOrders: { ...customers, expected: signedIn(200, 200), hidden: ordersOfA },
  streamMyOrderEvents: { ...customers, expected: signedIn(200, 200), hidden: ordersOfA },
  resumeCheckoutSession: { ...customers, expected: signedIn(404, 200), params: (w) => ({ orderId: w.orders.placedA }) },
  // Anyone signed in may order from any restaurant; the order is theirs (getMyOrders shows whose).
  createCheckoutSession: { ...customers, expected: signedIn(200, 200), body: (w, server) => checkoutBody(server, w.ownerA.restaurantId, w.customerA.email) },
  // The basket's figures are anyone's to ask for: nothing is stored or shown of anyone.
  quoteCheckout: { ...customers, expected: open(200), body: (w, server) => quoteBody(server, w.ownerA.restaurantId) },
  // The signature is the authentication: a stray but signed event is accepted and changes nothing.
  handlePaymentWebhook: { ...customers, expected: open(200), body: () => signedStrayEvent() },
  getBusinessInsights: { stranger: 200, ...owners, expected: signedIn(200, 200), hidden: ordersOfA, query: '?timeRange=1y' },
  getDemoBusinessInsights: { ...customers, expected: open(200), query: '?timeRange=7d' },
  getDebugOrders: { ...customers, expected: open(200) },
  getDebugRestaurants: { ...customers, expected: open(200) },
  getDatabaseStatus: { ...customers, expected: open(200) },
  // The operator's console: operators only, refused to owners, team members and customers (operatorRefusals).
  getOperatorSession: { ...operators, expected: operatorOnly(200), hidden: (w) => [w.operator.email] },
  listOperatorAudit: { ...operators, expected: operatorOnly(200), query: `?range=[0,9]&filter=${encodeURIComponent('{"targetKind":"restaurant"}')}` },
  exportOperatorAudit: { ...operators, expected: operatorOnly(200) },
  listOperatorRestaurants: { ...operators, expected: operatorOnly(200), query: `?filter=${encodeURIComponent('{"q":"a"}')}&range=[0,9]` },
  getOperatorRestaurant: { ...operators, expected: operatorOnly(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }) },
  listOperatorOrders: { ...operators, expected: operatorOnly(200), query: `?filter=${encodeURIComponent('{"status":"paid"}')}`, hidden: ordersOfA },
  getOperatorOrder: { ...operators, expected: operatorOnly(200), params: (w) => ({ orderId: w.orders.paidA }), hidden: ordersOfA },
  // The operator rows come last in the contract: B stays suspended, A is unlisted and reinstated.
  suspendRestaurant: { ...operators, expected: operatorOnly(200), params: (w) => ({ restaurantId: w.ownerB.restaurantId }), body: () => json({ reason: 'Matrix suspension' }), ownersView: '/api/operator/restaurants' },
  unlistRestaurant: { ...operators, expected: operatorOnly(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }), body: () => json({ reason: 'Matrix unlisting' }), ownersView: '/api/operator/restaurants' },
  reinstateRestaurant: { ...operators, expected: operatorOnly(200), params: (w) => ({ restaurantId: w.ownerA.restaurantId }), ownersView: '/api/operator/restaurants' },
};

const operations = openapiOperations();

it('has one row per operation of openapi.yaml, and none for operations it does not have', () => {
  expect(Object.keys(MATRIX).sort()).toEqual(operations.map((op) => op.operationId).sort());
});

it('has a rule in the policy table for every owner call, and for nothing else', () => {
  const ownerCalls = Object.entries(MATRIX).filter(([, row]) => isPolicyRow(row)).map(([id]) => id);
  expect(Object.keys(RESTAURANT_POLICY).sort()).toEqual(ownerCalls.sort());
  for (const id of ownerCalls) expect(MATRIX[id]!.stranger, `${id}: what a stranger gets`).toBeTypeOf('number');
});

it('treats every call under /api/operator/ as an operator call, and nothing else', () => {
  for (const op of operations) {
    const row = MATRIX[op.operationId];
    if (row) expect(isOperatorRow(row), op.operationId).toBe(op.path.startsWith('/api/operator/'));
  }
});

it('expects 401 for every unauthenticated cell exactly where the contract declares bearerAuth', () => {
  for (const op of operations) {
    const row = MATRIX[op.operationId];
    if (row) expect(row.expected.none, op.operationId).toBe(op.public ? row.expected.owner : 401);
  }
});

describe.each(testDatabaseKinds())('authorisation matrix on %s', (kind) => {
  let server: TestServer;
  let world: World;
  const variants = new Map<string, TokenVariants>();
  const table: string[] = [];
  const members = {} as Record<MemberCell, Actor>;

  /** What a member cell must get: a stranger's answer unless the policy admits their role. */
  function memberExpected(operationId: string, row: Row, cell: MemberCell): number {
    if (cell === 'stranger' || cell === 'removed' || !admits(operationId, ROLE_OF[cell])) return row.stranger!;
    return row.admitted?.[cell] ?? row.expected.owner;
  }

  async function tokenFor(cell: Cell, row: Row): Promise<string | undefined> {
    if (cell === 'none') return undefined;
    if (cell === 'owner') return row.owner(world).token;
    if (cell === 'anotherUser') return row.anotherUser(world).token;
    const owner = row.owner(world);
    if (!variants.has(owner.sub)) variants.set(owner.sub, await tokenVariants(server, owner.token));
    return variants.get(owner.sub)![cell];
  }

  async function call(op: Operation, row: Row, token?: string): Promise<RawResponse> {
    const body = await row.body?.(world, server);
    return rawRequest(server.url, {
      method: op.method.toUpperCase(),
      path: fillPath(op.path, row.params?.(world) ?? {}) + (row.query ?? ''),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': body.contentType, ...body.headers } : {}),
      },
      body: body?.body,
    });
  }

  const read = async (path: string, token: string) => (await rawRequest(server.url, { method: 'GET', path, headers: { authorization: `Bearer ${token}` } })).text;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, WEBHOOKS_ALLOW_LOCAL: 'true' });
    world = await buildWorld(server);
    webhookOfA = (await server.client(world.ownerA.token).POST('/api/my/restaurant/webhooks', { body: { url: MATRIX_HOOK_URL } })).data!.id;
    voucherOfA = (await server.client(world.ownerA.token).POST('/api/my/restaurant/vouchers', { body: MATRIX_VOUCHER })).data!.id;
    // M3: the customers' delivery postcode (test/support/customers.ts), so A's checkout row is delivered to.
    const areas = [{ name: 'Matrix A', postcodes: ['N1', 'M3'], deliveryPrice: 100, minimumOrder: 0, freeDeliveryOver: null }];
    areaOfA = (await server.client(world.ownerA.token).PUT('/api/my/restaurant/delivery-areas', { body: { areas } })).data!.areas[0]!._id;
    await buildTeamOfA();
    await buildDeliveriesOfA();
    // The world, a team and an order at each courier step: a minute or more on a busy machine.
  }, 180_000);

  /** Orders of A (customer B's: a new checkout of customer A would replace A's unpaid one), accepted, at each courier step's start. */
  async function buildDeliveriesOfA(): Promise<void> {
    const courierA = await aTeamMember(server, world.ownerA.token, 'matrix-courier-a2@example.com', 'courier');
    const courierB = await aTeamMember(server, world.ownerB.token, 'matrix-courier-b@example.com', 'courier');
    couriersOf.a = { email: courierA.email, token: courierA.token, sub: courierA.sub };
    couriersOf.b = { email: courierB.email, token: courierB.token, sub: courierB.sub };
    couriersOf.aMemberId = courierA.memberId;
    const customer = { ...world.customerB, api: server.client(world.customerB.token), delivery: { ...DELIVERY, email: world.customerB.email } };
    const desk = server.client(world.ownerA.token);
    const anAcceptedOrder = async () => {
      const { orderId } = await placeOrder(server, customer, world.ownerA.restaurantId, [1]);
      const paid = await deliverEvent(server, completedEvent(orderId, 1000 + 100));
      if (paid.status !== 200) throw new Error(`paying ${orderId}: ${paid.status}`);
      const accepted = await desk.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } } });
      if (accepted.response.status !== 200) throw new Error(`accepting ${orderId}: ${accepted.response.status}`);
      return orderId;
    };
    const assignTo = async (orderId: string, courierId: string | null) => {
      const { response } = await desk.PUT('/api/my/restaurant/order/{orderId}/courier', { params: { path: { orderId } }, body: { courierId } });
      if (response.status !== 200) throw new Error(`assigning ${orderId}: ${response.status}`);
    };
    const pickedUp = async (orderId: string) => {
      await assignTo(orderId, courierA.memberId);
      const { response } = await courierA.api.POST('/api/courier/deliveries/{orderId}/picked-up', { params: { path: { orderId } } });
      if (response.status !== 200) throw new Error(`picking up ${orderId}: ${response.status}`);
      return orderId;
    };
    deliveries.toAssign = await anAcceptedOrder();
    deliveries.toClaim = await anAcceptedOrder();
    await assignTo(deliveries.toClaim, null);
    deliveries.toPickUp = await anAcceptedOrder();
    await assignTo(deliveries.toPickUp, courierA.memberId);
    deliveries.toDeliver = await pickedUp(await anAcceptedOrder());
    deliveries.toFail = await pickedUp(await anAcceptedOrder());
    deliveries.code = (await server.db('orders').where({ id: deliveries.toDeliver }).first('delivery_code')).delivery_code;
    deliveries.withPhoto = await pickedUp(await anAcceptedOrder());
    const form = new FormData();
    form.append('photo', new Blob([await smallPng()], { type: 'image/png' }), 'door.png');
    const photo = await fetch(`${server.url}/api/courier/deliveries/${deliveries.withPhoto}/delivered`, { method: 'POST', headers: { authorization: `Bearer ${courierA.token}` }, body: form });
    if (photo.status !== 200) throw new Error(`delivering ${deliveries.withPhoto} with a photo: ${photo.status}`);
    await buildReportsOfA(customer, anAcceptedOrder);
  }

  /** Customer B's reports of delivered orders of A, through the product's own calls. */
  async function buildReportsOfA(customer: { api: ReturnType<TestServer['client']> }, anAcceptedOrder: () => Promise<string>): Promise<void> {
    const desk = server.client(world.ownerA.token);
    const aReport = async () => {
      const orderId = await anAcceptedOrder();
      for (const status of ['outForDelivery', 'delivered'] as const) await desk.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status } });
      const { response } = await customer.api.POST('/api/order/{orderId}/help', { params: { path: { orderId } }, body: { kind: 'late' } });
      if (response.status !== 201) throw new Error(`reporting ${orderId}: ${response.status}`);
      return orderId;
    };
    [reports.toApprove, reports.toDecline, reports.awaitingPhoto] = [await aReport(), await aReport(), await aReport()];
    const photo = await photoForm();
    const added = await fetch(`${server.url}/api/order/${reports.toApprove}/help/photo`, { method: 'POST', headers: { authorization: `Bearer ${world.customerB.token}`, 'content-type': photo.contentType }, body: photo.body });
    if (added.status !== 200) throw new Error(`adding a photo to ${reports.toApprove}: ${added.status}`);
  }

  /** Owner A's team through the product's own calls: invited by e-mail, joined by the link. */
  async function buildTeamOfA(): Promise<void> {
    const join = (email: string, role: 'manager' | 'kitchen' | 'courier') => aTeamMember(server, world.ownerA.token, email, role);
    const [manager, kitchen, courier, removed, spare] = [
      await join('matrix-manager@example.com', 'manager'),
      await join('matrix-kitchen@example.com', 'kitchen'),
      await join('matrix-courier@example.com', 'courier'),
      await join('matrix-removed@example.com', 'manager'),
      await join('matrix-spare@example.com', 'kitchen'),
    ];
    const removal = await server.client(world.ownerA.token).DELETE('/api/my/restaurant/team/members/{memberId}', { params: { path: { memberId: removed!.memberId } } });
    if (removal.response.status !== 204) throw new Error(`removing a member: ${removal.response.status}`);
    const stranger = await aCustomer(server, 'matrix-stranger@example.com');
    Object.assign(members, { manager, kitchen, courier, removed, stranger: { ...stranger, sub: '' } });
    team.spareMember = spare!.memberId;
    team.memberEmails = [manager, kitchen, courier].map((m) => m!.email);
    const invite = (email: string) => server.client(world.ownerA.token).POST('/api/my/restaurant/team/invitations', { body: { email, role: 'kitchen' } });
    team.openInvitation = (await invite('matrix-revoked@example.com')).data!.id;
    await invite(joiner.email);
    team.joinToken = await invitationToken(server.mailInboxUrl!, joiner.email);
    const person = await aCustomer(server, joiner.email);
    joiner = { email: joiner.email, token: person.token, sub: '' };
  }

  const withoutRequestId = (text: string) => text.replace(/"requestId":"[^"]*"/, '');
  afterAll(async () => {
    if (table.length) console.log(`Authorisation matrix on ${kind} (${CELLS.join(' | ')}):\n${table.join('\n')}`);
    await server?.stop();
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    const row = MATRIX[operationId];
    if (!row) throw new Error(`No row for ${operationId}: add it to MATRIX`);
    const actual = {} as Expected;
    const problems: string[] = [];
    // The owner's cell last: it may change what the others would see.
    for (const cell of CELLS) {
      const before = await snapshotData(server);
      const ownersViewBefore = row.ownersView && (await read(row.ownersView, row.owner(world).token));
      const response = await call(op, row, await tokenFor(cell, row));
      actual[cell] = response.status;
      if (response.status >= 400) {
        const shape = errorShapeProblem(response);
        if (shape) problems.push(`${cell}: ${shape}`);
        const changed = changedParts(before, await snapshotData(server));
        if (changed.length) problems.push(`${cell}: refused (${response.status}) but changed ${changed.join(', ')}`);
      }
      if (response.status === 401 && !/"code":"UNAUTHORIZED"/.test(response.text)) problems.push(`${cell}: 401 without UNAUTHORIZED`);
      if (cell !== 'anotherUser' || op.public) continue;
      for (const secret of row.hidden?.(world) ?? []) {
        if (response.text.includes(secret)) problems.push(`anotherUser: the answer contains the owner's ${secret}`);
      }
      if (row.ownersView && (await read(row.ownersView, row.owner(world).token)) !== ownersViewBefore) {
        problems.push(`anotherUser: changed what the owner sees at ${row.ownersView}`);
      }
    }
    const asMembers = isPolicyRow(row) ? await memberCells(op, row, problems) : undefined;
    if (isOperatorRow(row)) await operatorRefusals(op, row, problems);
    // A refund the owner's call asked for is settled by payments' job in the background: let it
    // finish, so its writes are not taken for the next row's.
    await refundsSettled(server.db);
    table.push(`${operationId.padEnd(30)} ${CELLS.map((cell) => actual[cell]).join(' ')}${asMembers ? ` | ${MEMBER_CELLS.map((cell) => asMembers.actual[cell]).join(' ')}` : ''}`);
    expect(actual).toEqual(row.expected);
    if (asMembers) expect(asMembers.actual).toEqual(asMembers.expected);
    expect(problems).toEqual([]);
  });

  /**
   * The owner call as owner A's stranger, members and removed member, after the owner's cell. A
   * refused member gets the stranger's very answer (request id aside), sees none of A's data and
   * changes nothing.
   */
  async function memberCells(op: Operation, row: Row, problems: string[]) {
    const actual = {} as Record<MemberCell, number>;
    const expected = {} as Record<MemberCell, number>;
    let strangers = '';
    for (const cell of MEMBER_CELLS) {
      expected[cell] = memberExpected(op.operationId, row, cell);
      await refundsSettled(server.db);
      const before = await snapshotData(server);
      const response = await call(op, row, members[cell].token);
      actual[cell] = response.status;
      if (cell === 'stranger') strangers = withoutRequestId(response.text);
      const refused = cell === 'stranger' || cell === 'removed' || !admits(op.operationId, ROLE_OF[cell]);
      if (!refused) continue;
      if (cell !== 'stranger' && withoutRequestId(response.text) !== strangers) problems.push(`${cell}: answered unlike a stranger: ${response.text.slice(0, 200)}`);
      if (response.status >= 400) {
        const changed = changedParts(before, await snapshotData(server));
        if (changed.length) problems.push(`${cell}: refused (${response.status}) but changed ${changed.join(', ')}`);
      }
      for (const secret of row.hidden?.(world) ?? []) {
        if (response.text.includes(secret)) problems.push(`${cell}: the answer contains the owner's ${secret}`);
      }
    }
    // A courier's call: the restaurant's own owner is no courier, and is answered as a stranger.
    if (row.owner === couriers.owner) {
      const before = await snapshotData(server);
      const response = await call(op, row, world.ownerA.token);
      if (withoutRequestId(response.text) !== strangers) problems.push(`restaurant owner: answered unlike a stranger: ${response.text.slice(0, 200)}`);
      const changed = changedParts(before, await snapshotData(server));
      if (changed.length) problems.push(`restaurant owner: changed ${changed.join(', ')}`);
    }
    return { actual, expected };
  }

  /** An operator call as owner A, A's manager and courier, and customer B: each 403, none of the operator's data, nothing changed. */
  async function operatorRefusals(op: Operation, row: Row, problems: string[]) {
    const others = { ownerA: world.ownerA, manager: members.manager, courier: members.courier, customerB: world.customerB };
    for (const [who, actor] of Object.entries(others)) {
      const before = await snapshotData(server);
      const response = await call(op, row, actor.token);
      if (response.status !== 403 || !/"code":"FORBIDDEN"/.test(response.text)) problems.push(`${who}: ${response.status} ${response.text.slice(0, 200)}`);
      const changed = changedParts(before, await snapshotData(server));
      if (changed.length) problems.push(`${who}: refused but changed ${changed.join(', ')}`);
      for (const secret of row.hidden?.(world) ?? []) {
        if (response.text.includes(secret)) problems.push(`${who}: the answer contains the operator's ${secret}`);
      }
    }
  }

  it('answers 404 to a customer without a restaurant for the delivery areas, changing nothing', async () => {
    for (const [method, body] of [['GET', undefined], ['PUT', json({ areas: [] })]] as const) {
      const before = await snapshotData(server);
      const response = await rawRequest(server.url, {
        method,
        path: '/api/my/restaurant/delivery-areas',
        headers: { authorization: `Bearer ${world.customerA.token}`, ...(body ? { 'content-type': body.contentType } : {}) },
        body: body?.body,
      });
      expect(response.status, method).toBe(404);
      expect(changedParts(before, await snapshotData(server))).toEqual([]);
    }
  });

  it('shows another owner only their own restaurant’s counts', async () => {
    const summary = JSON.parse(await read('/api/my/restaurant/order-summary', world.ownerB.token)) as { totalOrders: number };
    // Paid-or-later orders: the summary counts unpaid and cancelled ones apart.
    const ordersOfB = await server.db('orders').where({ restaurant_id: world.ownerB.restaurantId }).whereIn('status', ['paid', 'inProgress', 'outForDelivery', 'delivered']).count({ n: '*' });
    expect(summary.totalOrders).toBe(Number(ordersOfB[0]!.n));
  });
});
