// A signed-in owner in Chromium: one sign-in through the app's 'Log In' button and the
// embedded provider's form, kept as Playwright storage state (cookies and local storage, where
// the SDK keeps its session) for every later visit.
import type { Browser, BrowserContext } from 'playwright-core';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const OWNER_VIEWPORT = { width: 1280, height: 800 };

/** Tries at the 'Log In' button: the server's markup shows it before the app can act on it. */
const LOG_IN_TRIES = 10;

export async function signIn(browser: Browser, appUrl: string, account: { email: string; password: string }): Promise<StorageState> {
  const context = await browser.newContext({ viewport: OWNER_VIEWPORT });
  context.setDefaultTimeout(30_000);
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/`);
    const app = new URL(appUrl).origin;
    for (let tries = 1; new URL(page.url()).origin === app; tries++) {
      if (tries > LOG_IN_TRIES) throw new Error(`'Log In' on ${appUrl}/ never led to the sign-in page`);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.origin !== app, { timeout: 2_000 }).catch(() => undefined);
    }
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back on the app, which then finishes the login (the code exchange, the user record).
    await page.waitForURL((url) => url.origin === app && !url.searchParams.has('code') && url.pathname !== '/auth-callback');
    await page.getByRole('button', { name: account.email }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}
