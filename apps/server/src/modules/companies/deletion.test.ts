import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { keysWithBytes } from '../../../test/stored-bytes';
import { FolderFileStorage } from '../../platform/files/folder-storage';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { users } from '../users/users.tables';
import { companies } from './companies.tables';
import { newCompanyBody } from './companies.test-helpers';

const ctx = useTestApp();

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const signIn = async (username: string, password = 'demo1234') =>
  (await ctx.clientFor(username)).post('/api/auth/', { username, password });
const companyNamed = async (name: string) =>
  (await ctx.db.select().from(companies).where(eq(companies.name, name)))[0]!;
const userNamed = async (username: string) =>
  (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!;

let root: TestClient;
/** DELETE with the typed name as its body. */
const erase = (client: TestClient, url: string, body: { name: string }) => client.request('DELETE', url, { body });
beforeAll(async () => {
  // Tables the product does not have yet, created before anything reads the catalogue: the deletion must find them
  // by itself, one holding company_id, one reaching the company through a user, one through that one.
  await ctx.db.execute(sql`create table future_notes (id serial primary key,
    company_id integer not null references companies(id), note text)`);
  await ctx.db.execute(sql`create table future_user_badges (id serial primary key,
    user_id integer not null references users(id))`);
  await ctx.db.execute(sql`create table future_badge_stamps (id serial primary key,
    badge_id integer not null references future_user_badges(id))`);
  root = await ctx.as('root');
});

/** Acme awaiting deletion without its sessions ended (which the administrator's request would do): they must go too. */
const markAwaitingDeletion = (id: number) =>
  ctx.db.update(companies).set({ deletion_requested_at: new Date() }).where(eq(companies.id, id));

/** A company of its own per scenario, with its administrator (initech-admin-<suffix>) and an employee signed in. */
async function newCompany(suffix: string) {
  const res = await root.post('/api/company/', newCompanyBody(suffix));
  expect(res.status).toBe(201);
  const admin = await (await ctx.clientFor(`initech-admin-${suffix}`)).login(`initech-admin-${suffix}`, 'initech1');
  return { id: res.body.id as number, name: res.body.name as string, admin };
}

describe('DELETE /api/my-company/ (the administrator asks)', () => {
  it('locks the company at once, ends its sessions, records the request and mails the superusers', async () => {
    const initech = await newCompany('a');
    const secondTab = await (await ctx.clientFor('initech-admin-a')).login('initech-admin-a', 'initech1');
    const res = await initech.admin.delete('/api/my-company/');
    expect(res.status).toBe(204);

    const company = await companyNamed('Initech a');
    const admin = await userNamed('initech-admin-a');
    expect(company.is_active).toBe(false);
    expect(company.deletion_requested_by).toBe(admin.id);
    expect(Date.now() - company.deletion_requested_at!.getTime()).toBeLessThan(60_000);

    // Every open session is gone, and nobody signs in any more.
    // 440: the session the browser holds is gone (ARCHITECTURE.md "API conventions").
    expect((await secondTab.get('/api/my_account/')).status).toBe(440);
    const refused = await signIn('initech-admin-a', 'initech1');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('company_inactive');

    const [mail] = await ctx.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '%Initech a%'`);
    expect(mail).toMatchObject({ company_id: null, to: ['root@localhost'] });
    expect(mail!.text).toContain(`/delete-company/${initech.id}?user=${admin.id}`);
    expect(mail!.text).toContain('Peter Gibbons (peter@initech-a.fr)');
  });

  it.each(['rh', 'alice', 'manager', 'root'])('is refused to %s (administrators only)', async (username) => {
    const acme = await companyNamed('Acme Conseil');
    expect((await (await ctx.as(username)).delete('/api/my-company/')).status).toBe(403);
    expect((await companyNamed('Acme Conseil')).is_active).toBe(acme.is_active);
    expect((await companyNamed('Acme Conseil')).deletion_requested_at).toBeNull();
  });
});

describe('the superuser: recap, unlock', () => {
  it('lists the companies awaiting deletion and shows the recap of one, with who asked', async () => {
    const initech = await newCompany('b');
    await initech.admin.delete('/api/my-company/');
    const awaiting = await root.get('/api/company/?deletion_requested=true&limit=100');
    expect(awaiting.body.results.map((c: { name: string }) => c.name)).toContain('Initech b');
    expect(awaiting.body.results.map((c: { name: string }) => c.name)).not.toContain('Acme Conseil');
    const listed = awaiting.body.results.find((c: { name: string }) => c.name === 'Initech b');
    expect(listed.deletion_requested_by).toBe((await userNamed('initech-admin-b')).id);

    const recap = await root.get(`/api/company/${initech.id}/`);
    expect(recap.status).toBe(200);
    expect(recap.body).toMatchObject({
      name: 'Initech b',
      hostname: 'initech-b.example.fr',
      is_active: false,
      user_count: 1,
      flags: { use_leaves: true, use_wellness: false },
      requester: { username: 'initech-admin-b', first_name: 'Peter', email: 'peter@initech-b.fr' },
      files_bytes: 0,
    });
    expect(recap.body.data).toContainEqual({ table: 'types_of_leave', rows: 8 });
    expect(recap.body.data).toContainEqual({ table: 'users', rows: 1 });
  });

  it('unlocks a company: active again, request cleared, its users sign in', async () => {
    const initech = await newCompany('c');
    await initech.admin.delete('/api/my-company/');
    const res = await root.patch(`/api/company/${initech.id}/`, { is_active: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_active: true, deletion_requested_at: null, deletion_requested_by: null });
    expect((await signIn('initech-admin-c', 'initech1')).status).toBe(200);
  });

  it('keeps the recap and the deletion for the superuser', async () => {
    const acme = await companyNamed('Acme Conseil');
    for (const username of ['admin', 'alice']) {
      const client = await ctx.as(username);
      expect((await client.get(`/api/company/${acme.id}/`)).status).toBe(403);
      expect((await erase(client, `/api/company/${acme.id}/`, { name: 'Acme Conseil' })).status).toBe(403);
    }
    expect((await root.get('/api/company/999999/')).status).toBe(404);
    expect((await erase(root, '/api/company/999999/', { name: 'x' })).status).toBe(404);
  });

  it('refuses a typed name that is not exactly the company name, and deletes nothing', async () => {
    const initech = await newCompany('d');
    for (const typed of ['Initech', 'initech d', 'Initech d ', '']) {
      const res = await erase(root, `/api/company/${initech.id}/`, { name: typed });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ name: ['The typed text does not match the company name.'] });
    }
    expect((await signIn('initech-admin-d', 'initech1')).status).toBe(200);
  });

  it('keeps a company unlocked before the deletion is confirmed, and one that was never locked', async () => {
    const initech = await newCompany('e');
    const never = await erase(root, `/api/company/${initech.id}/`, { name: initech.name });
    expect(never.status).toBe(409);
    expect(never.body.detail).toBe('This company is in use again (unlocked): it is not deleted.');
    await initech.admin.delete('/api/my-company/');
    // Two superusers on the page: one unlocks, then the other's confirmation arrives.
    expect((await root.patch(`/api/company/${initech.id}/`, { is_active: true })).status).toBe(200);
    expect((await erase(root, `/api/company/${initech.id}/`, { name: initech.name })).status).toBe(409);
    expect((await signIn('initech-admin-e', 'initech1')).status).toBe(200);
  });

  it('erases a company deactivated by the superuser, even without a request', async () => {
    const initech = await newCompany('f');
    expect((await root.patch(`/api/company/${initech.id}/`, { is_active: false })).status).toBe(200);
    expect((await erase(root, `/api/company/${initech.id}/`, { name: initech.name })).status).toBe(204);
    expect((await root.get(`/api/company/${initech.id}/`)).status).toBe(404);
  });
});

/** Tables holding company_id, and tables reaching a company through a user without holding company_id. */
async function companyTables() {
  const withCompany = await rows<{ table: string }>(sql`select table_name as "table" from information_schema.columns
    where table_schema = current_schema() and column_name = 'company_id' and table_name <> 'companies'
      and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE')`);
  const throughUser = await rows<{ table: string; column: string }>(sql`select rel.relname as "table",
      att.attname as "column"
    from pg_constraint c join pg_class rel on rel.oid = c.conrelid
    join pg_attribute att on att.attrelid = c.conrelid and att.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'users'::regclass
      and not exists (select 1 from information_schema.columns col where col.table_schema = current_schema()
                      and col.table_name = rel.relname and col.column_name = 'company_id')`);
  return { withCompany: withCompany.map((r) => r.table), throughUser };
}

/** Rows of each table that belong to the company (its company_id, or a user of it), by table. */
async function rowsOf(companyId: number, userIds: number[]) {
  const { withCompany, throughUser } = await companyTables();
  const counts: Record<string, number> = {};
  for (const table of withCompany) {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
    );
    counts[table] = Number(row!.n);
  }
  for (const { table, column } of throughUser) {
    const ids = userIds.length ? userIds : [-1];
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} in ${ids}`,
    );
    counts[`${table}.${column}`] = Number(row!.n);
  }
  counts.companies = (await ctx.db.select().from(companies).where(eq(companies.id, companyId))).length;
  return counts;
}

const userIdsOf = async (companyId: number) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.company_id, companyId))).map((u) => u.id);
const filesOf = (companyId: number) => keysWithBytes(ctx, companyId);

describe('DELETE /api/company/{id}/ (the superuser erases)', () => {
  it('leaves the company whole, rows and files, when a statement fails midway', async () => {
    const acme = await companyNamed('Acme Conseil');
    const acmeUsers = await userIdsOf(acme.id);
    const before = await rowsOf(acme.id, acmeUsers);
    const files = await filesOf(acme.id);
    await markAwaitingDeletion(acme.id);
    // The users go late in the plan (after sessions, leaves, news…): failing there undoes all that came before.
    await ctx.db.execute(sql`create function refuse_delete() returns trigger language plpgsql as
      $$ begin raise exception 'refused by the test'; end $$`);
    await ctx.db.execute(sql`create trigger refuse_user_delete before delete on users
      for each row execute function refuse_delete()`);
    try {
      const res = await erase(root, `/api/company/${acme.id}/`, { name: 'Acme Conseil' });
      expect(res.status).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_user_delete on users`);
      await ctx.db.execute(sql`drop function refuse_delete`);
    }
    expect(await rowsOf(acme.id, acmeUsers)).toEqual(before);
    expect(await filesOf(acme.id)).toEqual(files);
    expect((await signIn('alice')).status).toBe(200);
  });

  it('erases every row of the company in every table, and its files, and nothing of the other company', async () => {
    const acme = await companyNamed('Acme Conseil');
    const globex = await companyNamed('Globex');
    await ctx.as('alice'); // an open session, to be erased too
    const acmeUsers = await userIdsOf(acme.id);
    const globexUsers = await userIdsOf(globex.id);
    await ctx.db.execute(
      sql`insert into future_notes (company_id, note) values (${acme.id}, 'a'), (${globex.id}, 'g')`,
    );
    await ctx.db.execute(sql`insert into future_user_badges (user_id) values (${acmeUsers[0]!}), (${globexUsers[0]!})`);
    await ctx.db.execute(sql`insert into future_badge_stamps (badge_id) select id from future_user_badges`);

    const before = await rowsOf(acme.id, acmeUsers);
    const globexBefore = await rowsOf(globex.id, globexUsers);
    const globexFiles = await filesOf(globex.id);
    // The test means something only if the company held rows almost everywhere.
    const held = Object.entries(before)
      .filter(([, n]) => n > 0)
      .map(([table]) => table);
    expect(held).toEqual(
      expect.arrayContaining(['users', 'leaves', 'documents', 'stored_files', 'news', 'types_of_leave', 'services']),
    );
    expect(held).toEqual(expect.arrayContaining(['sessions.user_id', 'future_notes', 'future_user_badges.user_id']));
    expect((await filesOf(acme.id)).length).toBeGreaterThan(0);
    await markAwaitingDeletion(acme.id);

    const res = await erase(root, `/api/company/${acme.id}/`, { name: 'Acme Conseil' });
    expect(res.status).toBe(204);

    const after = await rowsOf(acme.id, acmeUsers);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    const [stamps] = await rows<{ n: number }>(sql`select count(*)::int as n from future_badge_stamps`);
    expect(Number(stamps!.n)).toBe(1);
    expect(await filesOf(acme.id)).toEqual([]);
    if (ctx.files instanceof FolderFileStorage)
      expect(fs.existsSync(ctx.files.pathOf({ company_id: acme.id, storage_key: '' }))).toBe(false);

    expect(await rowsOf(globex.id, globexUsers)).toEqual(globexBefore);
    expect(await filesOf(globex.id)).toEqual(globexFiles);
    expect((await signIn('alice')).status).toBe(401);
    expect((await signIn('globex-admin')).status).toBe(200);
  });
});
