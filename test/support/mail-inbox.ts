import { eventually } from './payment-servers.js';

/** A message as MailDev's REST API gives it (GET /api/email), the fields the tests read. */
export interface CaughtMail {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
  html: string;
  text: string;
}

/** The embedded mail catcher's inbox, read back through MailDev's REST API (docs/architecture/mail.md). */
export function mailInbox(webUrl: string) {
  const all = async (): Promise<CaughtMail[]> => {
    const answer = await fetch(`${webUrl}/api/email`);
    if (!answer.ok) throw new Error(`MailDev answered ${answer.status}`);
    return (await answer.json()) as CaughtMail[];
  };
  return {
    all,
    /** The messages to one address. */
    to: async (address: string) => (await all()).filter((m) => m.to.some((t) => t.address === address)),
    /** Waits until `address` has at least `count` messages, and gives them in arrival order. */
    waitFor: async (address: string, count: number, timeoutMs?: number): Promise<CaughtMail[]> => {
      let mails: CaughtMail[] = [];
      await eventually(async () => {
        mails = (await all()).filter((m) => m.to.some((t) => t.address === address));
        return mails.length >= count;
      }, `${count} e-mails to ${address}`, timeoutMs);
      return mails;
    },
  };
}
