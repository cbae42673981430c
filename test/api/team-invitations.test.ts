// The owner's team (docs/product/team-and-roles.md): invitations by e-mail, joining once,
// changing roles and removing people, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { aCustomer } from '../support/customers.js';
import { mailInbox } from '../support/mail-inbox.js';
import { openStream } from '../support/sse-client.js';
import { anOwner } from '../support/owners.js';
import { aTeamMember, invitationToken } from '../support/team.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('team invitations on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'team-owner@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const invite = (email: string, role: 'manager' | 'kitchen' | 'courier' = 'kitchen') => owner.api.POST('/api/my/restaurant/team/invitations', { body: { email, role } });
  const accept = (token: string, as: string) => server.client(as).POST('/api/team/invitations/{token}/accept', { params: { path: { token } } });

  it('e-mails a link that joins the team once, and keeps only a hash of its token', async () => {
    const sent = await invite('Sam.Cook@Example.com', 'manager');
    expect(sent.response.status).toBe(201);
    expect(sent.data).toMatchObject({ email: 'sam.cook@example.com', role: 'manager' });
    expect(new Date(sent.data!.expiresAt).getTime() - new Date(sent.data!.invitedAt).getTime()).toBe(7 * 24 * 3600 * 1000);
    const [mail] = await mailInbox(server.mailInboxUrl!).waitFor('sam.cook@example.com', 1);
    expect(mail!.subject).toMatch(/^Join .+ on TuckIn\.com$/);
    expect(mail!.text).toContain('as a manager');
    const token = await invitationToken(server.mailInboxUrl!, 'sam.cook@example.com');
    const rows = await server.db('team_invitations').where({ id: sent.data!.id });
    expect(JSON.stringify(rows)).not.toContain(token);

    const sam = await aCustomer(server, 'sam.cook@example.com');
    const joined = await accept(token, sam.token);
    expect(joined.response.status).toBe(200);
    expect(joined.data).toEqual({ restaurantId: owner.restaurantId, role: 'manager' });
    expect((await sam.api.GET('/api/my/restaurant/role')).data).toEqual({ restaurantId: owner.restaurantId, role: 'manager' });

    const again = await accept(token, sam.token);
    expect(again.response.status).toBe(410);
    const team = await owner.api.GET('/api/my/restaurant/team');
    expect(team.data!.members.map((m) => [m.email, m.role])).toEqual([['sam.cook@example.com', 'manager']]);
    expect(team.data!.invitations).toEqual([]);
  });

  it('refuses an expired invitation (410), a revoked one (404) and another address (403), joining nobody', async () => {
    const expired = await invite('late@example.com');
    const lateToken = await invitationToken(server.mailInboxUrl!, 'late@example.com');
    await server.db('team_invitations').where({ id: expired.data!.id }).update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const late = await aCustomer(server, 'late@example.com');
    expect((await accept(lateToken, late.token)).response.status).toBe(410);

    const revoked = await invite('revoked@example.com');
    const revokedToken = await invitationToken(server.mailInboxUrl!, 'revoked@example.com');
    expect((await owner.api.DELETE('/api/my/restaurant/team/invitations/{invitationId}', { params: { path: { invitationId: revoked.data!.id } } })).response.status).toBe(204);
    const revokedPerson = await aCustomer(server, 'revoked@example.com');
    expect((await accept(revokedToken, revokedPerson.token)).response.status).toBe(404);

    await invite('forwarded@example.com');
    const forwardedToken = await invitationToken(server.mailInboxUrl!, 'forwarded@example.com');
    const someoneElse = await aCustomer(server, 'someone-else@example.com');
    const wrong = await accept(forwardedToken, someoneElse.token);
    expect(wrong.response.status).toBe(403);
    expect(wrong.error).toMatchObject({ message: 'This invitation is for another e-mail address' });

    expect((await accept('A'.repeat(43), someoneElse.token)).response.status).toBe(404);
    const members = await server.db('memberships').whereIn('user_id', server.db('users').select('id').whereIn('email', ['late@example.com', 'revoked@example.com', 'someone-else@example.com']));
    expect(members).toEqual([]);
  });

  it('yields one membership when two accepts of one invitation race', async () => {
    await invite('racer@example.com');
    const token = await invitationToken(server.mailInboxUrl!, 'racer@example.com');
    const racer = await aCustomer(server, 'racer@example.com');
    const answers = await Promise.all([accept(token, racer.token), accept(token, racer.token), accept(token, racer.token)]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 410, 410]);
    const rows = await server.db('memberships').join('users', 'users.id', 'memberships.user_id').where('users.email', 'racer@example.com');
    expect(rows).toHaveLength(1);
  });

  it('refuses to invite the owner, a member or an address with an open invitation (409), and bad input names the field (400)', async () => {
    expect((await invite('team-owner@example.com')).response.status).toBe(409);
    expect((await invite('sam.cook@example.com')).response.status).toBe(409);
    await invite('twice@example.com');
    expect((await invite('twice@example.com')).response.status).toBe(409);
    const badRole = await owner.api.POST('/api/my/restaurant/team/invitations', { body: { email: 'x@example.com', role: 'owner' as 'manager' } });
    expect(badRole.response.status).toBe(400);
    expect(badRole.error!.message).toMatch(/^role: /);
    const badEmail = await owner.api.POST('/api/my/restaurant/team/invitations', { body: { email: 'not an address', role: 'kitchen' } });
    expect(badEmail.response.status).toBe(400);
    expect(badEmail.error!.message).toMatch(/^email: /);
  });

  it('keeps a person on one team: an owner or a member cannot join another (409)', async () => {
    const other = await anOwner(server, 'other-owner@example.com');
    await other.api.POST('/api/my/restaurant/team/invitations', { body: { email: 'sam.cook@example.com', role: 'kitchen' } });
    const samToken = await invitationToken(server.mailInboxUrl!, 'sam.cook@example.com', 2);
    const sam = await aCustomer(server, 'sam.cook@example.com');
    expect((await accept(samToken, sam.token)).response.status).toBe(409);
    await invite('other-owner@example.com');
    const ownerToken = await invitationToken(server.mailInboxUrl!, 'other-owner@example.com');
    expect((await accept(ownerToken, other.token)).response.status).toBe(409);
  });

  it('changes a role from the next call, and a removal ends access at once', async () => {
    const cook = await aTeamMember(server, owner.token, 'cook@example.com', 'kitchen');
    expect((await cook.api.GET('/api/my/restaurant/scheduling')).response.status).toBe(404);
    const changed = await owner.api.PATCH('/api/my/restaurant/team/members/{memberId}', { params: { path: { memberId: cook.memberId } }, body: { role: 'manager' } });
    expect(changed.data).toMatchObject({ email: 'cook@example.com', role: 'manager' });
    expect((await cook.api.GET('/api/my/restaurant/scheduling')).response.status).toBe(200);
    expect((await owner.api.DELETE('/api/my/restaurant/team/members/{memberId}', { params: { path: { memberId: cook.memberId } } })).response.status).toBe(204);
    expect((await cook.api.GET('/api/my/restaurant/scheduling')).response.status).toBe(404);
    expect((await cook.api.GET('/api/my/restaurant/role')).response.status).toBe(404);
  });

  it('ends a removed member’s open desk stream with accessEnded, and refuses the reconnect as a stranger’s', async () => {
    const porter = await aTeamMember(server, owner.token, 'porter@example.com', 'kitchen');
    const desk = await openStream(server.url, '/api/my/restaurant/order/events', { token: porter.token });
    expect(desk.status).toBe(200);
    // The owner's own stream stays open.
    const ownersDesk = await openStream(server.url, '/api/my/restaurant/order/events', { token: owner.token });
    await desk.until((s) => s.retries.length > 0, 'the stream live');
    await owner.api.DELETE('/api/my/restaurant/team/members/{memberId}', { params: { path: { memberId: porter.memberId } } });
    await desk.ended;
    expect(desk.events.at(-1)).toMatchObject({ event: 'accessEnded', data: JSON.stringify({ restaurantId: owner.restaurantId }) });
    const again = await openStream(server.url, '/api/my/restaurant/order/events', { token: porter.token });
    expect([again.status, JSON.parse(again.text).message]).toEqual([404, 'Restaurant not found']);
    expect(ownersDesk.events.some((m) => m.event === 'accessEnded')).toBe(false);
    ownersDesk.close();
  });

  it('ends the desk stream at the next heartbeat when another API process removed the member', async () => {
    const runner = await aTeamMember(server, owner.token, 'runner@example.com', 'manager');
    const desk = await openStream(server.url, '/api/my/restaurant/order/events', { token: runner.token });
    await desk.until((s) => s.retries.length > 0, 'the stream live');
    // Another process's removal: the row goes, and this process hears nothing of it.
    await server.db('memberships').where({ id: runner.memberId }).delete();
    await desk.until((s) => s.events.some((m) => m.event === 'accessEnded'), 'accessEnded', 20_000);
    await desk.ended;
  }, 30_000);
});
