import { describe, expect, it } from 'vitest';
import { soldOutFor } from './sold-out-for';

describe('soldOutFor', () => {
  const until = '2026-12-05T11:30:00.000Z';
  it('keeps a dish on sale on sale, for now and any slot', () => {
    expect(soldOutFor({ soldOut: false }, undefined)).toBe(false);
    expect(soldOutFor({}, '2026-12-05T10:00:00.000Z')).toBe(false);
  });
  it('judges a dish sold out until a time at the slot: sold out before it, on sale from it', () => {
    expect(soldOutFor({ soldOut: true, soldOutUntil: until }, undefined)).toBe(true);
    expect(soldOutFor({ soldOut: true, soldOutUntil: until }, '2026-12-05T11:15:00.000Z')).toBe(true);
    expect(soldOutFor({ soldOut: true, soldOutUntil: until }, '2026-12-05T11:30:00.000Z')).toBe(false);
    expect(soldOutFor({ soldOut: true, soldOutUntil: until }, '2026-12-06T19:00:00.000Z')).toBe(false);
  });
  it('keeps a dish sold out until switched back sold out for every slot', () => {
    expect(soldOutFor({ soldOut: true, soldOutUntil: null }, '2026-12-06T19:00:00.000Z')).toBe(true);
  });
});
