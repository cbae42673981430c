/*
 * The card form's rules, run by the server and, bundled into it by src/scripts/checkout-build.ts,
 * by the checkout page's script (http/assets/checkout.ts): nothing here may need Node.
 */
export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardName';
export type CardForm = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Groups of four as the customer types: "4242 4242 4242 4242"; at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" as the customer types; a first digit above 1 can only be a month ("4" -> "04"). */
export function formatExpiry(value: string): string {
  const typed = digitsOf(value);
  const digits = (/^[2-9]/.test(typed) ? `0${typed}` : typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The check digit every card number carries (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return /^\d+$/.test(digits) && sum % 10 === 0;
}

/** "MM / YY", "MM/YY" or "MMYY"; undefined unless it names a real month. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const digits = digitsOf(value);
  if (digits.length !== 4) return undefined;
  const month = Number(digits.slice(0, 2));
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(digits.slice(2)) } : undefined;
}

export function cardNumberError(value: string): string | undefined {
  const digits = digitsOf(value);
  if (/[^\d -]/.test(value.trim())) return 'Your card number is invalid.';
  if (digits.length < 12) return 'Your card number is incomplete.';
  return digits.length <= 19 && luhnValid(digits) ? undefined : 'Your card number is invalid.';
}

/** A card is good until the end of its expiry month. */
export function expiryError(value: string, now: Date): string | undefined {
  if (digitsOf(value).length < 4) return "Your card's expiry date is incomplete.";
  const expiry = parseExpiry(value);
  if (!expiry || /[^\d /]/.test(value.trim())) return "Your card's expiry date is invalid.";
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expiry.year * 12 + expiry.month < thisMonth ? "Your card's expiry date is in the past." : undefined;
}

export function cvcError(value: string): string | undefined {
  const cvc = value.trim();
  if (/\D/.test(cvc)) return "Your card's security code is invalid.";
  return cvc.length >= 3 && cvc.length <= 4 ? undefined : "Your card's security code is incomplete.";
}

export function cardNameError(value: string): string | undefined {
  return value.trim() ? undefined : 'Enter the name on your card.';
}

/** Every field's message, in the form's order; empty when the card can be charged. */
export function cardFormErrors(form: CardForm, now: Date): CardErrors {
  const errors: CardErrors = {
    cardNumber: cardNumberError(form.cardNumber),
    expiry: expiryError(form.expiry, now),
    cvc: cvcError(form.cvc),
    cardName: cardNameError(form.cardName),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The caret's place after reformatting: behind the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  let seen = 0;
  for (let i = 0; i < formatted.length && seen < digitCount; i += 1) {
    if (/\d/.test(formatted.charAt(i))) seen += 1;
    if (seen === digitCount) return i + 1;
  }
  return digitCount <= 0 ? 0 : formatted.length;
}
