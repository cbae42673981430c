import type { Locator, Page } from 'playwright-core';

/**
 * From a restaurant's page with a basket, signed out: 'Log in to check out', a new account on
 * the sign-up page, back on the restaurant's page, then 'Go to checkout'. Answers the delivery
 * details dialog once it is ready.
 */
export async function signUpAndOpenCheckout(
  page: Page,
  account: { email: string; password: string },
  restaurantId: string,
  // A collection's dialog asks only who collects (docs/product/decisions.md "Collection").
  dialogName = 'Confirm Deliery Details',
): Promise<Locator> {
  await page.getByRole('button', { name: 'Log in to check out' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**/detail/${restaurantId}`);
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  const details = page.getByRole('dialog', { name: dialogName });
  await details.getByRole('button', { name: 'Continue to payment' }).waitFor();
  return details;
}
