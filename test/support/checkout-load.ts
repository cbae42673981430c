import type { Customer, ProductHandle } from './customers.js';
import { menuOf, openCheckout } from './customers.js';
import { submitCard } from './payment-servers.js';
import { completedEvent, deliverEvent } from './signed-events.js';

/** A checkout the API answered: its hosted session and the order behind it. */
export interface AnsweredCheckout {
  sessionId: string;
  /** The hosted page's path (on whichever address serves it). */
  pagePath: string;
}

export interface AcknowledgedEvent {
  event: ReturnType<typeof completedEvent>;
  orderId: string;
}

type Menu = Awaited<ReturnType<typeof menuOf>>;

/**
 * Checkouts and payments as customers make them, counting every request and keeping what
 * the product acknowledged: answered checkouts, card payments answered with their 303 and
 * signed payment events answered 200. A request that fails (refused, reset, 5xx) is only
 * counted: its outcome is unknown to the customer, so the product owes it nothing.
 */
export class CheckoutLoad {
  requests = 0;
  failures = 0;
  readonly answered: AnsweredCheckout[] = [];
  readonly paidByCard: AnsweredCheckout[] = [];
  readonly acknowledged: AcknowledgedEvent[] = [];
  /** Sent, but no 200 yet: a real provider keeps retrying these. */
  readonly unacknowledged = new Set<AcknowledgedEvent>();
  /** Why requests failed, for the message of a failing test: "checkout 500", "fetch failed"... */
  readonly failed = new Map<string, number>();

  constructor(
    private readonly product: ProductHandle & { url: string },
    /** A request without an answer for this long counts as failed: the product hangs. */
    private readonly hangMs = 60_000,
  ) {}

  async checkout(customer: Customer, restaurantId: string, menu: Menu, quantities = [2, 1]): Promise<AnsweredCheckout | undefined> {
    const answer = await this.attempt(async () => {
      const { data, response } = await openCheckout(customer, restaurantId, menu, quantities);
      if (!data) this.note(`checkout ${response.status}`);
      return data;
    });
    if (!answer) return undefined;
    const pagePath = new URL(answer.url).pathname;
    const checkout = { sessionId: pagePath.split('/').pop()!, pagePath };
    this.answered.push(checkout);
    return checkout;
  }

  /** Pays on the local checkout's hosted page; its event then goes out through the outbox. */
  async payByCard(checkout: AnsweredCheckout): Promise<boolean> {
    const answer = await this.attempt(async () => {
      const response = await submitCard(this.product.url + checkout.pagePath);
      await response.arrayBuffer();
      if (response.status !== 303) this.note(`card ${response.status}`);
      return response.status === 303 || undefined;
    });
    if (answer) this.paidByCard.push(checkout);
    return answer === true;
  }

  /** Sends a signed paid event for the checkout's order `times` times at once, as a provider retrying would. */
  async payByEvent(checkout: AnsweredCheckout, times = 1): Promise<void> {
    const session = await this.product.db('local_checkout_sessions').where({ id: checkout.sessionId }).first('order_id', 'amount_total');
    if (!session) throw new Error(`answered session ${checkout.sessionId} is not stored`);
    // The provider's side of a payment it signs an event for: the session completed there. A new
    // checkout asks before giving up an unpaid order, and keeps one whose session was paid.
    await this.product.db('local_checkout_sessions').where({ id: checkout.sessionId, status: 'open' }).update({ status: 'complete' });
    const sent = { event: completedEvent(session.order_id, Number(session.amount_total)), orderId: session.order_id };
    this.unacknowledged.add(sent);
    await Promise.all(Array.from({ length: times }, () => this.deliver(sent)));
  }

  /** What a provider does until its events are acknowledged: sends them again. */
  async redeliverUnacknowledged(): Promise<void> {
    await Promise.all([...this.unacknowledged].map((sent) => this.deliver(sent)));
  }

  private async deliver(sent: AcknowledgedEvent): Promise<void> {
    const ok = await this.attempt(async () => {
      const response = await deliverEvent(this.product, sent.event);
      await response.arrayBuffer();
      if (response.status !== 200) this.note(`event ${response.status}`);
      return response.status === 200 || undefined;
    });
    if (!ok || !this.unacknowledged.delete(sent)) return;
    this.acknowledged.push(sent);
  }

  private note(reason: string): void {
    this.failed.set(reason, (this.failed.get(reason) ?? 0) + 1);
  }

  /** One request: its value when it succeeded, undefined when it failed in any way, a hang included. */
  private async attempt<T>(request: () => Promise<T | undefined>): Promise<T | undefined> {
    this.requests += 1;
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), this.hangMs)));
    try {
      const value = await Promise.race([request(), hang]);
      if (value === undefined) this.failures += 1;
      return value;
    } catch (error) {
      this.failures += 1;
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      this.note(error instanceof Error ? error.message + cause : String(error));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Each suite's figures, printed in one recognisable line for the CI log. */
export function printFigures(suite: string, figures: { requests: number; faults: number; orders: number; lost: number; duplicated: number }): void {
  const { requests, faults, orders, lost, duplicated } = figures;
  console.info(`[reliability] ${suite}: requests tried ${requests}, faults injected ${faults}, orders checked ${orders}, lost = ${lost}, duplicated = ${duplicated}`);
}
