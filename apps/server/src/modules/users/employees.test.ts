import { EMPLOYEE_MESSAGES as M } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { violatedConstraint } from '../../platform/db-errors';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { purgeExpiredAuthRows } from '../auth';
import { passwordResetTokens, sessions } from '../auth/auth.tables';
import { contracts } from '../contracts/contracts.tables';
import { leaves } from '../leaves/leaves.tables';
import { services } from '../services/services.tables';
import { users } from './users.tables';

const ctx = useTestApp();

let admin: TestClient;
let hr: TestClient;
let acme: number;
let developmentId: number;
let contractId: number;
let serial = 0;

/** A new employee's body; each call a fresh username. */
function newcomer(change: Record<string, unknown> = {}) {
  serial += 1;
  return {
    username: `newcomer${serial}`,
    first_name: 'jean',
    last_name: 'dupont',
    email: `n${serial}@acme.fr`,
    ...change,
  };
}

async function idOf(username: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.username, username));
  return row!;
}

/** The link of the last invitation mailed to an address (the outbox holds it until the sender runs). */
async function invitationLink(email: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(sql`${email} = ANY(${mailOutbox.to})`)
    .orderBy(sql`${mailOutbox.id} DESC`)
    .limit(1);
  return mail?.text.match(/https?:\/\/\S+\/change-password\/(\S+)/)?.[1];
}

beforeAll(async () => {
  admin = await ctx.as('admin');
  hr = await ctx.as('rh');
  const a = await idOf('admin');
  acme = a.company_id!;
  const [dev] = await ctx.db.select().from(services).where(eq(services.name, 'Développement'));
  developmentId = dev!.id;
  const [contract] = await ctx.db.select().from(contracts).where(eq(contracts.company_id, acme)).limit(1);
  contractId = contract!.id;
});

describe('POST /api/user/', () => {
  it('creates a collaborator with capitalised names, invalid dates null, services and contract', async () => {
    const res = await hr.post(
      '/api/user/',
      newcomer({
        first_name: 'jean-pierre',
        last_name: 'LE GOFF',
        hiring_date: '2024-02-30',
        departure_date: '2026-12-31',
        services: [developmentId],
        contract: contractId,
        civility: 'Mister',
        employment_contract: 'CDD',
        field_3: 'badge 42',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      first_name: 'Jean-Pierre',
      last_name: 'Le Goff',
      hiring_date: null,
      departure_date: '2026-12-31',
      roles: ['collaborator'],
      is_staff: false,
      is_active: true,
      last_login: null,
      civility: 'Mister',
      employment_contract: 'CDD',
      field_3: 'badge 42',
      services: [{ id: developmentId, name: 'Développement' }],
      contract: { id: contractId },
      company: acme,
      invitation_pending: true,
    });
    const again = await hr.get(`/api/user/${res.body.id}/`);
    expect(again.body).toEqual(res.body);
  });

  it('invites the employee: no usable password, a link by mail to choose one, then they sign in', async () => {
    const body = newcomer();
    const res = await hr.post('/api/user/', body);
    expect(res.status).toBe(201);
    const anonymous = ctx.client();
    expect((await anonymous.post('/api/auth/', { username: body.username, password: '' })).status).toBe(400);
    const token = await invitationLink(body.email);
    expect(token).toBeTruthy();
    const [stored] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, res.body.id));
    expect(stored?.purpose).toBe('invitation');
    const days = (stored!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect((await anonymous.get(`/api/reset-password/${token}/`)).body).toEqual({ purpose: 'invitation' });
    expect((await anonymous.put(`/api/reset-password/${token}/`, { password: 'chosen-123' })).status).toBe(204);
    await anonymous.login(body.username, 'chosen-123');
    // Single use: the link is spent, and says so as an invitation.
    const spent = await anonymous.get(`/api/reset-password/${token}/`);
    expect(spent.status).toBe(400);
    expect(spent.body.detail).toBe(M.invitationExpired);
    // Once signed in, they can no longer be deleted.
    const del = await hr.delete(`/api/user/${res.body.id}/`);
    expect(del.status).toBe(409);
    expect(del.body.detail).toBe('Impossible. This user has already logged.');
  });

  it("puts the company's subject prefix before the invitation's subject, like every other mail", async () => {
    const email = (await admin.get('/api/company-settings/email/')).body;
    expect((await admin.put('/api/company-settings/email/', { ...email, subject_prefix: '[Acme]' })).status).toBe(200);
    try {
      const body = newcomer();
      expect((await hr.post('/api/user/', body)).status).toBe(201);
      const [mail] = await ctx.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(sql`${body.email} = ANY(${mailOutbox.to})`);
      expect(mail?.subject).toMatch(/^\[Acme\] \S/);
    } finally {
      await admin.put('/api/company-settings/email/', email);
    }
  });

  it.each([
    ['username', { username: '' }],
    ['first_name', { first_name: '' }],
    ['last_name', { last_name: ' ' }],
    ['email', { email: '' }],
    ['email', { email: 'not-an-address' }],
    ['civility', { civility: 'Sir' }],
    ['employment_contract', { employment_contract: 'Interim' }],
  ])('refuses a missing or bad %s with 400 on the field', async (field, change) => {
    const res = await hr.post('/api/user/', newcomer(change));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });

  it('refuses a taken username (any case, any company) and a taken employee number, on the field', async () => {
    const username = await hr.post('/api/user/', newcomer({ username: 'ALICE' }));
    expect(username.status).toBe(400);
    expect(username.body.fields.username[0]).toBe(M.usernameTaken);
    expect((await hr.post('/api/user/', newcomer({ username: 'Globex-User' }))).status).toBe(400);
    const number = await hr.post('/api/user/', newcomer({ employee_number: 'E006' }));
    expect(number.status).toBe(400);
    expect(number.body.fields.employee_number[0]).toBe(M.employeeNumberTaken);
    // Another company's number is free here.
    const [globex] = await ctx.db.select().from(users).where(eq(users.username, 'globex-user'));
    await ctx.db.update(users).set({ employee_number: 'G-1' }).where(eq(users.id, globex!.id));
    expect((await hr.post('/api/user/', newcomer({ employee_number: 'G-1' }))).status).toBe(201);
  });

  it('answers 20 racing creations of one username with one 201 and nineteen 400, never a 500', async () => {
    const body = newcomer({ username: 'racer' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => hr.post('/api/user/', body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, 'racer')),
    ).toHaveLength(1);
  });

  it("refuses another company's service or contract", async () => {
    const [globexService] = await ctx.db
      .insert(services)
      .values({ company_id: (await idOf('globex-user')).company_id!, name: 'Globex R&D' })
      .returning();
    expect((await hr.post('/api/user/', newcomer({ services: [globexService!.id] }))).status).toBe(400);
    expect((await hr.post('/api/user/', newcomer({ contract: 999999 }))).status).toBe(400);
  });

  it('lets nobody grant a role beyond their own: hr cannot make an administrator', async () => {
    const res = await hr.post('/api/user/', newcomer({ roles: ['administrator'] }));
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(M.roleNotGrantable);
    expect((await hr.post('/api/user/', newcomer({ roles: ['manager', 'hr'] }))).status).toBe(201);
    expect((await admin.post('/api/user/', newcomer({ roles: ['administrator'] }))).status).toBe(201);
  });

  it.each([
    ['manager', 403],
    ['compta', 403],
    ['alice', 403],
  ])('is closed to %s', async (username, status) => {
    const client = await ctx.as(username);
    expect((await client.post('/api/user/', newcomer())).status).toBe(status);
  });
});

describe('PUT /api/user/{id}/', () => {
  it('changes the employee and their services', async () => {
    const created = (await hr.post('/api/user/', newcomer({ services: [developmentId] }))).body;
    const res = await hr.put(`/api/user/${created.id}/`, {
      ...newcomer({ username: created.username, email: created.email }),
      first_name: 'élodie',
      roles: ['manager'],
      services: [],
      notes: 'Arrivée en mars',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Élodie', roles: ['manager'], is_staff: true, services: [] });
    expect(res.body.notes).toBe('Arrivée en mars');
  });

  it('deactivates: their sessions end, they cannot sign in, their leaves stay under their name', async () => {
    const bob = await idOf('bob');
    const bobBrowser = await ctx.as('bob');
    expect((await bobBrowser.get('/api/my_account/')).status).toBe(200);
    const detail = (await hr.get(`/api/user/${bob.id}/`)).body;
    expect(detail.services, JSON.stringify(detail)).toBeDefined();
    const { id, last_login, date_joined, company, invitation_pending, is_staff, ...fields } = detail;
    const res = await hr.put(`/api/user/${bob.id}/`, {
      ...fields,
      contract: detail.contract?.id ?? null,
      services: detail.services.map((s: { id: number }) => s.id),
      is_active: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, bob.id))).toHaveLength(0);
    expect((await bobBrowser.get('/api/my_account/')).status).toBeGreaterThanOrEqual(400);
    expect((await ctx.client().post('/api/auth/', { username: 'bob', password: 'demo1234' })).status).toBe(401);
    const bobLeaves = await ctx.db.select().from(leaves).where(eq(leaves.owner_id, bob.id));
    expect(bobLeaves.length).toBeGreaterThan(0);
    expect((await ctx.db.select().from(users).where(eq(users.id, bob.id)))[0]?.first_name).toBe('Bob');
  });

  it('keeps hr away from an administrator', async () => {
    const anne = await idOf('admin');
    const res = await hr.put(`/api/user/${anne.id}/`, newcomer({ username: 'admin', roles: ['administrator'] }));
    expect(res.status).toBe(403);
    expect((await hr.delete(`/api/user/${anne.id}/`)).status).toBe(403);
  });

  it("keeps everyone's own HR record out of their reach, the administrators' too (issue 21)", async () => {
    const anne = await idOf('admin');
    const body = {
      username: 'admin',
      first_name: anne.first_name,
      last_name: anne.last_name,
      email: anne.email || 'admin@acme.fr',
      roles: ['administrator'],
    };
    // Another active administrator is there: what stops Anne is the rule, not the last administrator.
    expect((await admin.post('/api/user/', newcomer({ roles: ['administrator'] }))).status).toBe(201);
    for (const change of [
      { roles: ['hr'] },
      { is_active: false },
      { employee_number: 'A-1' },
      { contract: contractId },
    ]) {
      const res = await admin.put(`/api/user/${anne.id}/`, { ...body, ...change });
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.body).toMatchObject({
        code: 'permission_denied',
        message_code: 'employee.ownRecord',
        detail: M.ownRecord,
      });
    }
    const after = await idOf('admin');
    expect([after.roles, after.is_active, after.employee_number, after.contract_id]).toEqual([
      anne.roles,
      anne.is_active,
      anne.employee_number,
      anne.contract_id,
    ]);
  });

  it("answers 404 for another company's user", async () => {
    const globex = await idOf('globex-user');
    expect((await hr.put(`/api/user/${globex.id}/`, newcomer())).status).toBe(404);
    expect((await hr.delete(`/api/user/${globex.id}/`)).status).toBe(404);
    expect((await hr.get(`/api/user/${globex.id}/`)).status).toBe(404);
    const globexAdmin = await ctx.as('globex-admin');
    expect((await globexAdmin.get(`/api/user/${(await idOf('alice')).id}/`)).status).toBe(404);
  });
});

describe('DELETE /api/user/{id}/ and the invitation again', () => {
  it('deletes an employee who never signed in', async () => {
    const created = (await hr.post('/api/user/', newcomer({ services: [developmentId] }))).body;
    expect((await hr.delete(`/api/user/${created.id}/`)).status).toBe(204);
    expect((await hr.get(`/api/user/${created.id}/`)).status).toBe(404);
  });

  it('refuses to delete one who signed in', async () => {
    const res = await hr.delete(`/api/user/${(await idOf('alice')).id}/`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.alreadyLogged);
  });

  it('sends a new invitation and the older link stops working', async () => {
    const body = newcomer();
    const created = (await hr.post('/api/user/', body)).body;
    const first = await invitationLink(body.email);
    expect((await hr.post(`/api/user/${created.id}/invitation/`)).status).toBe(204);
    const second = await invitationLink(body.email);
    expect(second).not.toBe(first);
    const anonymous = ctx.client();
    expect((await anonymous.put(`/api/reset-password/${first}/`, { password: 'chosen-123' })).status).toBe(400);
    expect((await anonymous.put(`/api/reset-password/${second}/`, { password: 'chosen-123' })).status).toBe(204);
    await anonymous.login(body.username, 'chosen-123');
    expect((await hr.post(`/api/user/${created.id}/invitation/`)).status).toBe(409);
  });
});

describe('who sees and changes what', () => {
  it('gives every field to HR and the directory entry to the other readers', async () => {
    const alice = await idOf('alice');
    await ctx.db.update(users).set({ notes: 'Entretien annuel en mars' }).where(eq(users.id, alice.id));
    const forHr = await hr.get(`/api/user/${alice.id}/`);
    expect(forHr.body).toMatchObject({ notes: 'Entretien annuel en mars', company: acme });
    for (const reader of ['manager', 'claire']) {
      const res = await (await ctx.as(reader)).get(`/api/user/${alice.id}/`);
      expect(res.status).toBe(200);
      expect(res.body.first_name).toBe('Alice');
      expect(res.body).not.toHaveProperty('notes');
      expect(res.body).not.toHaveProperty('last_login');
    }
  });

  it.each([
    ['manager', 403],
    ['claire', 403],
    ['globex-admin', 404],
  ])('refuses PUT, DELETE and the invitation to %s', async (username, status) => {
    const client = await ctx.as(username);
    const target = (await hr.post('/api/user/', newcomer())).body;
    expect((await client.put(`/api/user/${target.id}/`, newcomer())).status).toBe(status);
    expect((await client.delete(`/api/user/${target.id}/`)).status).toBe(status);
    expect((await client.post(`/api/user/${target.id}/invitation/`)).status).toBe(status);
  });
});

describe('an invitation past its week', () => {
  it('says it expired, in its own words, and sets no password', async () => {
    const body = newcomer();
    const created = (await hr.post('/api/user/', body)).body;
    const token = await invitationLink(body.email);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, created.id));
    const anonymous = ctx.client();
    const check = await anonymous.get(`/api/reset-password/${token}/`);
    expect(check.status).toBe(400);
    expect(check.body.detail).toBe(M.invitationExpired);
    const put = await anonymous.put(`/api/reset-password/${token}/`, { password: 'chosen-123' });
    expect(put.status).toBe(400);
    expect(put.body.detail).toBe(M.invitationExpired);
    // A forgotten-password link says what it always said.
    expect((await anonymous.get('/api/reset-password/not-a-token/')).body.code).toBe('invalid_token');
    expect((await hr.get(`/api/user/${created.id}/`)).body.invitation_pending).toBe(false);
  });
});

describe('the unique indexes behind the field errors', () => {
  it('name their constraint on this database, so that a lost race reads as the field error', async () => {
    const alice = await idOf('alice');
    const duplicate = ctx.db
      .insert(users)
      .values({ company_id: acme, username: 'ALICE', password_hash: 'x', first_name: 'A', last_name: 'B' });
    const error = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(violatedConstraint(error, 'unique')).toBe('users_username_lower_idx');
    const number = await ctx.db
      .insert(users)
      .values({ company_id: acme, username: 'other-e006', password_hash: 'x', employee_number: alice.employee_number })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(violatedConstraint(number, 'unique')).toBe('users_company_employee_number_idx');
  });
});

describe('the hourly purge', () => {
  it('keeps an expired invitation for a month, so that its page can still say it expired', async () => {
    const bob = await idOf('bob');
    const day = 86_400_000;
    const now = Date.now();
    await ctx.db.insert(passwordResetTokens).values([
      { token_hash: 'purge-reset', purpose: 'reset', user_id: bob.id, expires_at: new Date(now - 1000) },
      { token_hash: 'purge-recent', purpose: 'invitation', user_id: bob.id, expires_at: new Date(now - 10 * day) },
      { token_hash: 'purge-old', purpose: 'invitation', user_id: bob.id, expires_at: new Date(now - 31 * day) },
    ]);
    await purgeExpiredAuthRows(ctx.db, new Date(now));
    const left = await ctx.db
      .select({ token_hash: passwordResetTokens.token_hash })
      .from(passwordResetTokens)
      .where(sql`${passwordResetTokens.token_hash} LIKE 'purge-%'`);
    expect(left.map((r) => r.token_hash)).toEqual(['purge-recent']);
  });
});
