import { token } from '../../shared/di.js';
import type { MarkPaidOutcome, PaidEvent } from '../ordering/index.js';

export type { MarkPaidOutcome };

/** Ordering's payment use case (its public service), as far as the webhook needs it. */
export interface OrderPayments {
  /** Idempotent: only a `placed` order whose charge matches becomes `paid`, once. */
  markPaid(orderId: string, event: PaidEvent): Promise<MarkPaidOutcome>;
}
export const ORDER_PAYMENTS = token<OrderPayments>('payments.OrderPayments');
