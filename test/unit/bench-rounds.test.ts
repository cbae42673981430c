import { describe, expect, it } from 'vitest';
import { roundsFor } from '../../bench/run.js';

describe('bench rounds per scenario', () => {
  it('takes --rounds when given, over a smoke run and the scenario', () => {
    expect(roundsFor({ defaultRounds: 5 }, { asked: 2, smoke: false })).toBe(2);
    expect(roundsFor({ defaultRounds: 5 }, { asked: 2, smoke: true })).toBe(2);
  });

  it('runs one round in a smoke run', () => {
    expect(roundsFor({ defaultRounds: 5 }, { smoke: true })).toBe(1);
  });

  it("else takes the scenario's own default, or three", () => {
    expect(roundsFor({ defaultRounds: 5 }, { smoke: false })).toBe(5);
    expect(roundsFor({}, { smoke: false })).toBe(3);
  });
});
