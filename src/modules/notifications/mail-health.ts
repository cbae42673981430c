import type { MailTransportConfig } from '../../config.js';
import type { HealthCheck } from '../../shared/health.js';
import type { KnexMailMessages } from './adapters/knex-mail-messages.js';

function where(transport: MailTransportConfig): string {
  if (transport.kind === 'catcher') return 'embedded mail catcher';
  if (transport.kind === 'off') return 'off: SMTP_URL is not set';
  return `SMTP ${new URL(transport.url).host}`;
}

/**
 * The status page's line for e-mail (docs/architecture/mail.md "State"): where mail goes, how many
 * messages wait, and the last failure while any still waits. Failing messages are a warning: they
 * are retried until the SMTP server takes them. Mail switched off is a warning too.
 */
export function mailHealth(transport: MailTransportConfig, messages: KnexMailMessages): HealthCheck {
  return {
    name: 'mail',
    async check() {
      if (transport.kind === 'off') return { status: 'warning', detail: `${where(transport)}; no e-mail is sent` };
      const state = await messages.state();
      const sent = state.lastSentAt ? `last sent ${state.lastSentAt.toISOString()}` : 'none sent yet';
      const parts = [where(transport), `${state.waiting} waiting`, sent];
      if (!state.failing || !state.lastFailure) return { status: 'healthy', detail: parts.join('; ') };
      const failure = `${state.failing} failing, last failure ${state.lastFailure.at.toISOString()}: ${state.lastFailure.error}`;
      return { status: 'warning', detail: [...parts, failure].join('; ') };
    },
  };
}
