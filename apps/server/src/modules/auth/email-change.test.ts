import { EMPLOYEE_MESSAGES as M } from '@staff/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { userHistory, users } from '../users/users.tables';
import { purgeExpiredAuthRows } from './auth.queries';
import { emailChangeTokens } from './auth.tables';

const ctx = useTestApp();

let admin: TestClient;
let hr: TestClient;

beforeAll(async () => {
  admin = await ctx.as('admin');
  hr = await ctx.as('rh');
});

async function userNamed(username: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** The mails queued for an address, oldest first (the outbox keeps them until the sender runs). */
const mailsTo = (address: string) =>
  ctx.db.select().from(mailOutbox).where(sql`${address} = ANY(${mailOutbox.to})`).orderBy(asc(mailOutbox.id));

const linkIn = (text: string | undefined, path: string) =>
  text?.match(new RegExp(`https?://\\S+/${path}/([\\w-]+)`))?.[1];

/** The employee form's body from its record, with some fields changed. */
async function employeeForm(client: TestClient, id: number, change: Record<string, unknown>) {
  const detail = (await client.get(`/api/user/${id}/`)).body;
  const { id: _, last_login, date_joined, company, invitation_pending, pending_email, is_staff, ...fields } = detail;
  return {
    ...fields,
    contract: detail.contract?.id ?? null,
    services: detail.services.map((s: { id: number }) => s.id),
    ...change,
  };
}

/** Asks for a reset link as anyone can (by username or address), after the background lookup has run. */
async function askReset(identifier: string) {
  expect((await ctx.client().post('/api/reset-password/', { username: identifier })).status).toBe(204);
  await ctx.app.tasks.idle();
}

const resetLinksTo = async (address: string) =>
  (await mailsTo(address)).filter((m) => linkIn(m.text, 'change-password')).length;

describe('the takeover of issue 21: hr changes a colleague’s e-mail, then asks for a reset link', () => {
  let otherHr: { id: number; username: string };

  beforeAll(async () => {
    const created = await admin.post('/api/user/', {
      username: 'rh-bis',
      first_name: 'Hélène',
      last_name: 'Second',
      email: 'rh-bis@acme-conseil.fr',
      roles: ['hr', 'collaborator'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    otherHr = created.body as { id: number; username: string };
  });

  it("refuses hr changing another hr's address: 403, nothing stored, nothing mailed", async () => {
    const res = await hr.put(
      `/api/user/${otherHr.id}/`,
      await employeeForm(hr, otherHr.id, { email: 'rh-perso@evil.fr' }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'permission_denied',
      message_code: 'employee.emailChangeAdminOnly',
      detail: M.emailChangeAdminOnly,
      field_codes: { email: [{ code: 'employee.emailChangeAdminOnly' }] },
    });
    expect((await userNamed('rh-bis')).email).toBe('rh-bis@acme-conseil.fr');
    expect(await mailsTo('rh-perso@evil.fr')).toHaveLength(0);
    expect(await ctx.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.user_id, otherHr.id))).toEqual([]);
    // The reset link still reaches the owner only.
    await askReset('rh-perso@evil.fr');
    expect(await resetLinksTo('rh-perso@evil.fr')).toBe(0);
  });

  it.each(['manager', 'compta', 'assistant'])(
    "refuses hr changing a back-office role holder's address (%s)",
    async (who) => {
      const target = await userNamed(who);
      const res = await hr.put(`/api/user/${target.id}/`, await employeeForm(hr, target.id, { email: 'x@evil.fr' }));
      expect(res.status).toBe(403);
      expect(res.body.message_code).toBe('employee.emailChangeAdminOnly');
    },
  );

  it('refuses hr giving a back-office role and a new address in one change', async () => {
    const target = await userNamed('jmoreau');
    const form = await employeeForm(hr, target.id, { email: 'jm@evil.fr', roles: ['collaborator', 'manager'] });
    expect((await hr.put(`/api/user/${target.id}/`, form)).status).toBe(403);
  });

  it("lets hr change a collaborator's address, which waits for its confirmation like any other", async () => {
    const claire = await userNamed('claire');
    const res = await hr.put(`/api/user/${claire.id}/`, await employeeForm(hr, claire.id, { email: 'rh@evil.fr' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ email: 'claire@acme-conseil.fr', pending_email: 'rh@evil.fr' });
    await askReset('claire');
    await askReset('rh@evil.fr');
    expect(await resetLinksTo('rh@evil.fr')).toBe(0);
    expect(await resetLinksTo('claire@acme-conseil.fr')).toBe(1);
  });
});

describe('an administrator changes a collaborator’s e-mail', () => {
  it('announces it to the old address, keeps resets there until the link is opened, then makes it effective', async () => {
    const alice = await userNamed('alice');
    const res = await admin.put(
      `/api/user/${alice.id}/`,
      await employeeForm(admin, alice.id, { email: 'alice.new@example.org' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ email: 'alice@acme-conseil.fr', pending_email: 'alice.new@example.org' });
    expect((await userNamed('alice')).email).toBe('alice@acme-conseil.fr');

    const [notice] = await mailsTo('alice@acme-conseil.fr');
    // In Alice's language (issue 28), French.
    expect(notice!.text).toContain('est en cours de remplacement par alice.new@example.org');
    expect(notice!.text).toContain("Si vous n'êtes pas à l'origine de ce changement, contactez votre administrateur.");
    expect(linkIn(notice!.text, 'confirm-email')).toBeUndefined();
    const [confirmation] = await mailsTo('alice.new@example.org');
    const token = linkIn(confirmation!.text, 'confirm-email');
    expect(token).toBeTruthy();

    // Until the link is opened, a reset link goes to the confirmed address, whatever the identifier.
    await askReset('alice');
    await askReset('alice.new@example.org');
    expect(await resetLinksTo('alice.new@example.org')).toBe(0);
    expect(await resetLinksTo('alice@acme-conseil.fr')).toBe(1);
    // Saving the form again (its e-mail is the confirmed one) neither cancels nor repeats the change.
    const again = await admin.put(`/api/user/${alice.id}/`, await employeeForm(admin, alice.id, {}));
    expect(again.body.pending_email).toBe('alice.new@example.org');
    expect(await mailsTo('alice.new@example.org')).toHaveLength(1);

    // The link names the address, changes nothing when looked at, and makes it effective when confirmed.
    expect((await ctx.client().get(`/api/email-change/${token}/`)).body).toEqual({ email: 'alice.new@example.org' });
    expect((await userNamed('alice')).email).toBe('alice@acme-conseil.fr');
    expect((await ctx.client().put(`/api/email-change/${token}/`)).status).toBe(204);
    expect((await userNamed('alice')).email).toBe('alice.new@example.org');
    expect((await admin.get(`/api/user/${alice.id}/`)).body).toMatchObject({
      email: 'alice.new@example.org',
      pending_email: null,
    });
    await askReset('alice');
    expect(await resetLinksTo('alice.new@example.org')).toBe(1);

    // Single use.
    const spent = await ctx.client().put(`/api/email-change/${token}/`);
    expect(spent.status).toBe(400);
    expect(spent.body.code).toBe('invalid_token');
    expect((await ctx.client().get(`/api/email-change/${token}/`)).status).toBe(400);

    // Both steps are in alice's history, in order, with who acted.
    const history = await ctx.db
      .select()
      .from(userHistory)
      .where(eq(userHistory.employee_id, alice.id))
      .orderBy(asc(userHistory.id));
    const adminId = (await userNamed('admin')).id;
    expect(history.map((h) => [h.user_id, h.change_message])).toEqual([
      [adminId, { email: 'requested', from: 'alice@acme-conseil.fr', to: 'alice.new@example.org' }],
      [alice.id, { email: 'confirmed', from: 'alice@acme-conseil.fr', to: 'alice.new@example.org' }],
    ]);
    expect(history.every((h) => h.company_id === alice.company_id && h.action_flag === 2)).toBe(true);
  });

  it('lets an administrator change the address of a back-office role holder', async () => {
    const manager = await userNamed('sgirard');
    const res = await admin.put(
      `/api/user/${manager.id}/`,
      await employeeForm(admin, manager.id, { email: 'sg@example.org' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.pending_email).toBe('sg@example.org');
  });

  it('refuses an expired link', async () => {
    const bob = await userNamed('bob');
    await admin.put(`/api/user/${bob.id}/`, await employeeForm(admin, bob.id, { email: 'bob.late@example.org' }));
    const token = linkIn((await mailsTo('bob.late@example.org'))[0]?.text, 'confirm-email');
    await ctx.db
      .update(emailChangeTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.user_id, bob.id));
    const res = await ctx.client().put(`/api/email-change/${token}/`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
    expect((await userNamed('bob')).email).toBe('bob@acme-conseil.fr');
    // The hourly housekeeping forgets the pending address with its link.
    await purgeExpiredAuthRows(ctx.db);
    expect((await admin.get(`/api/user/${bob.id}/`)).body.pending_email).toBeNull();
    expect(await ctx.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.user_id, bob.id))).toEqual([]);
  });
});

describe('my account: a user changes their own e-mail', () => {
  it('waits for the link too, and tells the old address', async () => {
    const manager = await ctx.as('manager');
    // The manager reads English (issue 28): both mails are in English.
    expect((await manager.patch('/api/my_account/', { language: 'en' })).body.language).toBe('en');
    const me = (await manager.get('/api/my_account/')).body;
    const res = await manager.put('/api/my_account/', {
      first_name: me.first_name,
      last_name: me.last_name,
      email: 'manager.perso@example.org',
      phone: me.phone,
      mobile: me.mobile,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ email: me.email, pending_email: 'manager.perso@example.org' });
    expect((await manager.get('/api/my_account/')).body.pending_email).toBe('manager.perso@example.org');
    expect((await mailsTo(me.email)).at(-1)!.text).toContain('is being changed to manager.perso@example.org');

    const confirmation = (await mailsTo('manager.perso@example.org'))[0];
    expect(confirmation?.subject).toContain('Confirm your new e-mail address');
    expect(confirmation?.text).not.toContain('Bonjour');
    const token = linkIn(confirmation?.text, 'confirm-email');
    expect((await ctx.client().put(`/api/email-change/${token}/`)).status).toBe(204);
    expect((await manager.get('/api/my_account/')).body).toMatchObject({
      email: 'manager.perso@example.org',
      pending_email: null,
    });
  });

  it('is always allowed to the owner, whatever their roles: hr changes their own address', async () => {
    const res = await hr.put('/api/my_account/', {
      first_name: 'Rachel',
      last_name: 'RH',
      email: 'rh.new@example.org',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pending_email).toBe('rh.new@example.org');
  });
});
