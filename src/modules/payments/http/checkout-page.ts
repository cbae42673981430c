import { formatCardNumber, formatExpiry, type CardErrors, type CardField, type CardForm } from '../domain/card-rules.js';
import { discountOf, type CheckoutLine, type LocalCheckoutSession } from '../domain/local-checkout.js';
import { escapeHtml } from '../../../shared/html.js';
import { formatPence as formatGbp } from '../../../shared/money.js';
import { CHECKOUT_ASSETS } from './checkout-assets.js';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${CHECKOUT_ASSETS.styles}">
<script src="${CHECKOUT_ASSETS.script}" defer></script>
</head>
<body>
${body}
</body>
</html>`;
}

function lineItem(name: string, amount: number, detail: string): string {
  return `<li class="line"><span class="line-name">${escapeHtml(name)}${detail ? `<span class="line-detail">${detail}</span>` : ''}</span><span class="line-amount">${formatGbp(amount)}</span></li>`;
}

const cartLine = (line: CheckoutLine): string =>
  lineItem(line.name, line.unitAmount * line.quantity, line.quantity > 1 ? `Qty ${line.quantity}, ${formatGbp(line.unitAmount)} each` : 'Qty 1');

function summary(session: LocalCheckoutSession): string {
  return `<section class="summary" aria-labelledby="summary-title">
<div class="panel">
<a class="back" href="${escapeHtml(session.cancelUrl)}"><span aria-hidden="true">&larr;</span> Cancel payment</a>
<p class="merchant">${escapeHtml(session.merchantName)} <span class="badge">Test mode</span></p>
<h1 id="summary-title"><span class="pay-label">Pay ${escapeHtml(session.merchantName)}</span><span class="total-due">${formatGbp(session.amountTotal)}</span></h1>
<ul class="lines">
${session.lines.map(cartLine).join('\n')}
${lineItem('Delivery fee', session.deliveryPrice, '')}
${discountOf(session) > 0 ? lineItem('Discount', -discountOf(session), '') : ''}
</ul>
<p class="total"><span>Total due</span><span>${formatGbp(session.amountTotal)}</span></p>
</div>
</section>`;
}

interface FieldSpec {
  name: CardField;
  label: string;
  attrs: string;
}

const FIELDS: FieldSpec[] = [
  { name: 'cardNumber', label: 'Card number', attrs: 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"' },
  { name: 'expiry', label: 'Expiry date (MM / YY)', attrs: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"' },
  { name: 'cvc', label: 'CVC', attrs: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"' },
  { name: 'cardName', label: 'Name on card', attrs: 'autocomplete="cc-name" maxlength="100" autocapitalize="words" spellcheck="false"' },
];

export interface PaymentFormState {
  /** What the customer typed last time; the CVC is never sent back. */
  form?: CardForm;
  errors?: CardErrors;
  /** A refused card: one message for the whole form. */
  declined?: string;
}

function field(spec: FieldSpec, state: PaymentFormState, autofocus: boolean): string {
  const error = state.errors?.[spec.name];
  const invalid = error !== undefined || (spec.name === 'cardNumber' && state.declined !== undefined);
  const describedBy = error ? `${spec.name}-error` : invalid ? 'form-alert' : '';
  const typed = state.form?.[spec.name] ?? '';
  const value = { cardNumber: formatCardNumber(typed), expiry: formatExpiry(typed), cvc: '', cardName: typed }[spec.name];
  return `<div class="field field-${spec.name}">
<label for="${spec.name}">${spec.label}</label>
<input id="${spec.name}" name="${spec.name}" type="text" ${spec.attrs} required value="${escapeHtml(value)}"${invalid ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${autofocus ? ' autofocus' : ''}>
<p class="field-error" id="${spec.name}-error" role="alert"${error ? '' : ' hidden'}>${escapeHtml(error ?? '')}</p>
</div>`;
}

function paymentForm(session: LocalCheckoutSession, state: PaymentFormState): string {
  const firstInvalid = state.declined ? 'cardNumber' : FIELDS.find((f) => state.errors?.[f.name])?.name;
  const alert = state.declined ? `<div class="form-alert" id="form-alert" role="alert">${escapeHtml(state.declined)}</div>` : '';
  return `<section class="payment" aria-labelledby="payment-title">
<div class="panel">
<h2 id="payment-title">Pay with card</h2>
<p class="email"><span>Email</span> ${escapeHtml(session.customerEmail)}</p>
<form method="post" novalidate>
${alert}
${FIELDS.map((spec) => field(spec, state, spec.name === firstInvalid)).join('\n')}
<button type="submit" class="pay">Pay ${formatGbp(session.amountTotal)}</button>
</form>
<p class="test-cards">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds. Use any future expiry date and any CVC.</p>
</div>
</section>`;
}

export function checkoutPage(session: LocalCheckoutSession, state: PaymentFormState = {}): string {
  return layout(`Pay ${session.merchantName}`, `<main class="checkout">
${summary(session)}
${paymentForm(session, state)}
</main>`);
}

/** Dead ends: an expired or unknown session, with a way back when there is one. */
export function messagePage(title: string, message: string, back?: { href: string; label: string }): string {
  const link = back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : '';
  return layout(title, `<main class="message"><div class="panel"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link}</div></main>`);
}
