import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Logger } from '../../shared/logger.js';
import type { KnexPaymentEventLog } from './adapters/knex-payment-event-log.js';
import { decideEvent, isRecordable, type VerifiedEvent } from './domain/payment-event.js';
import { REFUND_EVENT_TYPES, refundSettlements, type RefundSettlement } from './domain/refund-event.js';
import type { OrderPayments, OrderRefunds } from './ports.js';

export class InvalidSignatureError extends AppError {
  constructor() {
    super(400, 'INVALID_SIGNATURE', 'Webhook signature verification failed');
  }
}

export interface WebhookSettings {
  provider: 'stripe' | 'local';
  /** Stripe's endpoint secret, or the local checkout's. */
  secret: string;
}

// Outcomes that deserve a look: money may have been taken for an order that did not change.
const SUSPICIOUS = new Set(['unknown-order', 'amount-mismatch', 'currency-mismatch', 'no-order', 'malformed']);

/** The payment provider's callback (Stripe, or the local checkout): verified, applied once. */
export class PaymentWebhookService {
  constructor(
    private readonly settings: WebhookSettings,
    private readonly orders: OrderPayments,
    private readonly refunds: OrderRefunds,
    private readonly events: KnexPaymentEventLog,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Throws InvalidSignatureError unless `signature` signs exactly `rawBody`. */
  async receive(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const event = await this.verify(rawBody, signature);
    // Signed but unusable (only a leaked secret makes one): changes nothing, and 200 stops retries.
    if (!isRecordable(event)) {
      this.logger.warn({ outcome: 'malformed' }, 'payment event changed no order: its id or type is not recordable');
      return;
    }
    if (await this.events.has(event.id)) {
      this.logger.info({ eventId: event.id }, 'payment event already processed');
      return;
    }
    // Ordering first, the record second: markPaid and markRefunded are idempotent, so when a crash falls
    // between the two the provider's retry repairs it, and the record then stops repeats.
    const { outcome, orderId } = await this.apply(event);
    const receivedAt = this.clock.now();
    const kept = orderId && isId(orderId) ? orderId : undefined;
    await this.events.record({ id: event.id, provider: this.settings.provider, type: event.type, orderId: kept, outcome, receivedAt });
  }

  private async verify(rawBody: Buffer, signature: string | undefined): Promise<VerifiedEvent> {
    if (!signature) throw new InvalidSignatureError();
    const { default: Stripe } = await import('stripe'); // with the first payment event, not at start
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, this.settings.secret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      this.logger.warn({ reason: error.message }, 'payment event refused: signature does not verify');
      throw new InvalidSignatureError();
    }
  }

  private async apply(event: VerifiedEvent): Promise<{ outcome: string; orderId?: string }> {
    if (REFUND_EVENT_TYPES.has(event.type)) return this.settleRefunds(event);
    const decision = decideEvent(event);
    if ('ignored' in decision) return this.logged(event, decision.ignored, decision.orderId);
    const { orderId, paid } = decision.claim;
    return this.logged(event, await this.orders.markPaid(orderId, paid), orderId);
  }

  /**
   * Each settled refund the event names, through ordering's markRefunded, which moves only a
   * pending refund: a repeat, a late or an out-of-order event changes nothing twice
   * (docs/architecture/refunds.md).
   */
  private async settleRefunds(event: VerifiedEvent): Promise<{ outcome: string; orderId?: string }> {
    const settlements = refundSettlements(event);
    if (settlements.length === 0) {
      this.logger.info({ eventId: event.id, type: event.type }, 'refund event settles no refund of ours (pending, or made elsewhere)');
      return { outcome: 'refund-unsettled' };
    }
    const outcomes = [];
    for (const settlement of settlements) outcomes.push(await this.settle(event, settlement));
    const changed = outcomes.find((outcome) => outcome !== 'refund-unchanged');
    return { outcome: changed ?? 'refund-unchanged', orderId: settlements[0]!.orderId };
  }

  private async settle(event: VerifiedEvent, { refundId, orderId, outcome }: RefundSettlement): Promise<string> {
    const changed = isId(refundId) && (await this.refunds.markRefunded(refundId, outcome, event.id));
    const fields = { eventId: event.id, type: event.type, orderId, refundId, outcome };
    if (!changed) {
      // A repeat, a late event after another settled it, or a refund ordering does not know.
      this.logger.warn(fields, 'refund event changed no refund: settled already or unknown');
      return 'refund-unchanged';
    }
    this.logger.info(fields, outcome === 'succeeded' ? 'refund succeeded' : 'refund failed: its amount may be refunded again');
    return outcome === 'succeeded' ? 'refunded' : 'refund-failed';
  }

  private logged(event: VerifiedEvent, outcome: string, orderId: string | undefined) {
    const fields = { eventId: event.id, type: event.type, orderId, outcome };
    if (outcome === 'paid') this.logger.info(fields, 'order paid');
    else if (SUSPICIOUS.has(outcome)) this.logger.warn(fields, 'payment event changed no order');
    else this.logger.info(fields, 'payment event changed no order');
    return { outcome, orderId };
  }
}
