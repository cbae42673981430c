// The owner's opt-in to an e-mail per new paid order (docs/architecture/mail.md "The owner's
// opt-in"): stored through the restaurant form, sent through real SMTP into the embedded catcher
// and read back through its REST API; the customer's e-mails are the same either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPence } from '../../src/shared/money.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { mailInbox } from '../support/mail-inbox.js';
import { anOwner } from '../support/owners.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { resaveRestaurant } from '../support/restaurant-form.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>> & { email: string };

const orderNumber = (orderId: string) => `#${orderId.slice(-6).toUpperCase()}`;

describe.each(testDatabaseKinds())("the owner's new-order e-mails on %s", (kind) => {
  let server: TestServer;
  let inbox: ReturnType<typeof mailInbox>;
  let people = 0;

  const anotherOwner = async (): Promise<Owner> => {
    const email = `new-order-owner-${(people += 1)}@example.com`;
    return { ...(await anOwner(server, email)), email };
  };
  const anotherCustomer = () => aCustomer(server, `new-order-customer-${(people += 1)}@example.com`);
  const aPaidOrder = async (customer: Customer, owner: Owner) => {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [2, 1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    return orderId;
  };
  const saveForm = (owner: Owner, emailNewOrders?: string) => resaveRestaurant(server, owner.token, { emailNewOrders });

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    inbox = mailInbox(server.mailInboxUrl!);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps the choice on the restaurant: off at first, on once ticked, kept by a form without it, and shown to the owner only', async () => {
    const owner = await anotherOwner();
    expect((await owner.api.GET('/api/my/restaurant')).data!.emailNewOrders).toBe(false);
    const ticked = await saveForm(owner, 'true');
    expect(ticked.status).toBe(200);
    expect(ticked.body.emailNewOrders).toBe(true);
    expect((await saveForm(owner)).body.emailNewOrders).toBe(true);
    expect((await owner.api.GET('/api/my/restaurant')).data!.emailNewOrders).toBe(true);
    const seen = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } });
    expect(seen.data).not.toHaveProperty('emailNewOrders');
    expect((await saveForm(owner, 'false')).body.emailNewOrders).toBe(false);
  });

  it('refuses a value other than true or false, naming the field, and changes nothing', async () => {
    const owner = await anotherOwner();
    const refused = await saveForm(owner, 'yes');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('emailNewOrders');
    expect((await owner.api.GET('/api/my/restaurant')).data!.emailNewOrders).toBe(false);
  });

  it('e-mails an opted-in owner each new paid order, once, to their account e-mail; the customer gets their receipt as ever', async () => {
    const [owner, customer] = [await anotherOwner(), await anotherCustomer()];
    expect((await saveForm(owner, 'true')).status).toBe(200);
    const orderId = await aPaidOrder(customer, owner);
    const [mail] = await inbox.waitFor(owner.email, 1);
    const order = (await customer.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
    const total = formatPence(order.totalAmount + order.deliveryPrice);
    expect(mail!.subject).toBe(`New order ${orderNumber(orderId)}: ${total} paid`);
    expect(mail!.to).toEqual([expect.objectContaining({ address: owner.email })]);
    for (const body of [mail!.text, mail!.html]) {
      for (const shown of ['2 × Korma', '1 × Naan', total, '12 Deansgate', orderNumber(orderId), `${server.config.publicUrl}/manage-restaurant`]) expect(body).toContain(shown);
    }
    expect(mail!.html).toContain(`href="${server.config.publicUrl}/manage-restaurant"`);

    const [receipt] = await inbox.waitFor(customer.email, 1);
    expect(receipt!.subject).toBe(`Payment confirmed: your order ${orderNumber(orderId)} from ${order.restaurant.restaurantName}`);
    expect(receipt!.to).toEqual([expect.objectContaining({ address: customer.email })]);
    expect(receipt!.text).toContain('View your order');
    expect(receipt!.headers['message-id']).not.toBe(mail!.headers['message-id']);

    // Later changes of the order are the customer's news only; a second order is a second e-mail.
    const accepted = await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } }, body: { estimatedMinutes: 30 } });
    expect(accepted.response.status).toBe(200);
    await inbox.waitFor(customer.email, 2);
    const second = await aPaidOrder(await anotherCustomer(), owner);
    const both = await inbox.waitFor(owner.email, 2);
    expect(both.map((m) => m.subject)).toEqual([mail!.subject, expect.stringMatching(new RegExp(`^New order ${orderNumber(second)}: `))]);
    const recorded = await server.db('mail_messages').where({ recipient: owner.email }).select('kind');
    expect(recorded.map((m: { kind: string }) => m.kind)).toEqual(['newOrder', 'newOrder']);
  });

  it('sends an owner who did not opt in, or opted out again, nothing; the customer gets the same receipt', async () => {
    const [never, optedOut] = [await anotherOwner(), await anotherOwner()];
    expect((await saveForm(optedOut, 'true')).status).toBe(200);
    expect((await saveForm(optedOut, 'false')).status).toBe(200);
    for (const owner of [never, optedOut]) {
      const customer = await anotherCustomer();
      const orderId = await aPaidOrder(customer, owner);
      const [receipt] = await inbox.waitFor(customer.email, 1);
      expect(receipt!.subject).toMatch(/^Payment confirmed: your order /);
      const recipients = await server.db('mail_messages').where({ order_id: orderId }).pluck('recipient');
      expect(recipients).toEqual([customer.email]);
      expect(await inbox.to(owner.email)).toEqual([]);
    }
  });
});
