import { describe, expect, it } from 'vitest';
import { REVIEW_WINDOW_MS, reviewBy } from './review.js';

const delivered = new Date('2026-11-01T12:00:00.000Z');

describe('the review window (docs/product/decisions.md "After the order")', () => {
  it('closes 14 days after delivery, and is none before', () => {
    expect(reviewBy(null)).toBeNull();
    expect(reviewBy(delivered)!.getTime() - delivered.getTime()).toBe(REVIEW_WINDOW_MS);
  });
});
