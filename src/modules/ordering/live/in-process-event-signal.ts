import { EventEmitter } from 'node:events';
import type { OrderEventSignal } from '../ports.js';

/** One process, no Redis: the signal is an event of this process (docs/architecture/live.md "Fan-out"). */
export class InProcessEventSignal implements OrderEventSignal {
  private readonly emitter = new EventEmitter();

  publish(eventId: number): void {
    this.emitter.emit('committed', eventId);
  }

  async listen(onSignal: (eventId: number) => void): Promise<void> {
    this.emitter.on('committed', onSignal);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
