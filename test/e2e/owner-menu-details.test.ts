import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ALLERGENS, DIETARY_LABELS, inListOrder } from '../../src/modules/catalogue/domain/menu-details.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { menuRow, section } from './support/owner.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';
import { DEMO_OWNER, logIn, toastShown } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, waitForApp, type DemoRestaurant, type Product } from './support/product.js';
import { pounds } from './support/pounds.js';

// docs/product/decisions.md "Menus", docs/product/screens.md: the owner form's sections and a dish's
// details (description, allergens, labels, option groups), saved, shown again and seen by customers.

const NEW_SECTION = "Chef's specials";
const DESCRIPTION = 'Layers of mascarpone and espresso, with a peanut crumble';

const focusedId = (page: Page) => page.evaluate<string | undefined>('document.activeElement?.id');
const sectionNames = (page: Page) => section(page, 'Sections').getByLabel('Section name').evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));

async function openForm(page: Page) {
  await page.goto('/manage-restaurant/restaurant/mine');
  await section(page, 'Sections').waitFor();
}

describeWithChromium('owner form: menu sections and a dish\'s details, from the form to the detail page', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'bella');
  });
  afterAll(async () => product?.stop());

  it('adds a section, moves it up, describes a dish with allergens, a label and a size, saves, and customers see it', async () => {
    const dishIndex = bella.menuItems.findIndex((item) => item.optionGroups.length === 0);
    const dish = bella.menuItems[dishIndex]!;
    const { page } = await product.newPage();
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO_OWNER);
    await openForm(page);
    expect(await sectionNames(page)).toEqual(bella.menuSections);

    // A section: added (focus in its name), named, moved up by keyboard (focus stays on the move buttons).
    await section(page, 'Sections').getByRole('button', { name: 'Add section' }).click();
    const last = bella.menuSections.length;
    await expect.poll(() => focusedId(page)).toBe(`menuSections.${last}.name`);
    await page.keyboard.type(NEW_SECTION);
    await page.getByRole('button', { name: `Move ${NEW_SECTION} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe(`menuSections.${last - 1}.up`);
    const order = [...bella.menuSections.slice(0, -1), NEW_SECTION, bella.menuSections.at(-1)!];
    expect(await sectionNames(page)).toEqual(order);

    // The dish: its section, then its details behind 'More details'.
    const row = menuRow(page, dishIndex);
    await row.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name: NEW_SECTION }).click();
    const more = row.getByRole('button', { name: `More details for ${dish.name}` });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await row.getByLabel('Description').fill(DESCRIPTION);
    await row.getByText(`${[...DESCRIPTION].length}/300 characters`).waitFor();
    await row.getByRole('checkbox', { name: 'Peanuts', exact: true }).check();
    await row.getByRole('checkbox', { name: 'Vegan', exact: true }).check();

    // Keyboard only through adding an option group with two options.
    await row.getByRole('button', { name: 'Add option group' }).focus();
    await page.keyboard.press('Enter');
    const group = `menuItems.${dishIndex}.optionGroups.0`;
    await expect.poll(() => focusedId(page)).toBe(`${group}.name`);
    await page.keyboard.type('Size');
    const tabTo = async (id: string) => {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedId(page)).toBe(id);
    };
    const replace = async (text: string) => {
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    };
    await tabTo(`${group}.min`);
    await replace('1');
    await tabTo(`${group}.max`);
    await replace('1');
    await tabTo(`${group}.options.0.name`);
    await page.keyboard.type('Regular');
    await tabTo(`${group}.options.0.price`);
    await page.keyboard.type('0');
    await tabTo(`${group}.options.0.soldOut`);
    await page.keyboard.press('Tab'); // Remove option
    await tabTo(`${group}.options.add`);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe(`${group}.options.1.name`);
    await page.keyboard.type('Large');
    await tabTo(`${group}.options.1.price`);
    await page.keyboard.type('2.50');
    // A third option, removed again: focus goes to the option above it.
    await row.getByRole('button', { name: 'Add option', exact: true }).press('Enter');
    await expect.poll(() => focusedId(page)).toBe(`${group}.options.2.name`);
    await row.getByRole('button', { name: 'Remove option' }).nth(2).press('Enter');
    await expect.poll(() => focusedId(page)).toBe(`${group}.options.1.name`);

    await expectNoSeriousA11yViolations(page, 'owner form with a dish\'s details open');
    await row.scrollIntoViewIfNeeded();
    await row.getByText('Option group 1: Size').scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-menu-details-1280');
    await section(page, 'Sections').scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-menu-sections-1280');
    await page.setViewportSize(MOBILE);
    await expectNoSeriousA11yViolations(page, 'owner form with a dish\'s details open, phone');
    await section(page, 'Sections').scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-menu-sections-390');
    await row.getByText('Option group 1: Size').scrollIntoViewIfNeeded();
    await screenshot(page, 'owner-menu-details-390');
    const offenders = await undersizedTargets(page, 'owner menu form, phone');
    expect(offenders, formatOffenders(offenders)).toEqual([]);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Submit' }).click();
    await toastShown(page, 'Restaurant updated successfully!');

    // Saved and shown again exactly; every item and option group keeps its _id.
    const saved = await product.server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: bella._id } } });
    const after = saved.data!;
    expect(after.menuSections).toEqual(order);
    expect(after.menuItems.map((item) => item._id)).toEqual(bella.menuItems.map((item) => item._id));
    const kept = bella.menuItems.filter((item) => item.optionGroups.length > 0);
    for (const item of kept) expect(after.menuItems.find((other) => other._id === item._id)?.optionGroups).toEqual(item.optionGroups);
    const changed = after.menuItems[dishIndex]!;
    expect(changed).toMatchObject({
      category: NEW_SECTION,
      description: DESCRIPTION,
      allergens: inListOrder(ALLERGENS, [...dish.allergens, 'peanuts']),
      dietary: inListOrder(DIETARY_LABELS, [...dish.dietary, 'vegan']),
    });
    expect(changed.optionGroups.map(({ name, min, max, options }) => ({ name, min, max, options: options.map((o) => [o.name, o.price, o.soldOut]) }))).toEqual([
      { name: 'Size', min: 1, max: 1, options: [['Regular', 0, false], ['Large', 250, false]] },
    ]);

    await page.reload();
    await section(page, 'Sections').waitFor();
    expect(await sectionNames(page)).toEqual(order);
    // Closed panels say what they hold, so the list stays scannable.
    await menuRow(page, dishIndex).getByText(`Description · ${dish.allergens.length + 1} allergens`).waitFor();
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await menuRow(page, dishIndex).scrollIntoViewIfNeeded();
      await screenshot(page, `owner-menu-list-${size.width}`);
    }
    await page.setViewportSize(DESKTOP);
    await menuRow(page, dishIndex).getByRole('button', { name: `More details for ${dish.name}` }).click();
    expect(await menuRow(page, dishIndex).getByLabel('Description').inputValue()).toBe(DESCRIPTION);
    expect(await menuRow(page, dishIndex).getByRole('checkbox', { name: 'Peanuts', exact: true }).isChecked()).toBe(true);
    expect(await menuRow(page, dishIndex).getByLabel('Max choices').inputValue()).toBe('1');
    expect(await menuRow(page, dishIndex).getByLabel('Extra price (£)').nth(1).inputValue()).toBe('2.50');
    expect(await menuRow(page, dishIndex).getByRole('combobox', { name: 'Section' }).textContent()).toContain(NEW_SECTION);

    // A fault inside a closed panel opens it, with the server's words under the field.
    const reopened = menuRow(page, dishIndex);
    await reopened.getByLabel('Description').fill('d'.repeat(301));
    await reopened.getByRole('button', { name: `More details for ${dish.name}` }).click();
    expect(await reopened.getByLabel('Description').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await reopened.getByText('must be at most 300 characters').waitFor();
    expect(await reopened.getByRole('button', { name: `More details for ${dish.name}` }).getAttribute('aria-expanded')).toBe('true');

    // The customer's view: the section in its place, the description, the peanut mark, and the sizes.
    const { page: customer } = await product.newPage();
    await customer.goto(`/detail/${bella._id}`);
    await waitForApp(customer);
    const links = await customer.getByRole('navigation', { name: 'Menu sections' }).getByRole('link').allTextContents();
    expect(links.filter((name) => order.includes(name))).toEqual(order);
    const specials = customer.getByRole('region', { name: NEW_SECTION });
    await specials.getByText(DESCRIPTION).waitFor();
    await specials.getByRole('list', { name: `Diet and allergens of ${dish.name}` }).getByRole('listitem').filter({ hasText: 'Contains peanuts' }).waitFor();
    await specials.getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
    const dialog = customer.getByRole('dialog', { name: `Choose options for ${dish.name}` });
    await dialog.getByRole('radio', { name: /^Regular/ }).waitFor();
    expect(await dialog.locator('label', { hasText: 'Large' }).textContent()).toContain('+£2.50');
    await dialog.getByRole('radio', { name: /^Large/ }).check();
    expect(await dialog.getByTestId('option-price').textContent()).toBe(pounds(dish.price + 250));
    await expectNoSeriousA11yViolations(customer, 'option dialog of the owner\'s new size');
  });
});
