import type { InvitationMail } from '../accounts/index.js';
import type { MailSend } from './adapters/smtp-sender.js';
import { invitationMessageId } from './domain/message-id.js';
import { renderInvitationMail } from './templates/team-invitation-mail.js';

/**
 * The team invitation e-mail, sent through the same SMTP sender as order e-mails. The token
 * rides in the link's fragment, which browsers never send to a server, so no request log
 * holds it; the join page reads it from there (docs/product/team-and-roles.md "Invitations").
 */
export function invitationMail(send: MailSend, settings: { from: string; joinUrl: string }) {
  return async (mail: InvitationMail): Promise<void> => {
    const rendered = await renderInvitationMail({ ...mail, acceptUrl: `${settings.joinUrl}#${mail.token}` });
    await send({ from: settings.from, to: mail.to, ...rendered, messageId: invitationMessageId(mail.invitationId, settings.from) });
  };
}
