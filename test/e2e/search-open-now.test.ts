import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DESKTOP, MOBILE, screenshot, startProduct, type Product } from './support/product.js';

// The Green Fork belongs to the fourth demo owner; Smoke & Bones is the demo's paused restaurant.
const GREEN_FORK_OWNER = 'owner4@tuckin.demo';

/** A London wall-clock reading `hoursFromNow` hours ahead. */
const london = (hoursFromNow: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(new Date(Date.now() + hoursFromNow * 3_600_000));
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

describeWithChromium('search results with open states and the Open now filter', () => {
  let product: Product;
  let opens = '';

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    const owner = product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: GREEN_FORK_OWNER }));
    // Open for one hour, two hours from now, on that day only: closed now, whatever the hour.
    const day = london(2, { weekday: 'short' }).toLowerCase();
    opens = london(2, CLOCK);
    const body = { timeZone: 'Europe/London', weeklyHours: { [day]: [{ opens, closes: london(3, CLOCK) }] }, closures: [] };
    expect((await owner.PUT('/api/my/restaurant/availability', { body })).response.status).toBe(200);
  });
  afterAll(async () => product?.stop());

  const card = (page: Awaited<ReturnType<Product['newPage']>>['page'], name: string) =>
    page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { name, level: 2 }) });

  it.each([[DESKTOP], [MOBILE]] as const)('says each card\'s state, open ones first, and filters to open ones (%o)', async (viewport) => {
    const { page } = await product.newPage(viewport);
    await page.goto('/search/London');
    await card(page, 'Bella Napoli').getByTestId('open-state').getByText('Open', { exact: true }).waitFor();
    await card(page, 'The Green Fork').getByTestId('open-state').getByText(new RegExp(`^Closed · opens (\\w{3} )?${opens}$`)).waitFor();
    await card(page, 'Smoke & Bones').getByTestId('open-state').getByText('Not taking orders', { exact: true }).waitFor();
    const states = await page.getByRole('main').getByTestId('open-state').allTextContents();
    const firstNotOpen = states.findIndex((text) => text !== 'Open');
    expect(states.slice(firstNotOpen).every((text) => text !== 'Open')).toBe(true);
    await expectNoSeriousA11yViolations(page, `search with open states (${viewport.width})`);
    await screenshot(page, `search-open-states-${viewport.width}`);

    // Keyboard: the box takes focus and Space ticks it; the address keeps it.
    const openNow = page.getByRole('checkbox', { name: 'Open now' });
    await openNow.focus();
    await page.keyboard.press('Space');
    await page.waitForURL('**/search/London?openNow=true');
    const api = (await (await fetch(`${product.server.url}/api/restaurant/search/London?openNow=true`)).json()) as { pagination: { total: number } };
    await page.getByRole('heading', { name: `${api.pagination.total} Restaurants found in London` }).waitFor();
    await expect.poll(() => card(page, 'The Green Fork').count()).toBe(0);
    expect(await card(page, 'Smoke & Bones').count()).toBe(0);
    expect(new Set(await page.getByRole('main').getByTestId('open-state').allTextContents())).toEqual(new Set(['Open']));
    // The whole label is the tap target.
    const box = await page.locator('label', { has: openNow }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await screenshot(page, `search-open-now-${viewport.width}`);

    await page.reload();
    expect(await openNow.isChecked()).toBe(true);
    await openNow.click();
    await page.waitForURL((url) => url.pathname === '/search/London' && url.search === '');
    await card(page, 'The Green Fork').waitFor();
  });

  it('keeps a closed restaurant\'s card a link to its page', async () => {
    const { page } = await product.newPage();
    await page.goto('/search/London');
    await card(page, 'The Green Fork').scrollIntoViewIfNeeded();
    await screenshot(page, 'search-closed-card-1280');
    await card(page, 'The Green Fork').click();
    await page.waitForURL('**/detail/*');
    // The detail page itself: the address changes before the search's cards (other closed ones at night) are gone.
    await page.getByRole('heading', { level: 1, name: 'The Green Fork' }).waitFor();
    await page.getByTestId('open-state').getByText(/^Closed · opens /).waitFor();
  });
});
