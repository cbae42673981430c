import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Logger } from '../../shared/logger.js';
import type { KnexPaymentEventLog } from './adapters/knex-payment-event-log.js';
import { decideEvent, isRecordable, type VerifiedEvent } from './domain/payment-event.js';
import type { OrderPayments } from './ports.js';

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
    // Ordering first, the record second: markPaid is idempotent, so when a crash falls
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
    const decision = decideEvent(event);
    if ('ignored' in decision) return this.logged(event, decision.ignored, decision.orderId);
    const { orderId, paid } = decision.claim;
    return this.logged(event, await this.orders.markPaid(orderId, paid), orderId);
  }

  private logged(event: VerifiedEvent, outcome: string, orderId: string | undefined) {
    const fields = { eventId: event.id, type: event.type, orderId, outcome };
    if (outcome === 'paid') this.logger.info(fields, 'order paid');
    else if (SUSPICIOUS.has(outcome)) this.logger.warn(fields, 'payment event changed no order');
    else this.logger.info(fields, 'payment event changed no order');
    return { outcome, orderId };
  }
}
