// The people and data the authorisation matrix and the fuzzer act on: two owners with a
// restaurant each, two customers with orders at them, a newcomer with no restaurant and the operator.
// Every token is real: customer A signs up through the embedded provider's login flow,
// the others get the provider's own access tokens (issueDevAccessToken).
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { aCustomer, menuOf, placeOrder } from './customers.js';
import { loginWithPassword } from './login-flow.js';
import { anOperator } from './operators.js';
import { anOwner } from './owners.js';
import { completedEvent, deliverEvent } from './signed-events.js';
import { subjectOf } from './token-variants.js';
import type { TestServer } from './test-server.js';

export interface Actor {
  email: string;
  token: string;
  sub: string;
}

/** An owner with their restaurant and its first dish. */
type Owner = Actor & { restaurantId: string; menuItemId: string };

export interface World {
  customerA: Actor;
  customerB: Actor;
  ownerA: Owner;
  ownerB: Owner;
  /** Signed in with a user record, no restaurant yet. */
  newcomer: Actor;
  /** The platform's operator (the test server's OPERATOR_EMAILS). */
  operator: Actor;
  orders: {
    /** Customer A's unpaid order at restaurant A. */
    placedA: string;
    /** Customer A's paid order at restaurant A. */
    paidA: string;
    /** Customer B's paid order at restaurant B. */
    paidB: string;
    /** Customer A's paid orders at restaurant A for the service loop's calls, one each. */
    toAcceptA: string;
    toDeclineA: string;
    /** Accepted already. */
    toDelayA: string;
    toRefundA: string;
    toCancelA: string;
    /** Customer A's delivered orders at restaurant A: one to rate, one rated already (its review is `reviewA`). */
    deliveredA: string;
    reviewedA: string;
  };
  /** Customer A's review of `reviewedA`, not answered yet. */
  reviewA: string;
}

const actor = (email: string, token: string): Actor => ({ email, token, sub: subjectOf(token) });

async function withUserRecord(server: TestServer, email: string, token: string): Promise<Actor> {
  const who = actor(email, token);
  const { response } = await server.client(token).POST('/api/my/user', { body: { auth0Id: who.sub, email } });
  if (response.status !== 201) throw new Error(`user record for ${email}: ${response.status}`);
  return who;
}

async function paidOrder(server: TestServer, customer: Parameters<typeof placeOrder>[1], restaurantId: string): Promise<string> {
  const { orderId } = await placeOrder(server, customer, restaurantId, [1]);
  const answer = await deliverEvent(server, completedEvent(orderId, 1000 + 250));
  if (answer.status !== 200) throw new Error(`payment event for ${orderId}: ${answer.status}`);
  return orderId;
}

/** A paid order taken to delivered through the owner's status selector. */
async function deliveredOrder(server: TestServer, orderId: string, ownerToken: string): Promise<string> {
  for (const status of ['inProgress', 'outForDelivery', 'delivered'] as const) {
    const { response } = await server.client(ownerToken).PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status } });
    if (response.status !== 200) throw new Error(`setting ${orderId} ${status}: ${response.status}`);
  }
  return orderId;
}

/** Needs a server started with LOCAL_CHECKOUT_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET (signed-events.ts). */
export async function buildWorld(server: TestServer): Promise<World> {
  const signUp = { idpUrl: server.config.auth.domain, webOrigin: server.url, audience: server.config.auth.audience };
  const tokens = await loginWithPassword({ ...signUp, email: 'customer-a@example.com', password: 'correct horse battery', signUp: true });
  const customerA = await withUserRecord(server, 'customer-a@example.com', tokens.accessToken);
  const b = await aCustomer(server, 'customer-b@example.com');
  const customerB = actor(b.email, b.token);
  const [ownerA, ownerB] = await Promise.all(
    ['owner-a@example.com', 'owner-b@example.com'].map(async (email) => {
      const owner = await anOwner(server, email);
      const [dish] = await menuOf(server, owner.restaurantId);
      return { ...actor(email, owner.token), restaurantId: owner.restaurantId, menuItemId: dish!._id };
    }),
  );
  const newcomerToken = await issueDevAccessToken({ config: server.config, db: server.db, email: 'newcomer@example.com' });
  const newcomer = await withUserRecord(server, 'newcomer@example.com', newcomerToken);
  const asCustomerA = { ...customerA, api: server.client(customerA.token), delivery: { ...b.delivery, email: customerA.email } };
  const paidA = () => paidOrder(server, asCustomerA, ownerA!.restaurantId);
  const paid = { paidA: await paidA(), toAcceptA: await paidA(), toDeclineA: await paidA(), toDelayA: await paidA(), toRefundA: await paidA(), toCancelA: await paidA() };
  const accepted = await server.client(ownerA!.token).POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId: paid.toDelayA } } });
  if (accepted.response.status !== 200) throw new Error(`accepting ${paid.toDelayA}: ${accepted.response.status}`);
  const delivered = { deliveredA: await deliveredOrder(server, await paidA(), ownerA!.token), reviewedA: await deliveredOrder(server, await paidA(), ownerA!.token) };
  const review = await server.client(customerA.token).POST('/api/order/{orderId}/review', { params: { path: { orderId: delivered.reviewedA } }, body: { rating: 4 } });
  if (review.response.status !== 201) throw new Error(`reviewing ${delivered.reviewedA}: ${review.response.status}`);
  // The unpaid one last: a new checkout at the same restaurant gives up the customer's earlier unpaid order.
  const orders = { ...paid, ...delivered, paidB: await paidOrder(server, b, ownerB!.restaurantId), placedA: (await placeOrder(server, asCustomerA, ownerA!.restaurantId, [1])).orderId };
  const { email, token, sub } = await anOperator(server);
  return { customerA, customerB, ownerA: ownerA!, ownerB: ownerB!, newcomer, operator: { email, token, sub }, orders, reviewA: review.data!._id };
}
