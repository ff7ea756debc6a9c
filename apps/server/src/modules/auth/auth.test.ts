import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { companies } from '../companies/companies.tables';
import { sessions } from './auth.tables';

const ctx = useTestApp();
/** A browser on Globex's host, where Globex's people sign in. */
const globex = () => ctx.client({ host: 'globex.localhost' });

describe('POST /api/auth/ (sign in)', () => {
  it('signs in with the demo password and answers the user with roles, permissions and company', async () => {
    const res = await ctx.client().post('/api/auth/', { username: 'alice', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: 'alice',
      roles: ['collaborator'],
      is_staff: false,
      is_superuser: false,
      can_change_password: true,
      company: { name: 'Acme Conseil', hostname: 'localhost', use_leaves: true, is_trial_period: false },
    });
    expect(res.body.permissions_table).toContain('leaves.create');
    expect(res.body.permissions_table).not.toContain('backoffice.use');
  });

  it('sets an HttpOnly session cookie and a new one at every sign-in', async () => {
    const browser = ctx.client();
    await browser.login('bob');
    const first = browser.cookies.get('sessionid');
    await browser.login('bob');
    const second = browser.cookies.get('sessionid');
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/my_account/',
      headers: { cookie: `sessionid=${first}` },
    });
    expect(res.statusCode).toBe(440);
  });

  it('rejects a wrong password with the spec message', async () => {
    const res = await ctx.client().post('/api/auth/', { username: 'alice', password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'invalid_credentials',
      detail: 'Authentication failed for alice: username/password rejected by server.',
      // The values of the message's placeholders, by which the web app says it in the user's language.
      params: { username: 'alice' },
    });
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const res = await ctx.client().post('/api/auth/', { username: 'ghost', password: 'demo1234' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_credentials');
  });

  it('refuses a company whose trial has ended with trial_expired', async () => {
    await ctx.db.update(companies).set({ trial_period_end: '2020-01-01' }).where(eq(companies.name, 'Globex'));
    const res = await globex().post('/api/auth/', { username: 'globex-user', password: 'demo1234' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('trial_expired');
    await ctx.db.update(companies).set({ trial_period_end: '2999-01-01' }).where(eq(companies.name, 'Globex'));
    expect((await globex().post('/api/auth/', { username: 'globex-user', password: 'demo1234' })).status).toBe(200);
  });

  it('refuses an inactive company, and ends its open sessions at once', async () => {
    const browser = await ctx.as('globex-admin');
    await ctx.db.update(companies).set({ is_active: false }).where(eq(companies.name, 'Globex'));
    expect((await browser.get('/api/my_account/')).body.code).toBe('company_inactive');
    const res = await globex().post('/api/auth/', { username: 'globex-admin', password: 'demo1234' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('company_inactive');
    await ctx.db.update(companies).set({ is_active: true }).where(eq(companies.name, 'Globex'));
  });

  it('validates the body', async () => {
    const res = await ctx.client().post('/api/auth/', { username: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('password');
  });
});

describe('sessions and CSRF', () => {
  it('answers 401 without a session and 440 with a lost one', async () => {
    expect((await ctx.client().get('/api/my_account/')).status).toBe(401);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/my_account/',
      headers: { cookie: 'sessionid=forged' },
    });
    expect(res.statusCode).toBe(440);
    expect(res.json()).toEqual({
      code: 'session_expired',
      detail: 'Your session has been lost, please reconnect to continue.',
    });
  });

  it('ends the session on DELETE /api/auth/', async () => {
    const browser = await ctx.as('alice');
    const token = browser.cookies.get('sessionid');
    expect((await browser.delete('/api/auth/')).status).toBe(204);
    expect(browser.cookies.has('sessionid')).toBe(false);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/my_account/',
      headers: { cookie: `sessionid=${token}` },
    });
    expect(res.statusCode).toBe(440);
  });

  it('expires an idle session', async () => {
    const browser = await ctx.as('bob');
    await ctx.db.update(sessions).set({ last_seen_at: new Date(Date.now() - 5 * 3_600_000) });
    expect((await browser.get('/api/my_account/')).status).toBe(440);
  });

  it('refuses unsafe requests without the CSRF header, with a token of another session, or cross-site', async () => {
    const browser = await ctx.as('alice');
    const noHeader = await browser.request('PUT', '/api/my-account/preferences/general/', {
      body: { should_display_welcome_modal: false },
      csrf: false,
    });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.code).toBe('csrf_failed');

    const other = await ctx.as('bob');
    const foreign = await browser.request('PUT', '/api/my-account/preferences/general/', {
      body: { should_display_welcome_modal: false },
      csrf: false,
      headers: { 'x-csrftoken': other.cookies.get('csrftoken')! },
    });
    expect(foreign.status).toBe(403);

    const crossSite = await browser.request('PUT', '/api/my-account/preferences/general/', {
      body: { should_display_welcome_modal: false },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);

    const ok = await browser.put('/api/my-account/preferences/general/', { should_display_welcome_modal: false });
    expect(ok.status).toBe(200);
  });

  it('issues a CSRF token readable by the page (not HttpOnly)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/info/' });
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

describe('the signed_in cookie (issue 25: no 401 asked for on a signed-out page)', () => {
  const signedIn = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === 'signed_in');

  it('is set, readable by the page, with the session, and cleared at sign-out', async () => {
    const browser = ctx.client();
    const signIn = await browser.post('/api/auth/', { username: 'alice', password: 'demo1234' });
    expect(signIn.status).toBe(200);
    const header = [signIn.headers['set-cookie']].flat().find((c) => String(c).startsWith('signed_in='));
    expect(header).toMatch(/^signed_in=1;/);
    expect(header).not.toMatch(/HttpOnly/i);
    expect(browser.cookies.get('signed_in')).toBe('1');
    expect((await browser.delete('/api/auth/')).status).toBe(204);
    expect(browser.cookies.has('signed_in')).toBe(false);
  });

  it.each([
    ['the 401 of a browser without a session', 'signed_in=1', 401],
    ['the 440 of a lost session', 'signed_in=1; sessionid=not-a-session', 440],
  ])('is cleared by %s', async (_, cookie, status) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/my_account/', headers: { cookie } });
    expect(res.statusCode).toBe(status);
    expect(signedIn(res)?.value).toBe('');
  });
});

describe("sign-in at a company's host (issue 21)", () => {
  const signIn = (host: string | null, username: string, password = 'demo1234') =>
    ctx.client(host ? { host } : {}).post('/api/auth/', { username, password });

  it("answers a Globex user's right password on Acme's host exactly as a wrong one", async () => {
    const wrongHost = await signIn('localhost:8000', 'globex-user');
    const wrongPassword = await signIn('globex.localhost:8000', 'globex-user', 'nope');
    expect(wrongHost.status).toBe(401);
    expect(wrongHost.body).toEqual(wrongPassword.body);
    expect(wrongHost.body.code).toBe('invalid_credentials');
    expect(wrongHost.headers['set-cookie']).toBeUndefined();
    expect((await signIn('GLOBEX.localhost', 'globex-user')).status).toBe(200);
  });

  it('counts it as a failure: ten of them lock the account, even at its own host', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('localhost', 'globex-admin')).status).toBe(401);
    expect((await signIn('globex.localhost', 'globex-admin')).status).toBe(429);
  });

  it('lets the superuser sign in as today, on any host', async () => {
    expect((await signIn('localhost', 'root')).status).toBe(200);
    expect((await signIn('globex.localhost', 'root')).status).toBe(200);
  });

  it('keeps Acme users on their own host', async () => {
    expect((await signIn('globex.localhost', 'bob')).status).toBe(401);
    expect((await signIn('localhost', 'bob')).status).toBe(200);
  });

  it('lets anyone sign in on a host that names no company (an address, the console), as before', async () => {
    expect((await signIn('127.0.0.1:8000', 'globex-user')).status).toBe(200);
    expect((await signIn('127.0.0.1:8000', 'claire')).status).toBe(200);
  });
});
