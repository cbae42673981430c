// The checkout page's script as the build bundles it, run in a VM against a minimal stand-in
// for the page's DOM.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildCheckoutAssets } from '../../src/scripts/checkout-build.js';

type Listener = (event: Record<string, unknown>) => void;

function fakeInput(page: { activeElement: unknown }, name: string, value: string) {
  const attributes: Record<string, string> = {};
  return {
    name,
    value,
    dataset: {} as Record<string, string>,
    selectionStart: value.length as number | null,
    setAttribute: (key: string, v: string) => void (attributes[key] = v),
    getAttribute: (key: string) => attributes[key] ?? null,
    removeAttribute: (key: string) => void delete attributes[key],
    setSelectionRange(at: number) {
      this.selectionStart = at;
    },
    focus() {
      page.activeElement = this;
    },
  };
}

function loadPage(script: string, values: Record<string, string>, refusal?: { removed: boolean }) {
  const listeners: Record<string, Listener> = {};
  const page = { activeElement: null as unknown };
  const elements = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, fakeInput(page, name, value)]));
  const button = { disabled: false, textContent: 'Pay £33.00', dataset: {} as Record<string, string> };
  const form = { elements, addEventListener: (type: string, fn: Listener) => void (listeners[type] = fn), querySelector: () => button };
  const boxes: Record<string, { textContent: string; hidden: boolean }> = {};
  const document = {
    querySelector: () => form,
    getElementById: (id: string) => {
      if (id !== 'form-alert') return (boxes[id] ??= { textContent: '', hidden: true });
      return refusal && !refusal.removed ? { remove: () => (refusal.removed = true) } : null;
    },
    get activeElement() {
      return page.activeElement;
    },
  };
  vm.runInNewContext(script, { document, window: { addEventListener: () => undefined } });
  const type = (name: string, value: string, caret = value.length, inputType = 'insertText') => {
    const input = elements[name]!;
    Object.assign(input, { value, selectionStart: caret });
    page.activeElement = input;
    listeners.input!({ target: input, inputType });
    return input;
  };
  return { listeners, elements, boxes, button, page, type };
}

const EMPTY = { cardNumber: '', expiry: '', cvc: '', cardName: '' };
const builtScript = async (): Promise<string> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-checkout-'));
  try {
    await buildCheckoutAssets(dir);
    return fs.readFileSync(path.join(dir, 'checkout.js'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
const servedScript = await builtScript();

function behaves(script: string) {
  it('formats the card number in groups of four and the expiry as MM / YY while typing', () => {
    const { type } = loadPage(script, EMPTY);
    expect(type('cardNumber', '424242424').value).toBe('4242 4242 4');
    expect(type('expiry', '123').value).toBe('12 / 3');
    expect(type('expiry', '4').value).toBe('04');
    expect(type('cvc', '12a34').value).toBe('1234');
  });

  it('keeps the caret in place when editing mid-number, and backspace over a space takes a digit', () => {
    const { type } = loadPage(script, { ...EMPTY, cardNumber: '4242 4242' });
    const inserted = type('cardNumber', '42142 4242', 3);
    expect([inserted.value, inserted.selectionStart]).toEqual(['4214 2424 2', 3]);
    const { type: typeAgain } = loadPage(script, { ...EMPTY, cardNumber: '4242 4242' });
    const deleted = typeAgain('cardNumber', '42424242', 4, 'deleteContentBackward');
    expect([deleted.value, deleted.selectionStart]).toEqual(['4244 242', 3]);
  });

  it('stops an invalid form, shows each message as an alert and focuses the first invalid field', () => {
    const { listeners, elements, boxes, page } = loadPage(script, { ...EMPTY, expiry: '01 / 20', cvc: '123', cardName: 'Ada' });
    let prevented = false;
    listeners.submit!({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(boxes['cardNumber-error']).toEqual({ textContent: 'Your card number is incomplete.', hidden: false });
    expect(boxes['expiry-error']).toEqual({ textContent: "Your card's expiry date is in the past.", hidden: false });
    expect(boxes['cvc-error']?.hidden).toBe(true);
    expect(elements.cardNumber!.getAttribute('aria-invalid')).toBe('true');
    expect(elements.cardNumber!.getAttribute('aria-describedby')).toBe('cardNumber-error');
    expect(page.activeElement).toBe(elements.cardNumber);
  });

  it('drops the last refusal once the customer edits the card number', () => {
    const refusal = { removed: false };
    const { type, elements } = loadPage(script, { ...EMPTY, cardNumber: '4000 0000 0000 0002' }, refusal);
    elements.cardNumber!.setAttribute('aria-invalid', 'true');
    elements.cardNumber!.setAttribute('aria-describedby', 'form-alert');
    type('cardNumber', '4000 0000 0000 000');
    expect(refusal.removed).toBe(true);
    expect(elements.cardNumber!.getAttribute('aria-describedby')).toBeNull();
  });

  it('lets a valid form go, once', () => {
    const { listeners, button } = loadPage(script, { cardNumber: '4242 4242 4242 4242', expiry: '12 / 49', cvc: '123', cardName: 'Ada' });
    let prevented = false;
    listeners.submit!({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(false);
    expect(button).toMatchObject({ disabled: true, textContent: 'Processing…' });
  });
}

describe('the checkout page script', () => behaves(servedScript));
