import type { ReactNode } from 'react';
import { formatPence } from '../../../../shared/format/money';
import { cartLineKey, type CartItem } from '../cart';
import type { BasketQuote } from '../api/quote-basket';
import type { Cart } from '../use-cart';
import { ORDER_SUMMARY_ID } from './CartBar';
import { CartLine } from './CartLine';
import { DeliveryTerms } from './DeliveryTerms';

interface OrderSummaryProps {
  cart: Cart;
  /** The server's figures for this basket (docs/product/decisions.md "One price"); undefined until the first answer. */
  quote: BasketQuote | undefined;
  /** The Delivery / Collection choice, for a restaurant that offers both (docs/product/decisions.md "Collection"). */
  choice?: ReactNode;
  /** Where to deliver and a way to change it (a restaurant that delivers by area), or where to collect; absent otherwise. */
  postcode?: ReactNode;
  /** As soon as possible or a slot for later (docs/product/decisions.md "Orders for later"); absent when none is offered. */
  when?: ReactNode;
  /** The voucher code field (docs/product/decisions.md "Vouchers"). */
  voucher?: ReactNode;
  /** The checkout button, which depends on the sign-in state. */
  checkout: ReactNode;
}

/**
 * docs/product/screens.md and constants.md: the lines, the delivery price and the total, each
 * as the server prices it (the quote call); what the basket needs for delivery is said under it.
 */
export function OrderSummary({ cart, quote, choice, postcode, when, voucher, checkout }: OrderSummaryProps) {
  const priced = quote && quote.lines.length === cart.items.length ? quote : undefined;
  return (
    <section
      id={ORDER_SUMMARY_ID}
      tabIndex={-1}
      aria-labelledby="order-summary-title"
      className="flex scroll-mt-4 flex-col gap-4 rounded-lg bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="order-summary-title" className="text-2xl font-bold tracking-tight">
        Your Order
      </h2>
      {choice}
      {postcode}
      <CartLines items={cart.items} cart={cart} quote={priced} />
      <dl className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        {/* A collection has no delivery fee, so no line for one (docs/product/decisions.md "Collection"). */}
        {priced?.fulfilment !== 'collection' && (
          <div className="flex justify-between">
            <dt>Delivery</dt>
            <dd className="tabular-nums">{cart.items.length === 0 ? '' : priced ? deliveryText(priced) : '…'}</dd>
          </div>
        )}
        {priced && priced.discount > 0 && (
          <div className="flex justify-between">
            <dt>Discount ({priced.voucher?.code})</dt>
            <dd data-testid="order-discount" className="tabular-nums">
              -{formatPence(priced.discount)}
            </dd>
          </div>
        )}
        {/* Announced after each change, so screen reader users hear the new total. */}
        <div aria-live="polite" aria-atomic="true" className="flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total" className="tabular-nums">
            {cart.items.length === 0 ? formatPence(0) : priced ? formatPence(priced.total) : '…'}
          </dd>
        </div>
      </dl>
      {cart.items.length > 0 && voucher}
      {priced && <DeliveryTerms quote={priced} />}
      {when}
      {checkout}
    </section>
  );
}

function deliveryText({ deliveryFee, delivery }: BasketQuote): string {
  if (delivery.status === 'outside' || delivery.status === 'needsPostcode') return '-';
  return deliveryFee === 0 && delivery.status === 'area' ? 'Free' : formatPence(deliveryFee);
}

function CartLines({ items, cart, quote }: { items: CartItem[]; cart: Cart; quote: BasketQuote | undefined }) {
  if (items.length === 0) {
    return <p className="text-slate-600">Your cart is empty: choose something from the menu.</p>;
  }
  return (
    <ul aria-label="Items in your order" className="flex flex-col divide-y divide-slate-100">
      {items.map((line, i) => {
        const priced = quote?.lines[i];
        const current = priced && priced.menuItemId === line._id && priced.quantity === line.quantity;
        return <CartLine key={cartLineKey(line)} line={line} cart={cart} amount={current ? priced.amount : undefined} />;
      })}
    </ul>
  );
}
