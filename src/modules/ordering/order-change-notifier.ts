import type { Logger } from '../../shared/logger.js';
import type { OrderEvent } from './domain/order-event.js';
import type { OrderChangeListener } from './ports.js';

/** Tells every listener of a committed order event; their failures are logged, never thrown. */
export class OrderChangeNotifier {
  private readonly listeners: readonly OrderChangeListener[];

  constructor(
    listeners: readonly OrderChangeListener[] | undefined,
    private readonly logger: Logger,
  ) {
    this.listeners = listeners ?? [];
  }

  /** Call only once the event's transaction has committed. */
  async published(event: OrderEvent): Promise<void> {
    await Promise.all(
      this.listeners.map((listener) =>
        listener(event).catch((err: unknown) => this.logger.error({ err, eventId: event.id, orderId: event.orderId }, 'order change listener failed')),
      ),
    );
  }
}
