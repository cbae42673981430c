import { describe, expect, it } from 'vitest';
import { parsePhone } from './phone.js';

describe('parsePhone', () => {
  it('stores UK numbers, however written, in E.164', () => {
    for (const text of ['07911 123456', '07911123456', '+44 7911 123456', ' (07911) 123-456 ']) expect(parsePhone(text)).toBe('+447911123456');
    expect(parsePhone('020 7946 0958')).toBe('+442079460958');
  });

  it('keeps a number with another country code', () => {
    expect(parsePhone('+1 212 555 0100')).toBe('+12125550100');
  });

  it('refuses what is not a phone number in use', () => {
    for (const text of ['', '12', 'call me', '07911 12345', '+44 7911 1234567']) expect(parsePhone(text)).toBeUndefined();
  });
});
