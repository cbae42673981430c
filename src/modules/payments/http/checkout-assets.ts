import * as rules from '../domain/card-rules.js';

/** Files, not inline code: the app's Content-Security-Policy allows only same-origin scripts. */
export const CHECKOUT_ASSETS = { styles: '/checkout/assets/checkout.css', script: '/checkout/assets/checkout.js' };

// Brand-neutral, after hosted card pages: summary left, card form right; stacked on phones.
const STYLES = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",sans-serif;color:#1a1f36;background:#fff;-webkit-font-smoothing:antialiased}
.checkout{min-height:100vh;display:flex;flex-direction:column}
.summary{background:#f6f8fa;border-bottom:1px solid #e3e8ee;padding:20px 20px 28px}
.payment{padding:28px 20px 48px}
.panel{width:100%;max-width:420px;margin:0 auto}
.back{display:inline-flex;gap:.4em;align-items:center;color:#414c63;font-size:.9rem;font-weight:600;text-decoration:none;border-radius:4px;padding:2px 0}
.back:hover{color:#1a1f36;text-decoration:underline}
.merchant{margin:20px 0 4px;font-weight:600;color:#414c63;display:flex;align-items:center;gap:8px}
.badge{font-size:.7rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;background:#ffe7b3;color:#7a4100;border-radius:4px;padding:1px 6px}
h1{margin:0 0 20px;display:flex;flex-direction:column}
.pay-label{font-size:1rem;font-weight:500;color:#5b6478}
.total-due{font-size:2.25rem;font-weight:700;letter-spacing:-.02em;font-variant-numeric:tabular-nums}
.lines{list-style:none;margin:0;padding:0}
.line{display:flex;justify-content:space-between;gap:16px;padding:10px 0;font-size:.95rem}
.line-name{font-weight:600;display:flex;flex-direction:column}
.line-detail{font-weight:400;font-size:.8rem;color:#5b6478}
.line-amount,.total span:last-child{font-variant-numeric:tabular-nums;white-space:nowrap}
.total{display:flex;justify-content:space-between;margin:8px 0 0;padding-top:14px;border-top:1px solid #d8dee6;font-weight:700}
h2{font-size:1.25rem;margin:0 0 16px}
.email{margin:0 0 20px;color:#414c63;overflow-wrap:anywhere}
.email span{display:block;font-size:.85rem;font-weight:600;color:#1a1f36}
form{display:grid;grid-template-columns:1fr 1fr;column-gap:12px}
.field,.form-alert,.pay{grid-column:1/-1}
.field{margin-bottom:16px}
.field-expiry{grid-column:1}
.field-cvc{grid-column:2}
label{display:block;font-size:.85rem;font-weight:600;margin-bottom:6px}
input{width:100%;font:inherit;font-variant-numeric:tabular-nums;padding:10px 12px;border:1px solid #8a94a6;border-radius:6px;background:#fff;color:inherit;box-shadow:0 1px 1px rgba(0,0,0,.04)}
input::placeholder{color:#6b7385}
input:focus{outline:none;border-color:#2563eb;box-shadow:0 0 0 3px rgba(37,99,235,.35)}
input[aria-invalid=true]{border-color:#b42318}
input[aria-invalid=true]:focus{box-shadow:0 0 0 3px rgba(180,35,24,.3)}
.field-error{margin:6px 0 0;font-size:.85rem;color:#b42318}
.form-alert{margin:0 0 16px;padding:12px 14px;border-radius:6px;background:#fef3f2;border:1px solid #f7c1bb;color:#8f1d13;font-weight:600}
.pay{margin-top:8px;width:100%;font:inherit;font-weight:700;font-size:1.05rem;padding:13px 16px;border:0;border-radius:6px;background:#1f2937;color:#fff;cursor:pointer}
.pay:hover{background:#111827}
.pay:disabled{opacity:.7;cursor:progress}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
input:focus-visible{outline:none}
.test-cards{margin:20px 0 0;font-size:.8rem;color:#5b6478}
.message{min-height:100vh;display:flex;align-items:center;padding:24px}
.message a{color:#1d4ed8;font-weight:600}
@media (min-width:960px){
.checkout{flex-direction:row}
.summary{flex:1;display:flex;justify-content:flex-end;padding:72px 64px;border-bottom:0;border-right:1px solid #e3e8ee}
.payment{flex:1;display:flex;justify-content:flex-start;padding:72px 64px}
.panel{max-width:400px;margin:0}
.message .panel{margin:0 auto}
}
`;

// The page's behaviour; the card rules themselves come from domain/card-rules.ts below.
const GLUE = `var FIELDS = ['cardNumber', 'expiry', 'cvc', 'cardName'];
var FORMATS = { cardNumber: formatCardNumber, expiry: formatExpiry, cvc: function (v) { return digitsOf(v).slice(0, 4); } };
var form = document.querySelector('form');
if (!form) return;
var button = form.querySelector('button[type=submit]');
function values() {
  var out = {};
  FIELDS.forEach(function (name) { out[name] = form.elements[name].value; });
  return out;
}
function showError(name, message) {
  var input = form.elements[name];
  var box = document.getElementById(name + '-error');
  box.textContent = message || '';
  box.hidden = !message;
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', name + '-error');
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}
function reformat(input, format, deleting) {
  var caret = input.selectionStart === null ? input.value.length : input.selectionStart;
  var before = input.value.slice(0, caret);
  // Backspace over a separator takes the digit before it, as the customer meant.
  if (deleting && digitsOf(input.value).length === digitsOf(input.dataset.previous || '').length) before = before.replace(/\\d(\\D*)$/, '$1');
  var atEnd = caret === input.value.length;
  var next = format(before + input.value.slice(caret));
  var place = atEnd ? next.length : caretAfterDigits(next, digitsOf(before).length);
  input.value = next;
  if (document.activeElement === input) input.setSelectionRange(place, place);
  input.dataset.previous = next;
}
// A refusal is about the card that was tried: it goes once the customer changes the card or tries again.
function clearRefusal() {
  var alert = document.getElementById('form-alert');
  if (!alert) return;
  alert.remove();
  form.elements.cardNumber.removeAttribute('aria-invalid');
  form.elements.cardNumber.removeAttribute('aria-describedby');
}
form.addEventListener('input', function (event) {
  var input = event.target;
  if (input.name === 'cardNumber') clearRefusal();
  if (FORMATS[input.name]) reformat(input, FORMATS[input.name], event.inputType === 'deleteContentBackward');
  if (input.getAttribute('aria-invalid') === 'true' && !cardFormErrors(values(), new Date())[input.name]) showError(input.name, '');
});
form.addEventListener('focusout', function (event) {
  var input = event.target;
  if (FIELDS.indexOf(input.name) < 0 || (!input.value && input.getAttribute('aria-invalid') !== 'true')) return;
  showError(input.name, cardFormErrors(values(), new Date())[input.name]);
});
form.addEventListener('submit', function (event) {
  clearRefusal();
  var errors = cardFormErrors(values(), new Date());
  FIELDS.forEach(function (name) { showError(name, errors[name]); });
  var first = FIELDS.filter(function (name) { return errors[name]; })[0];
  if (first) {
    event.preventDefault();
    form.elements[first].focus();
    return;
  }
  button.disabled = true;
  button.textContent = 'Processing…';
});
// Back from the next page (bfcache): the button works again.
window.addEventListener('pageshow', function () { button.disabled = false; button.textContent = button.dataset.label; });
button.dataset.label = button.textContent;
FIELDS.forEach(function (name) { form.elements[name].dataset.previous = form.elements[name].value; });`;

/**
 * The card rules run in the browser exactly as on the server: their compiled source, in
 * one scope. `__name` is the no-op helper tsx's transform may leave inside functions.
 */
function checkoutScript(): string {
  const functions = Object.values(rules).filter((value) => typeof value === 'function');
  return `(function () {\n'use strict';\nvar __name = function (fn) { return fn; };\n${functions.map(String).join('\n')}\n${GLUE}\n})();\n`;
}

export const CHECKOUT_ASSET_FILES: Record<string, { type: string; body: string }> = {
  [CHECKOUT_ASSETS.styles]: { type: 'text/css; charset=utf-8', body: STYLES },
  [CHECKOUT_ASSETS.script]: { type: 'text/javascript; charset=utf-8', body: checkoutScript() },
};
