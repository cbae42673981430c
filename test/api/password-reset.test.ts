// "Forgot password?" on the embedded sign-in provider, end to end: the log-in page's link, the
// e-mail in the real mail catcher, the link's form, the new password, and the link spent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { alertText, CookieJar, follow, loginWithPassword, openLoginPage, submitForm } from '../support/login-flow.js';
import { mailInbox } from '../support/mail-inbox.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const OLD = 'correct horse battery';
const NEW = 'staple battery horse';

describe.each(testDatabaseKinds())('password reset on %s', (kind) => {
  let server: TestServer;
  const flow = () => ({ idpUrl: server.idpUrl!, webOrigin: server.config.publicUrl, audience: server.config.auth.audience });
  const askForLink = async (email: string) => {
    const login = await openLoginPage(flow());
    const forgotHref = /href="([^"]+\/forgot)"/.exec(login.html)?.[1];
    expect(login.html).toContain('Forgot password?');
    const forgot = await follow(login.jar, new URL(forgotHref!, login.url).href);
    const page = { jar: login.jar, url: forgot.url, html: await forgot.response.text() };
    expect(page.html).toContain('<h1>Reset your password</h1>');
    return submitForm(page, { email });
  };
  const linkIn = (text: string) => /(http\S+\/reset-password\?token=\S+)/.exec(text)?.[1];

  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT_SIGN_IN: '1000/60' });
    await loginWithPassword({ ...flow(), email: 'forgetful@example.com', password: OLD, signUp: true });
  });
  afterAll(async () => server?.stop());

  it('e-mails a link that sets a new password once; the old password stops working', async () => {
    const asked = await askForLink('Forgetful@Example.com');
    expect(asked.response.status).toBe(200);
    expect(await asked.response.text()).toContain('If an account exists for that address');
    const [mail] = await mailInbox(server.mailInboxUrl!).waitFor('forgetful@example.com', 1);
    expect(mail!.subject).toBe('Reset your TuckIn.com password');
    const link = linkIn(mail!.text)!;
    expect(new URL(link).origin).toBe(server.idpUrl);

    const form = await follow(new CookieJar(), link);
    const html = await form.response.text();
    expect([form.response.status, form.response.headers.get('referrer-policy')]).toEqual([200, 'no-referrer']);
    const page = { jar: new CookieJar(), url: form.url, html };
    const short = await submitForm(page, { password: 'short' });
    expect([short.response.status, alertText(await short.response.text())]).toEqual([400, 'Password must be at least 8 characters long.']);
    const done = await submitForm(page, { password: NEW });
    expect([done.response.status, await done.response.text()]).toEqual([200, expect.stringContaining('Your password has been changed')]);

    // Spent: the form and a second post both say so, and the password stays the new one.
    expect((await fetch(link)).status).toBe(410);
    expect((await submitForm(page, { password: 'another one entirely' })).response.status).toBe(410);
    await expect(loginWithPassword({ ...flow(), email: 'forgetful@example.com', password: NEW })).resolves.toMatchObject({ accessToken: expect.any(String) });
    const login = await openLoginPage(flow());
    const old = await submitForm(login, { email: 'forgetful@example.com', password: OLD });
    expect(old.response.status).toBe(401);
  });

  it('answers an unknown address as a known one and sends nothing; one e-mail a minute per account; a bad address is a 400', async () => {
    const before = (await mailInbox(server.mailInboxUrl!).all()).length;
    const unknown = await askForLink('nobody-here@example.com');
    expect([unknown.response.status, await unknown.response.text()]).toEqual([200, expect.stringContaining('If an account exists for that address')]);
    // The first test's link was sent under a minute ago: asking again sends no second one.
    const again = await askForLink('forgetful@example.com');
    expect(again.response.status).toBe(200);
    const bad = await askForLink('not an address');
    expect([bad.response.status, alertText(await bad.response.text())]).toEqual([400, 'Please enter a valid email address.']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailInbox(server.mailInboxUrl!).all()).length).toBe(before);
  });

  it('refuses a made-up or expired token', async () => {
    expect((await fetch(`${server.idpUrl}/reset-password?token=made-up`)).status).toBe(410);
    const account = (await server.db('idp_accounts').where({ email: 'forgetful@example.com' }).first()) as { id: string };
    await server.db('idp_password_resets').where({ account_id: account.id }).update({ used_at: null, expires_at: new Date(Date.now() - 1000) });
    const [mail] = await mailInbox(server.mailInboxUrl!).waitFor('forgetful@example.com', 1);
    expect((await fetch(linkIn(mail!.text)!)).status).toBe(410);
  });
});
