// Accessibility check for browser tests: injects axe-core into the page and fails on any
// serious or critical WCAG 2.1 A/AA violation, listing what and where.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html?: string; failureSummary?: string }[];
}

const BLOCKING = new Set(['serious', 'critical']);

export function formatViolation(v: AxeViolation): string {
  const targets = v.nodes.map((node) => {
    const why = node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : '';
    return `    - ${node.target.map((t) => JSON.stringify(t)).join(' ')} ${node.html?.slice(0, 160) ?? ''}${why}`;
  });
  return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...targets].join('\n');
}

const hasAxe = (page: Page) => page.evaluate(() => 'axe' in globalThis);

async function injectAxe(page: Page, source: string): Promise<void> {
  if (await hasAxe(page)) return;
  // A strict Content-Security-Policy (helmet's) blocks the inline script tag; evaluating the
  // source through the DevTools protocol is not subject to CSP.
  await page.addScriptTag({ content: source }).catch(() => undefined);
  if (!(await hasAxe(page))) await page.evaluate(source);
  if (!(await hasAxe(page))) throw new Error('axe-core could not be injected into the page');
}

/**
 * Waits for finite CSS transitions and animations: a colour caught mid-transition (a button
 * just enabled) is not what anyone sees. Endless ones, such as spinners, are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined)))`);
}

interface AxeRun {
  runOnly: { type: 'tag' | 'rule'; values: string[] };
  /** Passed to `axe.configure` first, e.g. to make a rule stricter than its default. */
  configure?: object;
  /** Only this part of the page (a CSS selector); the whole document otherwise. */
  within?: string;
}

/** Runs axe-core's rules with these tags (or these rule ids) over the page; its violations, as plain data. */
export async function axeViolations(page: Page, { runOnly, configure, within }: AxeRun): Promise<AxeViolation[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await injectAxe(page, axeSource);
  await settleAnimations(page);

  return page.evaluate(async ({ only, spec, include }) => {
    const axe = (globalThis as unknown as {
      axe: { configure: (spec: object) => void; run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
    }).axe;
    if (spec) axe.configure(spec);
    const result = await axe.run(include ? { include: [include] } : (globalThis as unknown as { document: unknown }).document, { runOnly: only });
    // Only plain data crosses back from the page.
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  }, { only: runOnly, spec: configure, include: within });
}

export async function expectNoSeriousA11yViolations(page: Page, context?: string): Promise<void> {
  const violations = await axeViolations(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    const where = context ?? page.url();
    throw new Error(
      `${blocking.length} serious/critical accessibility violation(s) on ${where}:\n${blocking.map(formatViolation).join('\n')}`,
    );
  }
}
