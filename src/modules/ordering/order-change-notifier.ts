import type { Logger } from '../../shared/logger.js';
import type { OrderChange, OrderChangeListener } from './ports.js';

/** Tells every listener of a committed change; their failures are logged, never thrown. */
export class OrderChangeNotifier {
  private readonly listeners: readonly OrderChangeListener[];

  constructor(
    listeners: readonly OrderChangeListener[] | undefined,
    private readonly logger: Logger,
  ) {
    this.listeners = listeners ?? [];
  }

  async changed(change: OrderChange): Promise<void> {
    await Promise.all(
      this.listeners.map((listener) =>
        listener(change).catch((err: unknown) => this.logger.error({ err, ...change }, 'order change listener failed')),
      ),
    );
  }
}
