// Reviews in the browser (docs/product/decisions.md "After the order"): the customer rates a delivered
// order from its page with the keyboard, the restaurant's average appears on its card and detail page
// with the third rating, and the owner answers from the Reviews tab; screenshots at desktop and phone
// sizes, axe and tap targets on each.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { placeDemoOrder } from './support/demo-order.js';
import { DEMO_OWNER, logIn, orderNumber, toastShown } from './support/owner-orders.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';
import { demoRestaurant, MOBILE, screenshot, type DemoRestaurant, type Product, startProduct } from './support/product.js';

const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_PASSWORD };

/** A screenshot, then axe (serious issues and tap targets under 24 px); on a phone nothing may scroll sideways. */
async function capture(page: Page, name: string, phone = false, { targets = true } = {}): Promise<void> {
  await screenshot(page, `reviews-${name}-${phone ? 'mobile' : 'desktop'}`);
  await expectNoSeriousA11yViolations(page, `${name}${phone ? ' on a phone' : ''}`);
  if (targets) expect(formatOffenders(await undersizedTargets(page, name))).toBe('');
  if (phone) await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
}

const customerOrder = (page: Page, orderId: string) => page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });

describeWithChromium('reviews: a customer rates, the average shows from 3 ratings, the owner answers', () => {
  let product: Product;
  let bella: DemoRestaurant;
  let customerPage: Page;
  let ownerPage: Page;

  const apiOf = async (email: string) => product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email }));

  /** A demo account's order at Bella Napoli, paid at the local checkout and taken to delivered by the owner. */
  async function deliveredOrder(email = CUSTOMER.email): Promise<string> {
    const { orderId, url } = await placeDemoOrder(product, email, bella);
    await submitCard(product.server.url + new URL(url).pathname);
    await paidInTime(product.server.db, orderId);
    const owner = await apiOf(DEMO_OWNER.email);
    for (const status of ['inProgress', 'outForDelivery', 'delivered'] as const) {
      const { response } = await owner.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status } });
      expect(response.status).toBe(200);
    }
    return orderId;
  }

  async function openDetail(page: Page): Promise<void> {
    await page.goto(`/detail/${bella._id}`);
    await page.getByRole('heading', { name: 'Bella Napoli', level: 1 }).waitFor();
  }

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    // Two earlier ratings (5, answered, and 4) by owners of other demo restaurants.
    for (const [email, rating, comment, reply] of [
      ['owner2@tuckin.demo', 5, 'Best carbonara I have had outside Rome.', 'Grazie! See you again soon.'],
      ['owner3@tuckin.demo', 4, 'Great pizza; the garlic bread was a little soft.', undefined],
    ] as const) {
      const orderId = await deliveredOrder(email);
      const { data, response } = await (await apiOf(email)).POST('/api/order/{orderId}/review', { params: { path: { orderId } }, body: { rating, comment } });
      expect(response.status).toBe(201);
      if (reply) {
        const answered = await (await apiOf(DEMO_OWNER.email)).POST('/api/my/restaurant/reviews/{reviewId}/reply', { params: { path: { reviewId: data!._id } }, body: { text: reply } });
        expect(answered.response.status).toBe(201);
      }
    }
    customerPage = (await product.newPage()).page;
    await logIn(customerPage, CUSTOMER);
    ownerPage = (await product.newPage()).page;
    await logIn(ownerPage, DEMO_OWNER);
  });
  afterAll(async () => product?.stop());

  it('rates a delivered order with the keyboard; with it, the third rating, the average shows on the card and the detail page', async () => {
    // Rated twice (5 and 4): no average yet, its reviews listed.
    expect((await demoRestaurant(product, 'London', 'Bella Napoli')).rating).toBeNull();
    await openDetail(customerPage);
    await customerPage.getByRole('heading', { name: 'Reviews', level: 2 }).waitFor();
    expect(await customerPage.getByTestId('rating').count()).toBe(0);

    const orderId = await deliveredOrder();
    await customerPage.goto('/order-status');
    const order = customerOrder(customerPage, orderId);
    const form = order.getByRole('form', { name: 'Rate your order' });
    await form.waitFor();
    await form.scrollIntoViewIfNeeded();
    await capture(customerPage, 'rate-form');

    // Keyboard only: into the star group, arrows choose, Tab on to the comment and the button.
    await form.getByRole('radio', { name: '1 star' }).focus();
    await customerPage.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await customerPage.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await customerPage.keyboard.press('Tab');
    await customerPage.keyboard.type('Hot and quick.\nThe tiramisu was lovely.');
    await customerPage.keyboard.press('Tab');
    await customerPage.keyboard.press('Enter');
    const toast = await toastShown(customerPage, 'Thank you for your rating');
    // Its close button is a full tap target too.
    expect(formatOffenders(await undersizedTargets(customerPage, 'rating toast'))).toBe('');
    await toast.getByRole('button', { name: 'Close toast' }).click();
    await toast.waitFor({ state: 'detached' });

    const rated = order.getByRole('region', { name: /^Your rating of/ });
    await rated.waitFor();
    expect(await rated.textContent()).toContain('4 out of 5 stars');
    expect(await rated.textContent()).toContain('The tiramisu was lovely.');
    expect(await order.getByRole('form', { name: 'Rate your order' }).count()).toBe(0);
    await rated.scrollIntoViewIfNeeded();
    await capture(customerPage, 'rated');

    // 5, 4 and 4: 4.3 from 3 ratings, on the detail page and the search card.
    await openDetail(customerPage);
    const rating = customerPage.getByTestId('rating').first();
    await rating.waitFor();
    expect(await rating.textContent()).toContain('Rated 4.3 out of 5 from 3 ratings');
    expect(await rating.textContent()).toContain('4.3 ★ (3)');
    const reviews = customerPage.getByRole('region', { name: 'Reviews' });
    await expect.poll(() => reviews.textContent()).toContain('The tiramisu was lovely.');
    await capture(customerPage, 'detail-rating');
    await customerPage.goto('/search/London?searchQuery=Bella');
    const card = customerPage.getByRole('link', { name: /Bella Napoli/ });
    await card.getByTestId('rating').waitFor();
    expect(await card.getByTestId('rating').textContent()).toContain('4.3 ★ (3)');
    // The search page's own filters are not this test's (test/e2e/tap-targets.test.ts covers the page).
    await capture(customerPage, 'search-card', false, { targets: false });
  });

  it('lets the owner answer from the Reviews tab once; the reply shows on the detail page', async () => {
    await ownerPage.goto('/manage-restaurant/reviews');
    await ownerPage.getByRole('heading', { name: 'Reviews', level: 2 }).waitFor();
    const list = ownerPage.getByRole('list', { name: 'Reviews of your restaurant' });
    const adas = list.getByRole('listitem').filter({ hasText: 'The tiramisu was lovely.' });
    await adas.waitFor();
    // The demo's answered review shows its reply and no box.
    expect(await list.getByRole('listitem').filter({ hasText: 'Grazie!' }).getByRole('textbox').count()).toBe(0);
    await capture(ownerPage, 'owner-tab');

    await adas.getByRole('textbox', { name: 'Reply to Ada' }).fill('Thank you, Ada! Glad you liked it.');
    await adas.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => adas.textContent()).toContain('Your reply');
    expect(await adas.getByRole('textbox').count()).toBe(0);
    await capture(ownerPage, 'owner-replied');

    // A review written while the tab is open arrives on the desk's stream: no reload.
    const lateOrder = await deliveredOrder('owner4@tuckin.demo');
    const late = await (await apiOf('owner4@tuckin.demo')).POST('/api/order/{orderId}/review', { params: { path: { orderId: lateOrder } }, body: { rating: 5, comment: 'Came back for the arancini.' } });
    expect(late.response.status).toBe(201);
    await list.getByRole('listitem').filter({ hasText: 'Came back for the arancini.' }).waitFor({ timeout: 10_000 });

    await openDetail(customerPage);
    const reviews = customerPage.getByRole('region', { name: 'Reviews' });
    await expect.poll(() => reviews.textContent()).toContain('Thank you, Ada! Glad you liked it.');
    await reviews.scrollIntoViewIfNeeded();
    await capture(customerPage, 'detail-reply');
  });

  it('works on a phone: the rating form, the detail page and the Reviews tab', async () => {
    const orderId = await deliveredOrder();
    const phone = (await product.newPage(MOBILE)).page;
    await logIn(phone, CUSTOMER, true);
    await phone.goto('/order-status');
    const form = customerOrder(phone, orderId).getByRole('form', { name: 'Rate your order' });
    await form.waitFor();
    await form.scrollIntoViewIfNeeded();
    await capture(phone, 'rate-form', true);
    await form.getByRole('button', { name: 'Submit rating' }).click();
    // Nothing chosen: said, and the first star has focus.
    await form.getByText('Choose from 1 to 5 stars').waitFor();
    expect(await phone.evaluate<string | null>("document.activeElement?.getAttribute('type') ?? null")).toBe('radio');
    await form.getByRole('radio', { name: '5 stars' }).click();
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await customerOrder(phone, orderId).getByRole('region', { name: /^Your rating of/ }).waitFor();

    await openDetail(phone);
    await phone.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await capture(phone, 'detail-reviews', true);

    const ownerPhone = (await product.newPage(MOBILE)).page;
    await logIn(ownerPhone, DEMO_OWNER, true);
    await ownerPhone.goto('/manage-restaurant/reviews');
    await ownerPhone.getByRole('list', { name: 'Reviews of your restaurant' }).waitFor();
    await capture(ownerPhone, 'owner-tab', true);
  });
});
