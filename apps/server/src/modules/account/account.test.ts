import { ACCOUNT_MESSAGES as M } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { fieldErrorBody } from '../../../test/expectations';
import { users } from '../users/users.tables';

const ctx = useTestApp();

const profile = { first_name: 'Bob', last_name: 'Durand', email: 'bob@acme-conseil.fr', phone: '', mobile: '' };

async function userRow(username: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** Signs `username` in with `password` from a new browser; answers the status. */
const signInStatus = async (username: string, password: string) =>
  (await ctx.client().post('/api/auth/', { username, password })).status;

describe('GET /api/my_account/', () => {
  it('answers a collaborator with their company and self-service permissions', async () => {
    const res = await (await ctx.as('alice')).get('/api/my_account/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: 'alice',
      first_name: 'Alice',
      last_name: 'Martin',
      email: 'alice@acme-conseil.fr',
      employee_number: 'E006',
      roles: ['collaborator'],
      is_staff: false,
      is_superuser: false,
      company: { name: 'Acme Conseil', support_email: 'support@acme-conseil.fr' },
    });
    expect(res.body.permissions_table).toContain('leaves.create');
    expect(res.body.permissions_table).not.toContain('backoffice.use');
  });

  it('answers a manager as staff with the back office', async () => {
    const res = await (await ctx.as('manager')).get('/api/my_account/');
    expect(res.body).toMatchObject({ username: 'manager', roles: ['manager'], is_staff: true });
    expect(res.body.permissions_table).toContain('backoffice.use');
    expect(res.body.permissions_table).toContain('mission_orders.create');
  });

  it('answers the superuser without a company and with only the console permission', async () => {
    const res = await (await ctx.as('root')).get('/api/my_account/');
    expect(res.body).toMatchObject({ username: 'root', is_superuser: true, company: null, roles: [] });
    expect(res.body.permissions_table).toEqual(['companies.manage']);
  });
});

describe('PUT /api/my_account/', () => {
  it('saves the profile and answers the updated user', async () => {
    const bob = await ctx.as('bob');
    const res = await bob.put('/api/my_account/', {
      ...profile,
      first_name: '  Bobby ',
      phone: '+33 1 23 45 67 89',
      mobile: '06 12 34 56 78',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Bobby', phone: '+33 1 23 45 67 89', mobile: '06 12 34 56 78' });
    expect((await bob.get('/api/my_account/')).body.first_name).toBe('Bobby');

    const cleared = await bob.put('/api/my_account/', { ...profile, phone: '', mobile: null });
    expect(cleared.body).toMatchObject({ phone: null, mobile: null });
  });

  it('ignores the username and employee number: a user cannot change them', async () => {
    const bob = await ctx.as('bob');
    const res = await bob.put('/api/my_account/', { ...profile, username: 'bobby', employee_number: 'X999' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'bob', employee_number: 'E007' });
    const row = await userRow('bob');
    expect([row.username, row.employee_number]).toEqual(['bob', 'E007']);
  });

  it.each([
    ['a blank first name', { first_name: ' ' }, 'first_name', M.required],
    ['no last name', { last_name: undefined }, 'last_name', M.required],
    ['an empty e-mail', { email: '' }, 'email', M.required],
    ['an e-mail without @', { email: 'bob.acme-conseil.fr' }, 'email', M.emailInvalid],
    ['an e-mail without top-level domain', { email: 'bob@acme' }, 'email', M.emailInvalid],
    ['a one-letter top-level domain', { email: 'bob@acme.f' }, 'email', M.emailInvalid],
    ['a five-letter top-level domain', { email: 'bob@acme.conse' }, 'email', M.emailInvalid],
    ['a space in the e-mail', { email: 'bob durand@acme.fr' }, 'email', M.emailInvalid],
    ['letters in the phone', { phone: '01 23 AB' }, 'phone', M.phoneInvalid],
    ['a dash in the phone', { phone: '01-23-45' }, 'phone', M.phoneInvalid],
    ['a plus inside the mobile', { mobile: '06+12' }, 'mobile', M.mobileInvalid],
  ])('refuses %s with the spec message', async (_name, change, field, message) => {
    const claire = await ctx.as('claire');
    const res = await claire.put('/api/my_account/', { ...profile, email: 'claire@acme-conseil.fr', ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(fieldErrorBody(field, message));
    expect((await userRow('claire')).first_name).toBe('Claire');
  });

  it('accepts a four-letter top-level domain', async () => {
    const claire = await ctx.as('claire');
    const res = await claire.put('/api/my_account/', {
      first_name: 'Claire',
      last_name: 'Petit',
      email: 'claire@acme.info',
    });
    expect(res.status).toBe(200);
    // Accepted as the pending address: it becomes the account's once the link mailed to it is opened (issue 21).
    expect(res.body.pending_email).toBe('claire@acme.info');
    expect((await userRow('claire')).email).toBe('claire@acme-conseil.fr');
  });
});

describe('PUT /api/my-account/password/', () => {
  const change = async (username: string, body: Record<string, unknown>, password = 'demo1234') => {
    const browser = await ctx.client().login(username, password);
    const id = (await userRow(username)).id;
    return { browser, res: await browser.put('/api/my-account/password/', { id, ...body }) };
  };

  it('changes the password: the old one fails, the new one signs in', async () => {
    const { res } = await change('rh', { old_password: 'demo1234', new_password: 'secret99' });
    expect(res.status).toBe(204);
    expect(await signInStatus('rh', 'demo1234')).toBe(401);
    expect(await signInStatus('rh', 'secret99')).toBe(200);
  });

  it("ends the user's other sessions and keeps this one", async () => {
    const other = await ctx.as('compta');
    const { browser, res } = await change('compta', { old_password: 'demo1234', new_password: 'secret99' });
    expect(res.status).toBe(204);
    expect((await other.get('/api/my_account/')).status).toBe(440);
    expect((await browser.get('/api/my_account/')).status).toBe(200);
  });

  it('takes the old password as typed, spaces included', async () => {
    const first = await change('mlaurent', { old_password: 'demo1234', new_password: ' spaced pass ' });
    expect(first.res.status).toBe(204);
    const { res } = await change(
      'mlaurent',
      { old_password: ' spaced pass ', new_password: 'plain99' },
      ' spaced pass ',
    );
    expect(res.status).toBe(204);
    expect(await signInStatus('mlaurent', 'plain99')).toBe(200);
  });

  it('refuses a wrong old password', async () => {
    const { res } = await change('assistant', { old_password: 'wrong-one', new_password: 'secret99' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'wrong_password', detail: 'Your passwords are incorrect.' });
    expect(await signInStatus('assistant', 'demo1234')).toBe(200);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const { res } = await change('assistant', { old_password: 'demo1234', new_password: 'abcde' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(M.passwordTooShort);
    expect(res.body.fields).toEqual({ new_password: [M.passwordTooShort] });
  });

  it("refuses the id of another user and leaves that user's password alone", async () => {
    const browser = await ctx.as('assistant');
    const bobId = (await userRow('bob')).id;
    const res = await browser.put('/api/my-account/password/', {
      id: bobId,
      old_password: 'demo1234',
      new_password: 'secret99',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('id');
    expect(await signInStatus('bob', 'demo1234')).toBe(200);
  });

  it('refuses a user who may not change their password', async () => {
    await ctx.db.update(users).set({ can_change_password: false }).where(eq(users.username, 'jmoreau'));
    const { res } = await change('jmoreau', { old_password: 'demo1234', new_password: 'secret99' });
    expect(res.status).toBe(403);
    expect(await signInStatus('jmoreau', 'demo1234')).toBe(200);
  });
});

describe('/api/my-account/preferences/{section}/', () => {
  const url = '/api/my-account/preferences/general/';

  it('shows the welcome modal by default, until the user turns it off', async () => {
    const browser = await ctx.as('sgirard');
    expect((await browser.get(url)).body).toEqual({ should_display_welcome_modal: true });
    const saved = await browser.put(url, { should_display_welcome_modal: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ should_display_welcome_modal: false });
    expect((await browser.get(url)).body).toEqual({ should_display_welcome_modal: false });
    // Per user: another user still sees the default.
    expect((await (await ctx.as('manager')).get(url)).body).toEqual({ should_display_welcome_modal: true });
  });

  it('refuses an unknown section', async () => {
    const browser = await ctx.as('manager');
    expect((await browser.get('/api/my-account/preferences/unknown/')).status).toBe(400);
    const put = await browser.put('/api/my-account/preferences/unknown/', { should_display_welcome_modal: false });
    expect(put.status).toBe(400);
  });

  it('refuses an unknown key or a wrong type', async () => {
    const browser = await ctx.as('manager');
    const unknown = await browser.put(url, { should_display_welcome_modal: false, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid');
    expect((await browser.put(url, { should_display_welcome_modal: 'no' })).status).toBe(400);
    expect((await browser.get(url)).body).toEqual({ should_display_welcome_modal: true });
  });
});
