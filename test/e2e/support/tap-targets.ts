// Tap targets of at least 24 by 24 CSS pixels (WCAG 2.2 target size, 2.5.8). axe-core's
// `target-size` rule measures them and leaves out inline links in a sentence and hidden or
// covered targets. Its other way to pass, being spaced 24 px from the neighbours, is dropped
// here: a lone 20 px link is still hard to hit on a phone, and the product keeps every
// target at full size.
import type { Page } from 'playwright-core';
import { axeViolations } from '../../support/axe.js';

// A skip link (.sr-only until focused) is for keyboards, not fingers.
const FULL_SIZE_ONLY = { rules: [{ id: 'target-size', selector: ':not(.sr-only)', any: ['target-size'] }] };

export interface Offender {
  where: string;
  target: string;
  html: string;
  why: string;
}

/** A stricter size for part of a page: the desk's kitchen mode asks 44 px of its own targets (`within: 'main'`). */
export interface TargetSize {
  minSize: number;
  within?: string;
}

/**
 * The undersized targets on the page as it is now; `where` names the screen in the listing. 24 px (WCAG 2.2's
 * minimum) over the whole page, unless `size` asks for more somewhere.
 */
export async function undersizedTargets(page: Page, where: string, size: TargetSize = { minSize: 24 }): Promise<Offender[]> {
  const configure = { ...FULL_SIZE_ONLY, checks: [{ id: 'target-size', options: { minSize: size.minSize } }] };
  const violations = await axeViolations(page, { runOnly: { type: 'rule', values: ['target-size'] }, configure, within: size.within });
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({
      where,
      target: node.target.map((t) => JSON.stringify(t)).join(' '),
      html: (node.html ?? '').slice(0, 140),
      why: (node.failureSummary ?? '').replace(/\s+/g, ' '),
    })),
  );
}

export const formatOffenders = (offenders: Offender[]) =>
  offenders.map((o) => `- ${o.where}: ${o.target}\n    ${o.html}\n    ${o.why}`).join('\n');
