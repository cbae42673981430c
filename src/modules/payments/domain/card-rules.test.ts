import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  cardFormErrors,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './card-rules.js';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('card number', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['', false],
    ['42a2', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 42', '4242 42'],
    ['424242', '4242 42'],
    ['4242-4242-4242-4242', '4242 4242 4242 4242'],
    ['4242', '4242'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
    ['', ''],
  ])('formats %j as typed: %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['', 'Your card number is incomplete.'],
    ['4242 4242', 'Your card number is incomplete.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ['4242 4242 4242 424x', 'Your card number is invalid.'],
    ['4242 4242 4242 4242', undefined],
    ['4242-4242-4242-4242', undefined],
  ])('checks %j: %s', (typed, message) => {
    expect(cardNumberError(typed)).toBe(message);
  });
});

describe('expiry date', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1230', '12 / 30'],
    ['12 / 30', '12 / 30'],
    ['12/30', '12 / 30'],
    ['4', '04'],
    ['430', '04 / 30'],
    ['12 / 3099', '12 / 30'],
    ['12 / ', '12'],
  ])('formats %j as typed: %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('reads MM / YY as a month of this century, and refuses a month 13', () => {
    expect(parseExpiry('07 / 29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('0729')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13 / 29')).toBeUndefined();
    expect(parseExpiry('00 / 29')).toBeUndefined();
    expect(parseExpiry('07 / 2')).toBeUndefined();
  });

  it.each([
    ['', "Your card's expiry date is incomplete."],
    ['12 / 3', "Your card's expiry date is incomplete."],
    ['13 / 30', "Your card's expiry date is invalid."],
    ['10 / 26', "Your card's expiry date is in the past."],
    ['12 / 25', "Your card's expiry date is in the past."],
    ['11 / 26', undefined],
    ['01 / 27', undefined],
  ])('on 23 November 2026, %j: %s', (typed, message) => {
    expect(expiryError(typed, NOW)).toBe(message);
  });
});

describe('the whole form', () => {
  const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', cardName: 'Ada Lovelace' };

  it('has no errors for a valid card', () => {
    expect(cardFormErrors(valid, NOW)).toEqual({});
  });

  it('names every field at fault, with its message', () => {
    expect(cardFormErrors({ cardNumber: '', expiry: '01 / 20', cvc: '1', cardName: '  ' }, NOW)).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiry date is in the past.",
      cvc: "Your card's security code is incomplete.",
      cardName: 'Enter the name on your card.',
    });
  });

  it('takes a CVC of 3 or 4 digits', () => {
    expect(cvcError('123')).toBeUndefined();
    expect(cvcError('1234')).toBeUndefined();
    expect(cvcError('12a')).toBe("Your card's security code is invalid.");
    expect(cvcError('')).toBe("Your card's security code is incomplete.");
  });
});

describe('caret after reformatting', () => {
  it('stays behind the same digits', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('12 / 30', 3)).toBe(6);
    expect(caretAfterDigits('4242', 0)).toBe(0);
    expect(caretAfterDigits('42', 9)).toBe(2);
  });
});
