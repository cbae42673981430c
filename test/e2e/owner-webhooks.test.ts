// The owner's webhooks screen (docs/architecture/webhooks.md), in the 'Manage Restaurant' tab:
// add an endpoint (a receiver on 127.0.0.1, allowed by WEBHOOKS_ALLOW_LOCAL), its secret shown
// once, an order change delivered and logged, the server's refusals, removing with a confirmation.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { openManageTab, section } from './support/owner.js';
import { DEMO_OWNER, logIn } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, type DemoRestaurant, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

/** An order change at Bella Napoli: a customer places an order (its `placed` event). */
const anOrder = async (product: Product, bella: DemoRestaurant, email: string) => placeOrder(product.server, await aCustomer(product.server, email), bella._id, [1]);
// Strings run in the page: the tests compile without the DOM's types.
const focusedText = (page: Page) => page.evaluate<string>("document.activeElement?.textContent ?? ''");

describeWithChromium('integrator webhooks in the owner area', () => {
  let product: Product;
  let bella: DemoRestaurant;
  let receiver: WebhookReceiver;
  let owner: ReturnType<Product['server']['client']>;

  beforeAll(async () => {
    // A failed attempt is tried again 200 ms later rather than 10 s.
    product = await startProduct({ SEED_DEMO_DATA: 'true', WEBHOOKS_ALLOW_LOCAL: 'true', WEBHOOK_RETRY_BASE_MS: '200' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    receiver = await startWebhookReceiver();
    owner = product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email }));
  }, 300_000);
  afterAll(async () => {
    await receiver?.close();
    await product?.stop();
  });

  async function openWebhooks(page: Page, phone = false) {
    await logIn(page, DEMO_OWNER, phone);
    await page.goto('/manage-restaurant');
    await openManageTab(page);
    const panel = section(page, 'Webhooks');
    await panel.scrollIntoViewIfNeeded();
    return panel;
  }

  it('adds an endpoint, shows its secret once, logs an order change delivered, and removes it after asking', async () => {
    const { context, page } = await product.newPage(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = await openWebhooks(page);
    await panel.getByText('No webhooks yet.').waitFor();
    expect(await panel.getByRole('link', { name: /API docs/ }).getAttribute('href')).toBe('/api-docs');

    const field = panel.getByLabel('Endpoint URL');
    const add = panel.getByRole('button', { name: 'Add webhook' });
    // A hint while typing; the server's refusal in its own words.
    await field.fill('pos.example.com/hooks');
    await panel.getByText('Webhook addresses start with https://').waitFor();
    await field.fill('https://till:secret@pos.example.com/hooks');
    await add.click();
    await panel.getByRole('alert').getByText('Must not contain a user name or password', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'webhook refused');
    await screenshot(page, 'owner-webhooks-refused-1280');

    // The receiver fails the first request: the log shows that attempt and the retry that delivered it.
    receiver.answerNext(500);
    await field.fill(receiver.url);
    expect(await panel.getByRole('alert').count()).toBe(0);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Webhook added' });
    await dialog.getByText('you will not see this secret again', { exact: false }).waitFor();
    const secret = await dialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await dialog.getByRole('button', { name: 'Copy secret' }).click();
    await dialog.getByRole('status').getByText('Copied').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(secret);
    await expectNoSeriousA11yViolations(page, 'webhook secret dialog');
    await screenshot(page, 'owner-webhooks-secret-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Add webhook');
    expect(await field.inputValue()).toBe('');

    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
    await card.getByText('No deliveries yet', { exact: false }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    await anOrder(product, bella, 'webhook-customer@example.com');
    const rows = card.getByRole('row');
    await rows.filter({ hasText: 'HTTP 200' }).filter({ hasText: 'placed' }).getByText('Delivered', { exact: true }).waitFor({ timeout: 30_000 });
    await rows.filter({ hasText: 'HTTP 500' }).getByText('Failed, delivered later').waitFor();
    // The secret shown is the one the requests are signed with.
    const delivered = receiver.received.find((r) => r.answered === 200)!;
    expect(new Webhook(secret).verify(delivered.body, delivered.headers)).toMatchObject({ type: 'placed' });
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'webhook with its log');
    await screenshot(page, 'owner-webhooks-1280');

    // Past 3, the server's 409 as it words it.
    for (const path of ['two', 'three']) expect((await owner.POST('/api/my/restaurant/webhooks', { body: { url: `http://127.0.0.1:9/${path}` } })).response.status).toBe(201);
    await panel.getByRole('heading', { name: 'http://127.0.0.1:9/three' }).waitFor();
    await field.fill('http://127.0.0.1:9/four');
    await field.press('Enter');
    await panel.getByRole('alert').getByText('A restaurant can have at most 3 webhooks; remove one first').waitFor();

    // Removing asks first; 'Back' leaves it, focus back on its button.
    const remove = card.getByRole('button', { name: `Remove webhook ${receiver.url}` });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Remove this webhook?' });
    await confirm.getByText(receiver.url).waitFor();
    await expectNoSeriousA11yViolations(page, 'remove webhook dialog');
    await confirm.getByRole('button', { name: 'Back' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Remove');
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove webhook' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.locator('[data-sonner-toast]', { hasText: 'Webhook removed' }).waitFor();
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Webhooks');
    expect((await owner.GET('/api/my/restaurant/webhooks')).data!.map((w) => w.url)).toEqual(['http://127.0.0.1:9/two', 'http://127.0.0.1:9/three']);
    for (const w of (await owner.GET('/api/my/restaurant/webhooks')).data!) await owner.DELETE('/api/my/restaurant/webhooks/{webhookId}', { params: { path: { webhookId: w.id } } });
  });

  it('fits a phone: the log, the secret dialog, tap targets', async () => {
    receiver.answerNext(503);
    const listed = await owner.POST('/api/my/restaurant/webhooks', { body: { url: receiver.url } });
    expect(listed.response.status).toBe(201);
    await anOrder(product, bella, 'webhook-phone-customer@example.com');
    const { page } = await product.newPage(MOBILE);
    const panel = await openWebhooks(page, true);
    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
    // Two lines an attempt rather than a table's four columns.
    await card.getByRole('listitem').filter({ hasText: 'HTTP 200' }).getByText('Delivered', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByRole('listitem').filter({ hasText: 'HTTP 503' }).getByText('Failed, delivered later').waitFor();
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'webhooks on a phone');
    expect(formatOffenders(await undersizedTargets(page, 'webhooks on a phone'))).toBe('');
    await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'owner-webhooks-390');

    await panel.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/phone');
    await panel.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Webhook added' });
    await dialog.getByLabel('Signing secret').waitFor();
    await expectNoSeriousA11yViolations(page, 'webhook secret on a phone');
    expect(formatOffenders(await undersizedTargets(page, 'webhook secret on a phone'))).toBe('');
    await screenshot(page, 'owner-webhooks-secret-390');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
