import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { DESKTOP, MOBILE, screenshot, startProduct, type Product } from './support/product.js';

const SERVICES = ['API Server', 'Database', 'Payment Gateway', 'File Storage', 'Authentication', 'E-mail'];
const METRICS = ['Database Performance', 'API Performance', 'Security Status'];
// The calls behind one refresh: docs/product/calls.md's two and the checks behind the service cards.
const STATUS_CALLS = /\/(health|health\/checks|api\/business-insights\/db-test)$/;

/** The value shown beside a label in a card's description list. */
function figure(scope: Locator, label: string): Promise<string | null> {
  return scope.locator('dl > div').filter({ has: scope.page().getByText(label, { exact: true }) }).locator('dd').textContent();
}

const overall = (page: Page) => page.getByRole('region', { name: 'Overall Status' });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openStatusPage(page: Page): Promise<void> {
  await page.goto('/api-status');
  await page.getByRole('heading', { level: 1, name: 'API Status' }).waitFor();
  await overall(page).waitFor();
}

/**
 * Waits for an all-healthy report. On a machine busy with other tests a check may cross its
 * threshold once (the database check warns above 100 ms), so it asks again a few times
 * rather than hide a lasting fault.
 */
async function untilHealthy(page: Page): Promise<void> {
  const healthy = overall(page).getByText('Healthy', { exact: true });
  const refresh = page.getByRole('button', { name: 'Refresh' }).and(page.locator(':enabled'));
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    if (await healthy.isVisible()) return;
    const answered = page.waitForResponse((r) => r.url().endsWith('/health/checks'));
    await refresh.click();
    await answered;
    await refresh.waitFor();
  }
  await healthy.waitFor({ timeout: 1 });
}

describeWithChromium('API status page', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    // The first call after start-up compiles the contract's validators: not what a visitor meets.
    await fetch(`${product.server.url}/health/checks`);
  });
  afterAll(async () => product?.stop());

  it('shows the six services healthy with the figures the API reports', async () => {
    const { page } = await product.newPage(DESKTOP);
    await openStatusPage(page);
    await untilHealthy(page);

    expect(await figure(overall(page), 'Response time')).toMatch(/^\d+(\.\d)? ms$/);
    expect(await figure(overall(page), 'Uptime')).toMatch(/^\d+h \d+m$/);
    expect(await figure(overall(page), 'Health score')).toBe('100%');
    const bar = page.getByRole('progressbar', { name: 'Health score' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');

    for (const name of SERVICES) {
      await card(page, name).getByText('Healthy', { exact: true }).waitFor();
      expect(await figure(card(page, name), 'Latency'), name).toMatch(/^\d+(\.\d)? ms$/);
    }
    // The checks' own words, as the server reports them for the embedded defaults.
    expect(await figure(card(page, 'API Server'), 'Detail')).toBe('Background jobs: in-process');
    expect(await figure(card(page, 'Database'), 'Detail')).toBe('SQLite, connected');
    expect(await figure(card(page, 'Payment Gateway'), 'Detail')).toBe('mode local; no event received yet');
    expect(await figure(card(page, 'File Storage'), 'Detail')).toBe('local disk');
    expect(await figure(card(page, 'Authentication'), 'Detail')).toBe('embedded provider, 1 signing key');
    expect(await figure(card(page, 'E-mail'), 'Detail')).toBe('embedded mail catcher; 0 waiting; none sent yet');

    for (const name of METRICS) await card(page, name).waitFor();
    await card(page, 'Database Performance').getByText(/^(Excellent|Good|Slow)$/).waitFor();
    await card(page, 'API Performance').getByText(/^(Excellent|Good|Slow)$/).waitFor();
    // The test server speaks plain HTTP and sends a Content-Security-Policy: the card says both.
    expect(await figure(card(page, 'Security Status'), 'HTTPS')).toBe('Off');
    expect(await figure(card(page, 'Security Status'), 'Content Security Policy')).toBe('On');
    expect(await figure(card(page, 'Security Status'), 'Access tokens')).toBe('RS256, keys reachable');

    await expectNoSeriousA11yViolations(page, 'API status, healthy');
    await screenshot(page, 'api-status-desktop');
    await card(page, 'Security Status').scrollIntoViewIfNeeded();
    await screenshot(page, 'api-status-desktop-metrics');
  });

  it('lays the cards out in one column on a phone', async () => {
    const { page } = await product.newPage(MOBILE);
    await openStatusPage(page);
    await untilHealthy(page);
    const widths = await Promise.all(SERVICES.map(async (name) => (await card(page, name).boundingBox())?.width ?? 0));
    for (const width of widths) expect(width).toBeGreaterThan(MOBILE.width - 60);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(MOBILE.width);
    await expectNoSeriousA11yViolations(page, 'API status, phone');
    await screenshot(page, 'api-status-mobile');
    await card(page, 'Security Status').scrollIntoViewIfNeeded();
    await screenshot(page, 'api-status-mobile-metrics');
  });

  it('checks again on Refresh and every 30 seconds', async () => {
    const { page } = await product.newPage(DESKTOP);
    await page.clock.install();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (STATUS_CALLS.test(new URL(request.url()).pathname)) calls.push(new URL(request.url()).pathname);
    });
    await openStatusPage(page);
    await expect.poll(() => calls.length).toBe(3);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => calls.length).toBe(6);
    await page.getByRole('button', { name: 'Refresh' }).and(page.locator(':enabled')).waitFor();

    await page.clock.fastForward(30_000);
    await expect.poll(() => calls.length).toBe(9);
    expect(new Set(calls)).toEqual(new Set(['/health', '/api/business-insights/db-test', '/health/checks']));
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('sets everything to error with response time 0 when the API is down (%s)', async (name, viewport) => {
    const { page } = await product.newPage(viewport);
    await openStatusPage(page);
    await untilHealthy(page);

    // The API stops answering: every call fails as on a dropped connection.
    await page.route((url) => STATUS_CALLS.test(url.pathname), (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Refresh' }).click();

    await page.getByRole('alert').getByText('The API did not answer.', { exact: false }).waitFor();
    await overall(page).getByText('Error', { exact: true }).waitFor();
    expect(await figure(overall(page), 'Response time')).toBe('0 ms');
    expect(await figure(overall(page), 'Health score')).toBe('0%');
    expect(await page.getByRole('progressbar', { name: 'Health score' }).getAttribute('aria-valuenow')).toBe('0');
    for (const service of SERVICES) {
      await card(page, service).getByText('Error', { exact: true }).waitFor();
      expect(await figure(card(page, service), 'Detail')).toBe('No answer from the API');
    }
    expect(await figure(card(page, 'API Performance'), 'Response time')).toBe('0 ms');

    await expectNoSeriousA11yViolations(page, `API status, API down (${name})`);
    await screenshot(page, `api-status-down-${name}`);
  });

  // Runs last: the first test expects no payment event yet.
  it('shows when the last payment event arrived as an en-GB time and how long ago', async () => {
    const answered = await deliverEvent(product.server, completedEvent('no-such-order', 1000));
    expect(answered.status).toBe(200);
    const { page } = await product.newPage(MOBILE);
    await openStatusPage(page);

    const detail = card(page, 'Payment Gateway').locator('dd').filter({ hasText: 'mode local' });
    const shown = await detail.textContent();
    expect(shown).toMatch(/^mode local; last event received \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2} \((now|\d+ seconds? ago)\)$/);
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const iso = await detail.locator('time').getAttribute('datetime');
    expect(Date.now() - Date.parse(iso ?? '')).toBeLessThan(60_000);
    await card(page, 'Payment Gateway').scrollIntoViewIfNeeded();
    await screenshot(page, 'api-status-last-payment-event-mobile');
  });
});
