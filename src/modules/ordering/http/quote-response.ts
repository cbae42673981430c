import type { components } from '../../../generated/api.js';
import type { QuotedVoucher } from '../checkout-vouchers.js';
import type { Quote } from '../domain/pricing.js';
import { toLineOptionResponse } from './order-response.js';

/** The contract's CheckoutQuote: each line with its amount, then the totals and delivery's terms. */
export function toQuoteResponse(quote: Quote & { voucher: QuotedVoucher | null }): components['schemas']['CheckoutQuote'] {
  return {
    fulfilment: quote.fulfilment,
    lines: quote.items.map((item) => ({
      menuItemId: item.menuItemId,
      name: item.name,
      options: item.options.map(toLineOptionResponse),
      price: item.price,
      quantity: item.quantity,
      amount: item.price * item.quantity,
    })),
    subtotal: quote.subtotal,
    deliveryFee: quote.deliveryFee,
    discount: quote.discount,
    total: quote.total,
    voucher: quote.voucher && { code: quote.voucher.code, refusal: quote.voucher.refusal },
    delivery: { ...quote.delivery },
    orderable: quote.orderable,
  };
}
