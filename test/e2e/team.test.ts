// The owner's Team tab and the invitation's way in (docs/product/team-and-roles.md): the owner
// invites by e-mail, the e-mail's link opens /join-team, the invitee signs up and accepts, the
// owner sees them on the team and removes them after a confirmation.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { mailInbox } from '../support/mail-inbox.js';
import { section } from './support/owner.js';
import { DEMO_OWNER, logIn, toastShown } from './support/owner-orders.js';
import { DESKTOP, MOBILE, screenshot, startProduct, waitForApp, type Product } from './support/product.js';

const INVITEE = 'new-cook@example.com';
const horizontalOverflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

describeWithChromium('the owner’s team', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
  }, 300_000);
  afterAll(async () => {
    await product?.stop();
  });

  async function openTeam(page: Page, phone = false) {
    await logIn(page, DEMO_OWNER, phone);
    await page.goto('/manage-restaurant/team');
    const panel = section(page, 'Team');
    await panel.waitFor();
    return panel;
  }

  it('invites by e-mail, the link lets the invitee sign up and join, and the owner removes them after asking', async () => {
    const { page } = await product.newPage(DESKTOP);
    const panel = await openTeam(page);
    await panel.getByText('No one on your team yet.').waitFor();
    await panel.getByLabel('E-mail').fill(INVITEE);
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await toastShown(page, `Invitation sent to ${INVITEE}`);
    await panel.getByRole('list', { name: 'Invitations sent' }).getByText(INVITEE).waitFor();
    await expectNoSeriousA11yViolations(page, 'team tab');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'team-invited-1280');

    const [mail] = await mailInbox(product.server.mailInboxUrl!).waitFor(INVITEE, 1);
    const link = /href="([^"]*\/join-team#[^"]+)"/.exec(mail!.html)?.[1];
    expect(link).toBeDefined();
    const { page: mailPage } = await product.newPage(DESKTOP);
    await mailPage.setContent(mail!.html);
    await screenshot(mailPage, 'team-invitation-mail-1280');

    const { page: invitee } = await product.newPage(MOBILE);
    await invitee.goto(new URL(link!).pathname + new URL(link!).hash);
    await waitForApp(invitee);
    await invitee.getByRole('button', { name: 'Log in to accept' }).click();
    await invitee.getByRole('link', { name: 'Sign up' }).click();
    await invitee.getByLabel('Email address').fill(INVITEE);
    await invitee.getByLabel('Password').fill('a-good-long-password');
    await invitee.getByRole('button', { name: 'Continue' }).click();
    await invitee.waitForURL((url) => url.pathname === '/join-team');
    await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
    await invitee.getByRole('status').getByText('You have joined the team as kitchen staff.').waitFor();
    await expectNoSeriousA11yViolations(invitee, 'join page');
    await screenshot(invitee, 'team-joined-390');
    // The kitchen's owner area has the order lists only.
    await invitee.getByRole('link', { name: 'Open the order desk' }).click();
    await invitee.getByRole('tab', { name: 'Orders', exact: true }).waitFor();
    await expect.poll(async () => invitee.getByRole('tab').allTextContents()).toEqual(['Orders', 'Orders Placed but Not Paid']);

    await page.reload();
    const members = section(page, 'Team').getByRole('list', { name: 'Your team' });
    await members.getByText(INVITEE).waitFor();

    // Made a manager: Manage Restaurant holds the service and the menu, saved by the menu's own call.
    const changeRole = async (label: string) => {
      await section(page, 'Team').getByRole('combobox', { name: `Role of ${INVITEE}` }).click();
      await page.getByRole('option', { name: label }).click();
      await expect.poll(() => section(page, 'Team').getByRole('combobox', { name: `Role of ${INVITEE}` }).textContent()).toBe(label);
    };
    await changeRole('Manager');
    await invitee.goto('/manage-restaurant/restaurant/mine');
    await section(invitee, 'Menu').waitFor();
    for (const owners of ['Details', 'Cuisines', 'Webhooks', 'Delivery areas']) expect(await section(invitee, owners).count(), owners).toBe(0);
    const price = section(invitee, 'Menu').getByRole('listitem').first().getByLabel('Price (£)');
    const newPrice = (Number(await price.inputValue()) + 0.5).toFixed(2);
    await price.fill(newPrice);
    await expectNoSeriousA11yViolations(invitee, 'manager menu form');
    await section(invitee, 'Menu').scrollIntoViewIfNeeded();
    await screenshot(invitee, 'team-manager-menu-390');
    await invitee.getByRole('button', { name: 'Submit' }).click();
    await toastShown(invitee, 'Menu updated successfully!');
    await invitee.reload();
    await expect.poll(() => section(invitee, 'Menu').getByRole('listitem').first().getByLabel('Price (£)').inputValue()).toBe(newPrice);

    // Made a courier: the owner area sends them to their own view.
    await changeRole('Courier');
    await invitee.goto('/manage-restaurant');
    await invitee.waitForURL((url) => url.pathname === '/courier');
    await section(page, 'Team').getByRole('button', { name: `Remove ${INVITEE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from the team?' });
    await dialog.getByText('loses access to your restaurant at once', { exact: false }).waitFor();
    // Once it has faded in.
    const opacity = (el: unknown) => (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el).opacity;
    await expect.poll(() => dialog.evaluate(opacity)).toBe('1');
    await screenshot(page, 'team-remove-1280');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toastShown(page, `${INVITEE} removed`);
    await section(page, 'Team').getByText('No one on your team yet.').waitFor();
  });

  it('fits a phone', async () => {
    const { page } = await product.newPage(MOBILE);
    const panel = await openTeam(page, true);
    await panel.getByLabel('E-mail').waitFor();
    // Every tab is on screen, the first as well as the Team tab.
    for (const name of ['Orders', 'Team']) {
      const box = (await page.getByRole('tab', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(MOBILE.width);
    }
    await screenshot(page, 'team-390');
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
