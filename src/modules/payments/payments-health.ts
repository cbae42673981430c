import type { HealthCheck } from '../../shared/health.js';
import type { KnexPaymentEventLog } from './adapters/knex-payment-event-log.js';

/** The status page's line for payments: which provider, and when its last event arrived. */
export function paymentsHealth(mode: 'stripe' | 'local', events: KnexPaymentEventLog): HealthCheck {
  return {
    name: 'payments',
    async check() {
      const started = performance.now();
      try {
        const last = await events.lastReceivedAt();
        const latencyMs = performance.now() - started;
        const received = last ? `last event received ${last.toISOString()}` : 'no event received yet';
        return { status: 'healthy', latencyMs, detail: `mode ${mode}; ${received}` };
      } catch {
        return { status: 'error', detail: `mode ${mode}; the payment event log cannot be read` };
      }
    },
  };
}
