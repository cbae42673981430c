// The search page's diet filter (docs/product/decisions.md "Menus"): four labelled
// checkboxes kept in the address as `dietary=`, back to page 1 on a change, each card saying how
// many of its dishes fit; the server renders the same state from the address.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { RECORD_LAYOUT_SHIFTS } from './support/layout-shifts.js';
import { DESKTOP, MOBILE, screenshot, startProduct, waitForApp, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

interface Card {
  restaurantName: string;
  dietaryDishes?: number;
}
interface Answer {
  data: Card[];
  pagination: { total: number; pages: number };
}

describeWithChromium('search results filtered by diet', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => product?.stop());

  const search = async (query: string): Promise<Answer> => (await (await fetch(`${product.server.url}/api/restaurant/search/all?${query}`)).json()) as Answer;
  const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });

  /** Each card's name and its diet line (undefined without one), in order. */
  const shown = async (page: Page) =>
    Promise.all(
      (await cards(page).all()).map(async (card) => {
        const line = card.getByTestId('dietary-dishes');
        return [await card.getByRole('heading', { level: 2 }).textContent(), (await line.count()) ? await line.textContent() : undefined] as const;
      }),
    );

  const expected = (answer: Answer, words: (n: number) => string) => answer.data.map((card) => [card.restaurantName, words(card.dietaryDishes!)] as const);

  it.each([[DESKTOP], [MOBILE]] as const)('ticks labels, keeps them in the address, back on page 1, cards counting dishes (%o)', async (viewport) => {
    const { page } = await product.newPage(viewport);
    const all = await search('');
    expect(all.pagination.pages).toBeGreaterThan(1); // so that page 2 exists to start from
    await page.goto('/search/all?page=2');
    await waitForApp(page);
    const filter = page.getByRole('group', { name: 'Filter By Diet' });
    for (const name of ['Vegetarian', 'Vegan', 'Gluten-free', 'Halal']) expect(await filter.getByRole('checkbox', { name }).isChecked()).toBe(false);
    expect(await page.getByTestId('dietary-dishes').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `search with the diet filter (${viewport.width})`);
    await filter.scrollIntoViewIfNeeded();
    await screenshot(page, `search-diet-off-${viewport.width}`);
    const chipsAt = await filter.boundingBox();

    // One label: back to page 1, "n vegan dishes" on every card.
    await filter.getByRole('checkbox', { name: 'Vegan' }).click();
    await page.waitForURL((url) => url.pathname === '/search/all' && url.search === '?dietary=vegan');
    const vegan = await search('dietary=vegan');
    expect(vegan.pagination.total).toBeGreaterThan(0);
    expect(vegan.pagination.total).toBeLessThan(all.pagination.total);
    await page.getByRole('heading', { level: 1, name: `${vegan.pagination.total} Restaurants found in all` }).waitFor();
    await expect.poll(() => shown(page)).toEqual(expected(vegan, (n) => `${n} vegan ${n === 1 ? 'dish' : 'dishes'}`));
    expect(await filter.boundingBox()).toEqual(chipsAt); // the filter stays put while the results change
    await expectNoSeriousA11yViolations(page, `search filtered to vegan (${viewport.width})`);
    if (viewport === MOBILE) {
      // Fingers: 24 px targets on a phone (as tap-targets.test.ts checks every screen).
      const small = await undersizedTargets(page, 'search filtered to vegan (phone)');
      expect(small, formatOffenders(small)).toEqual([]);
    }
    await screenshot(page, `search-diet-vegan-${viewport.width}`);

    // Keyboard: Space on a focused box adds a label; several labels say "matching".
    await filter.getByRole('checkbox', { name: 'Gluten-free' }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL('**/search/all?dietary=vegan%2CglutenFree');
    const both = await search('dietary=vegan,glutenFree');
    await page.getByRole('heading', { level: 1, name: `${both.pagination.total} Restaurants found in all` }).waitFor();
    await expect.poll(() => shown(page)).toEqual(expected(both, (n) => `${n} matching ${n === 1 ? 'dish' : 'dishes'}`));
    await page.getByTestId('dietary-dishes').first().scrollIntoViewIfNeeded(); // on a phone, below the filters
    await screenshot(page, `search-diet-vegan-gluten-free-${viewport.width}`);

    // Reload keeps the ticks; unticking both leaves the address without `dietary`.
    await page.reload();
    await waitForApp(page);
    expect(await filter.getByRole('checkbox', { name: 'Vegan' }).isChecked()).toBe(true);
    expect(await filter.getByRole('checkbox', { name: 'Gluten-free' }).isChecked()).toBe(true);
    await filter.getByRole('checkbox', { name: 'Vegan' }).click();
    await page.waitForURL('**/search/all?dietary=glutenFree');
    await filter.getByRole('checkbox', { name: 'Gluten-free' }).click();
    await page.waitForURL((url) => url.pathname === '/search/all' && url.search === '');
    await page.getByRole('heading', { level: 1, name: `${all.pagination.total} Restaurants found in all` }).waitFor();
    await expect.poll(() => page.getByTestId('dietary-dishes').count()).toBe(0);
  });

  it('renders a filtered address on the server as the app does, without layout shifts', async () => {
    const query = 'dietary=halal,glutenFree';
    const answer = await search(query);
    expect(answer.data.length).toBeGreaterThan(0);
    // Before any script: the server parsed the address into the same state (labels in their own order).
    // (React's markup parts text from values with empty comments.)
    const html = (await (await fetch(`${product.server.url}/search/all?${query}`)).text()).replaceAll('<!-- -->', '');
    expect(html).toContain(`${answer.pagination.total} Restaurants found in all`);
    expect(html).toContain(`${answer.data[0]!.dietaryDishes} matching dish`);
    expect(html.match(/<input type="checkbox"[^>]* checked=""/g)?.length).toBe(2);

    const { page } = await product.newPage();
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    await page.goto(`/search/all?${query}`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => shown(page)).toEqual(expected(answer, (n) => `${n} matching ${n === 1 ? 'dish' : 'dishes'}`));
    const filter = page.getByRole('group', { name: 'Filter By Diet' });
    const ticked = async (name: string) => filter.getByRole('checkbox', { name }).isChecked();
    expect([await ticked('Vegetarian'), await ticked('Vegan'), await ticked('Gluten-free'), await ticked('Halal')]).toEqual([false, false, true, true]);
    expect(await page.evaluate<number[]>('window.shifts')).toEqual([]);
  });
});
