import type { Clock } from '../../../shared/clock.js';
import type { Logger } from '../../../shared/logger.js';
import { refundUpdatedEvent } from '../domain/local-refund.js';
import type { LocalEventDelivery } from '../jobs/local-event-delivery.js';
import type { RefundProvider, RefundRequest } from '../ports.js';
import type { KnexLocalRefunds } from './knex-local-refunds.js';
import { newEventId, newRefundId } from './stripe-style-ids.js';

/** The local checkout's refunds: recorded once per key, confirmed by a signed `refund.updated` through its outbox. */
export class LocalRefundProvider implements RefundProvider {
  constructor(
    private readonly refunds: KnexLocalRefunds,
    private readonly delivery: LocalEventDelivery,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async refund(request: RefundRequest, idempotencyKey: string): Promise<'requested' | 'refused'> {
    const fields = { orderId: request.orderId, refundId: request.refundId, idempotencyKey };
    if (!request.checkoutSessionId) {
      this.logger.error(fields, 'refund refused: the order has no checkout session');
      return 'refused';
    }
    const refund = {
      id: newRefundId(),
      sessionId: request.checkoutSessionId,
      amount: request.amount,
      currency: 'gbp' as const,
      status: 'succeeded' as const,
      metadata: { orderId: request.orderId, refundId: request.refundId },
      createdAt: this.clock.now(),
    };
    const result = await this.refunds.refund(idempotencyKey, refund, (made) => {
      const id = newEventId();
      return { id, payload: JSON.stringify(refundUpdatedEvent(made, id)) };
    });
    if ('refused' in result) {
      this.logger.error({ ...fields, reason: result.refused }, 'refund refused by the local checkout');
      return 'refused';
    }
    if ('made' in result) {
      const { eventId, payload } = result.made;
      this.logger.info({ ...fields, eventId }, 'local checkout refund made');
      // The outbox row is committed: when queueing fails, the outbox sweep sends it later.
      await this.delivery.enqueue(eventId, payload).catch((err: unknown) => this.logger.error({ err, eventId }, 'could not queue event delivery'));
    }
    return 'requested';
  }
}
