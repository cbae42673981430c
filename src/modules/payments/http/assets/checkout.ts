// The checkout page's behaviour, bundled for the browser with the card rules the server checks
// (src/scripts/checkout-build.ts), so both run the very same code.
import { caretAfterDigits, cardFormErrors, digitsOf, formatCardNumber, formatExpiry, type CardForm } from '../../domain/card-rules.js';

type Field = keyof CardForm;
const FIELDS: Field[] = ['cardNumber', 'expiry', 'cvc', 'cardName'];
const FORMATS: Partial<Record<string, (value: string) => string>> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: (value) => digitsOf(value).slice(0, 4),
};

function run(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const field = (name: string) => (form.elements as unknown as Record<string, HTMLInputElement>)[name]!;
  const values = (): CardForm => ({ cardNumber: field('cardNumber').value, expiry: field('expiry').value, cvc: field('cvc').value, cardName: field('cardName').value });

  function showError(name: Field, message: string | undefined): void {
    const input = field(name);
    const box = document.getElementById(`${name}-error`)!;
    box.textContent = message ?? '';
    box.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${name}-error`);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  function reformat(input: HTMLInputElement, format: (value: string) => string, deleting: boolean): void {
    const caret = input.selectionStart ?? input.value.length;
    let before = input.value.slice(0, caret);
    // Backspace over a separator takes the digit before it, as the customer meant.
    if (deleting && digitsOf(input.value).length === digitsOf(input.dataset.previous ?? '').length) before = before.replace(/\d(\D*)$/, '$1');
    const atEnd = caret === input.value.length;
    const next = format(before + input.value.slice(caret));
    const place = atEnd ? next.length : caretAfterDigits(next, digitsOf(before).length);
    input.value = next;
    if (document.activeElement === input) input.setSelectionRange(place, place);
    input.dataset.previous = next;
  }

  // A refusal is about the card that was tried: it goes once the customer changes the card or tries again.
  function clearRefusal(): void {
    const alert = document.getElementById('form-alert');
    if (!alert) return;
    alert.remove();
    field('cardNumber').removeAttribute('aria-invalid');
    field('cardNumber').removeAttribute('aria-describedby');
  }

  form.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'cardNumber') clearRefusal();
    const format = FORMATS[input.name];
    if (format) reformat(input, format, (event as InputEvent).inputType === 'deleteContentBackward');
    const name = input.name as Field;
    if (input.getAttribute('aria-invalid') === 'true' && !cardFormErrors(values(), new Date())[name]) showError(name, '');
  });
  form.addEventListener('focusout', (event) => {
    const input = event.target as HTMLInputElement;
    const name = input.name as Field;
    if (!FIELDS.includes(name) || (!input.value && input.getAttribute('aria-invalid') !== 'true')) return;
    showError(name, cardFormErrors(values(), new Date())[name]);
  });
  form.addEventListener('submit', (event) => {
    clearRefusal();
    const errors = cardFormErrors(values(), new Date());
    for (const name of FIELDS) showError(name, errors[name]);
    const first = FIELDS.find((name) => errors[name]);
    if (first) {
      event.preventDefault();
      field(first).focus();
      return;
    }
    button.disabled = true;
    button.textContent = 'Processing…';
  });
  // Back from the next page (bfcache): the button works again.
  window.addEventListener('pageshow', () => {
    button.disabled = false;
    button.textContent = button.dataset.label ?? '';
  });
  button.dataset.label = button.textContent ?? '';
  for (const name of FIELDS) field(name).dataset.previous = field(name).value;
}

const form = document.querySelector('form');
if (form) run(form);
