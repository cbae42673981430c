// Proves the browser test support works: Chromium launches and the axe check catches
// an unlabeled input while passing an accessible page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium, launchChromium } from '../support/chromium.js';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Smoke</title></head>` +
  `<body><main><h1>Order</h1>${body}</main></body></html>`;

const BAD = page('<form><input type="text" name="city"></form>');
const GOOD = page('<form><label for="city">City</label><input id="city" type="text" name="city"></form>');

describeWithChromium('browser test support', () => {
  let browser: Browser;
  let tab: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    tab = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('axe flags an unlabeled input', async () => {
    await tab.setContent(BAD);
    await expect(expectNoSeriousA11yViolations(tab, 'bad page')).rejects.toThrow(/\] label: /);
  });

  it('axe passes an accessible page', async () => {
    await tab.setContent(GOOD);
    await expectNoSeriousA11yViolations(tab, 'good page');
  });

  it('axe is injected even under a strict Content-Security-Policy', async () => {
    const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'">`;
    await tab.setContent(BAD.replace('<meta charset="utf-8">', `<meta charset="utf-8">${csp}`));
    await expect(expectNoSeriousA11yViolations(tab, 'csp page')).rejects.toThrow(/\] label: /);
  });
});
