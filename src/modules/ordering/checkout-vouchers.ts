import { AppError } from '../../shared/errors.js';
import type { DiscountTerms } from './domain/discount.js';
import { amountDue, type Order } from './domain/order.js';
import type { OrderRepository, VoucherDesk, VoucherHoldWrite } from './ports.js';

/** docs/product/decisions.md "Vouchers": a code that does not apply is refused before anything is stored, in the customer's words. */
export function voucherRefused(message: string): AppError {
  return new AppError(409, 'VOUCHER_REFUSED', message, [{ path: 'voucherCode', message }]);
}

/** A basket's code as the quote answers it: the terms it is priced with, or why not. */
export interface QuotedVoucher {
  code: string;
  terms?: DiscountTerms;
  refusal: string | null;
}

/** The checkout's side of vouchers: asks the promotions module (VOUCHER_DESK) and knows the customer's orders. */
export class CheckoutVouchers {
  constructor(
    private readonly desk: VoucherDesk,
    private readonly orders: Pick<OrderRepository, 'hasPaidOrder'>,
  ) {}

  /** For the quote: nobody is known, so only the code's own terms count. */
  async quoted(restaurantId: string, code: string, subtotal: number): Promise<QuotedVoucher> {
    const verdict = await this.desk.check({ restaurantId, code, subtotal });
    return 'terms' in verdict ? { code: verdict.terms.code, terms: verdict.terms, refusal: null } : { code, refusal: verdict.refusal };
  }

  /** For checkout: the terms and whether the customer had an order paid here (read before the checkout's transaction), or the refusal as a 409. */
  async termsFor(restaurantId: string, code: string, subtotal: number, userId: string): Promise<{ terms: DiscountTerms; paidBefore: boolean }> {
    const paidBefore = await this.orders.hasPaidOrder(userId, restaurantId);
    const verdict = await this.desk.check({ restaurantId, code, subtotal, customer: { userId, paidBefore } });
    if ('refusal' in verdict) throw voucherRefused(verdict.refusal);
    return { terms: verdict.terms, paidBefore };
  }

  /** The order's hold, on its checkout's transaction; undefined for an order without a code. */
  holdFor(order: Order, paidBefore: boolean): VoucherHoldWrite | undefined {
    const code = order.voucherCode;
    if (!code) return undefined;
    const customer = { userId: order.userId, paidBefore };
    return async (trx) => {
      const hold = { restaurantId: order.restaurantId, code, subtotal: order.totalAmount, customer, orderId: order.id, discount: order.discount ?? 0, charged: amountDue(order), at: order.createdAt };
      const refusal = await this.desk.hold(trx, hold);
      if (refusal) throw voucherRefused(refusal);
    };
  }
}
