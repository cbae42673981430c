import type { Clock } from '../../shared/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { KnexCheckoutSessions } from './adapters/knex-checkout-sessions.js';
import { isSessionId, newEventId } from './adapters/stripe-style-ids.js';
import { cardFormErrors, digitsOf, type CardErrors, type CardForm } from './domain/card-rules.js';
import { completedEvent, declineOf, sessionState, successRedirect, type LocalCheckoutSession } from './domain/local-checkout.js';
import type { LocalEventDelivery } from './jobs/local-event-delivery.js';

export type SessionView = { session: LocalCheckoutSession; state: 'open' | 'complete' | 'expired' };

export type PaymentAttempt =
  | { result: 'paid'; redirectTo: string }
  /** The card was refused (`declined`) or a field is wrong; the session stays open. */
  | { result: 'retry'; session: LocalCheckoutSession; errors: CardErrors; declined?: string }
  | { result: 'expired'; session: LocalCheckoutSession };

/** The local hosted checkout's page: shows a session and takes its card payment. */
export class LocalCheckoutService {
  constructor(
    private readonly sessions: KnexCheckoutSessions,
    private readonly delivery: LocalEventDelivery,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async view(sessionId: string): Promise<SessionView> {
    const session = isSessionId(sessionId) ? await this.sessions.find(sessionId) : undefined;
    if (!session) throw new NotFoundError('Checkout session not found');
    return { session, state: sessionState(session, this.clock.now()) };
  }

  /** Card checks as Stripe's test mode makes them; a paid session goes to its success URL. */
  async pay(sessionId: string, form: CardForm): Promise<PaymentAttempt> {
    const { session, state } = await this.view(sessionId);
    if (state !== 'open') return this.closed({ session, state });
    const errors = cardFormErrors(form, this.clock.now());
    if (Object.keys(errors).length > 0) return { result: 'retry', session, errors };
    const declined = declineOf(digitsOf(form.cardNumber));
    if (declined) return { result: 'retry', session, errors: { cardNumber: declined }, declined };
    return this.complete(session);
  }

  /** The session and its event in one transaction, then the delivery; only the first payment wins. */
  private async complete(session: LocalCheckoutSession): Promise<PaymentAttempt> {
    const now = this.clock.now();
    const eventId = newEventId();
    const payload = JSON.stringify(completedEvent(session, eventId, now));
    if (!(await this.sessions.complete(session.id, { id: eventId, payload }, now))) {
      return this.closed(await this.view(session.id));
    }
    this.logger.info({ sessionId: session.id, orderId: session.orderId, eventId }, 'local checkout session paid');
    // The outbox row is already committed: when queueing fails, the sweep sends it later.
    await this.delivery.enqueue(eventId, payload).catch((err: unknown) => this.logger.error({ err, eventId }, 'could not queue event delivery'));
    return { result: 'paid', redirectTo: successRedirect(session) };
  }

  /** A session that cannot take a payment: paid already (go on to success), or too late. */
  private closed(view: SessionView): PaymentAttempt {
    if (view.state === 'complete') return { result: 'paid', redirectTo: successRedirect(view.session) };
    return { result: 'expired', session: view.session };
  }
}
