import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../../../shared/errors.js';
import { checkApproval, checkCanReport, checkReportedItems, helpBy, HELP_WINDOW_MS } from './order-help.js';

const delivered = new Date('2026-12-01T18:00:00Z');
const at = (ms: number) => new Date(delivered.getTime() + ms);
const line = [{ menuItemId: 'a', name: 'Naan', quantity: 1 }];

describe('order help', () => {
  it('opens for 48 hours after delivery, to the minute', () => {
    expect(helpBy(delivered)).toEqual(at(HELP_WINDOW_MS));
    expect(helpBy(null)).toBeNull();
    expect(() => checkCanReport({ status: 'delivered', deliveredAt: delivered }, false, at(HELP_WINDOW_MS))).not.toThrow();
    expect(() => checkCanReport({ status: 'delivered', deliveredAt: delivered }, false, at(HELP_WINDOW_MS + 1))).toThrow(ConflictError);
  });

  it('takes one report of a delivered order', () => {
    expect(() => checkCanReport({ status: 'outForDelivery', deliveredAt: null }, false, delivered)).toThrow('Only a delivered order can be reported');
    expect(() => checkCanReport({ status: 'delivered', deliveredAt: delivered }, true, delivered)).toThrow('already been reported');
  });

  it('needs the lines for missing and wrong items only', () => {
    expect(() => checkReportedItems('missingItems', [])).toThrow(ValidationError);
    expect(() => checkReportedItems('wrongItems', [])).toThrow('items: choose');
    expect(() => checkReportedItems('quality', [])).not.toThrow();
    expect(() => checkReportedItems('late', [])).not.toThrow();
  });

  it('approves at most the reported lines and what is left to refund, once', () => {
    const open = { status: 'open' as const, proposedAmount: 300, items: line };
    expect(() => checkApproval(open, 300, 5000)).not.toThrow();
    expect(() => checkApproval(open, 301, 5000)).toThrow('amount: is more than can be refunded (3.00)');
    expect(() => checkApproval(open, 300, 200)).toThrow('amount: is more than can be refunded (2.00)');
    expect(() => checkApproval({ ...open, items: [], proposedAmount: 0 }, 4000, 5000)).not.toThrow();
    expect(() => checkApproval({ ...open, status: 'approved' }, 100, 5000)).toThrow(ConflictError);
  });
});
