import type { components } from '../../src/generated/api.js';
import { aCustomer, type ProductHandle } from './customers.js';
import { mailInbox } from './mail-inbox.js';

type TeamRole = components['schemas']['TeamRole'];

/** The token of the latest invitation e-mail to `email`, from its link (`/join-team#<token>`). */
export async function invitationToken(inboxUrl: string, email: string, count = 1): Promise<string> {
  const mails = await mailInbox(inboxUrl).waitFor(email, count);
  const token = /\/join-team#([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text)?.[1];
  if (!token) throw new Error(`no join link in the e-mail to ${email}`);
  return token;
}

/** Someone invited by the owner to `role`, signed up and joined, as the e-mail's link leads them. */
export async function aTeamMember(server: ProductHandle & { mailInboxUrl?: string }, ownerToken: string, email: string, role: TeamRole) {
  const invited = await server.client(ownerToken).POST('/api/my/restaurant/team/invitations', { body: { email, role } });
  if (invited.response.status !== 201) throw new Error(`inviting ${email}: ${invited.response.status}`);
  const token = await invitationToken(server.mailInboxUrl!, email);
  const person = await aCustomer(server, email);
  const joined = await person.api.POST('/api/team/invitations/{token}/accept', { params: { path: { token } } });
  if (joined.response.status !== 200) throw new Error(`${email} joining: ${joined.response.status}`);
  const team = await server.client(ownerToken).GET('/api/my/restaurant/team');
  const memberId = team.data!.members.find((m) => m.email === email)!.id;
  return { ...person, sub: JSON.parse(Buffer.from(person.token.split('.')[1]!, 'base64url').toString()).sub as string, memberId };
}
