import nodemailer from 'nodemailer';
import { MAIL_SMTP_TIMEOUTS_MS, type MailTransportConfig } from '../../../config.js';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same on every attempt, so a message resent after a crash is recognisable as a repeat. */
  messageId: string;
}

/** Sends one message; resolves once the SMTP server has taken it, rejects otherwise. */
export type MailSend = (mail: OutgoingMail) => Promise<void>;

/** Under the claim on a message (MAIL_LEASE_MS, src/config.ts), so an attempt ends before another may start. */
const TIMEOUTS = MAIL_SMTP_TIMEOUTS_MS;

/**
 * nodemailer over SMTP (docs/architecture/mail.md): to SMTP_URL, or to the embedded catcher's
 * SMTP port on this host (a worker sends to the one its API process runs). A pooled transport
 * keeps a connection or two open between messages.
 */
export function smtpSender(transport: Exclude<MailTransportConfig, { kind: 'off' }>): { send: MailSend; close(): void } {
  const smtp =
    transport.kind === 'smtp'
      ? nodemailer.createTransport({ url: transport.url, pool: true, maxConnections: 2, ...TIMEOUTS })
      : // The catcher speaks plain SMTP on the loopback; nothing to encrypt, nothing leaves the machine.
        nodemailer.createTransport({ host: '127.0.0.1', port: transport.smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: 2, ...TIMEOUTS });
  return {
    send: async (mail) => {
      await smtp.sendMail({ ...mail, headers: { 'Auto-Submitted': 'auto-generated' } });
    },
    close: () => smtp.close(),
  };
}
