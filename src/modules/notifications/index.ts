import { ContainerModule } from 'inversify';
import type { Config } from '../../config.js';
import { HEALTH_CHECKS } from '../../shared/health.js';
import { LIFECYCLE_HOOKS } from '../../shared/lifecycle.js';
import { provide, token } from '../../shared/di.js';
import { JOB_HANDLERS, JOB_QUEUE } from '../../shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../shared/jobs/overdue-work.js';
import { TOKENS } from '../../shared/tokens.js';
import { ACCOUNTS_SERVICE, INVITATION_MAIL } from '../accounts/index.js';
import { MY_RESTAURANT_SERVICE } from '../catalogue/index.js';
import { LISTED_ORDERS, ORDER_CHANGE_LISTENERS, ORDER_EVENT_CONSUMERS, ORDER_EVENT_LOG } from '../ordering/index.js';
import { KnexMailMessages } from './adapters/knex-mail-messages.js';
import { smtpSender, type MailSend } from './adapters/smtp-sender.js';
import { orderMail, orderMailListener } from './jobs/order-mail.js';
import { invitationMail } from './invitation-mail.js';
import { mailHealth } from './mail-health.js';
import { newOrderMailOwners } from './new-order-mail-owners.js';
import { NEW_ORDER_MAIL_OWNERS, ORDER_EVENTS, ORDERS_BY_ID } from './ports.js';

// The embedded mail catcher is started by the API process's hooks (src/process-hooks.ts), like the sign-in provider.
export { startMailCatcher, type RunningMailCatcher } from './adapters/mail-catcher.js';

const MESSAGES = token<KnexMailMessages>('notifications.MailMessages');
const SENDER = token<{ send: MailSend; close(): void }>('notifications.Sender');
/** The one SMTP sender, for mail that is not an order's: the embedded sign-in provider's reset links (src/process-hooks.ts). */
export const MAIL_SEND = token<MailSend>('notifications.MailSend');
export type { MailSend } from './adapters/smtp-sender.js';
const ORDER_MAIL = token<ReturnType<typeof orderMail>>('notifications.OrderMail');

/** Order e-mails to customers, and to owners who opted in (docs/architecture/mail.md), sent from ordering's event log through SMTP. */
export function notificationsModule(config: Config): ContainerModule {
  const { transport, from, retryBaseMs, leaseMs, runningLateEveryMs } = config.mail;
  return new ContainerModule(({ bind }) => {
    // Cross-module ports, bound to the providers' public services.
    provide(bind, ORDERS_BY_ID, [LISTED_ORDERS], (listed) => listed);
    provide(bind, ORDER_EVENTS, [ORDER_EVENT_LOG], (events) => events);
    provide(bind, NEW_ORDER_MAIL_OWNERS, [MY_RESTAURANT_SERVICE, ACCOUNTS_SERVICE], (restaurants, accounts) => newOrderMailOwners(restaurants, accounts));

    provide(bind, MESSAGES, [TOKENS.database], (db) => new KnexMailMessages(db));
    // With mail off nothing is sent: the job only moves the cursor, so retention is not held back.
    provide(bind, SENDER, [], () => (transport.kind === 'off' ? { send: () => Promise.reject(new Error('mail is off')), close: () => undefined } : smtpSender(transport)));
    provide(bind, LIFECYCLE_HOOKS, [SENDER], (sender) => ({ name: 'mail sender', stop: async () => sender.close() }));
    provide(bind, MAIL_SEND, [SENDER], (sender) => sender.send);
    provide(
      bind,
      ORDER_MAIL,
      [ORDER_EVENTS, ORDERS_BY_ID, NEW_ORDER_MAIL_OWNERS, MESSAGES, SENDER, TOKENS.database, JOB_QUEUE, TOKENS.clock, TOKENS.logger],
      (events, orders, owners, messages, sender, db, queue, clock, logger) =>
        orderMail(
          { events, orders, owners, messages, send: sender.send, db, queue, clock, logger },
          { from, orderUrl: `${config.publicUrl}/order-status`, deskUrl: `${config.publicUrl}/manage-restaurant`, retryBaseMs, leaseMs, runningLateEveryMs, sending: transport.kind !== 'off' },
        ),
    );
    provide(bind, JOB_HANDLERS, [ORDER_MAIL], (mail) => mail.job);
    // Sent while the owner waits: they learn at once whether it went (docs/architecture/mail.md "Team invitations").
    provide(bind, INVITATION_MAIL, [SENDER], (sender) => invitationMail(sender.send, { from, joinUrl: `${config.publicUrl}/join-team` }));
    // Mail off: nothing will be sent, so order changes queue no run and retention keeps nothing for
    // the mail; the sweep alone moves the cursor (no stale e-mails once SMTP_URL is set).
    if (transport.kind !== 'off') {
      provide(bind, ORDER_CHANGE_LISTENERS, [JOB_QUEUE], (queue) => orderMailListener(queue));
      provide(bind, ORDER_EVENT_CONSUMERS, [ORDER_MAIL], (mail) => mail.unread);
    }
    provide(bind, OVERDUE_WORK, [ORDER_MAIL], (mail) => mail);
    provide(bind, HEALTH_CHECKS, [MESSAGES], (messages) => mailHealth(transport, messages));
  });
}
