import { createHash } from 'node:crypto';

/**
 * One Message-ID per order event and recipient (docs/architecture/mail.md "Once"): a message
 * sent again after a crash mid-send carries the same one, so mail clients show it once.
 * The recipient is hashed, so the header does not repeat the address.
 */
export function orderMessageId(eventId: number, recipient: string, from: string): string {
  const recipientHash = createHash('sha256').update(recipient.toLowerCase()).digest('hex').slice(0, 16);
  return `<order-event-${eventId}.${recipientHash}@${domainOf(from)}>`;
}

/** One Message-ID per invitation: it is sent once, and a resend is a new invitation. */
export function invitationMessageId(invitationId: string, from: string): string {
  return `<team-invitation-${invitationId}@${domainOf(from)}>`;
}

/** The domain of the sender's address ('TuckIn <orders@tuckin.example>' -> 'tuckin.example'). */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim();
}
