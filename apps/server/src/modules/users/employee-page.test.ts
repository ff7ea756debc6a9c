import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { countStatements, type StatementCounter } from '../../../test/statements';
import { companies } from '../../platform/identity/identity.tables';
import { typeId } from '../leaves/leaves.test-helpers';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from './users.tables';

/*
 * An employee's own back-office page (issue 25): GET /api/user/{id}/overview/ for whoever administers employees,
 * the history its saves write, the username suggested for a new employee, and the company's names for the free fields.
 */
const ctx = useTestApp();
let hr: TestClient;
let counter: StatementCounter;

const idOf = async (username: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

/** A new employee of the caller's company, named `first_name last_name`, with `username`. */
const createEmployee = (browser: TestClient, username: string, first_name: string, last_name: string) =>
  browser.post('/api/user/', { username, first_name, last_name, email: `${username}@example.fr` });

/** The company's names of the employee's fields: none named, but `names`. */
const UNNAMED = { field_1: '', field_2: '', field_3: '', field_4: '', field_5: '', coefficient: '' };
const fieldNames = (names: Partial<typeof UNNAMED>) => ({ ...UNNAMED, ...names });

/** The employee form's body for the record HR reads, with `change`. */
async function formOf(id: number, change: Record<string, unknown> = {}) {
  const { body } = await hr.get(`/api/user/${id}/`);
  return {
    ...body,
    contract: body.contract?.id ?? null,
    services: body.services.map((s: { id: number }) => s.id),
    ...change,
  };
}

beforeAll(async () => {
  hr = await ctx.as('rh');
  counter = countStatements(ctx.db);
});

describe('GET /api/user/{id}/overview/', () => {
  it("answers hr the record, the balances, the documents and the history of the company's employee", async () => {
    const alice = await idOf('alice');
    const res = await hr.get(`/api/user/${alice}/overview/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.employee).toMatchObject({ id: alice, username: 'alice', first_name: 'Alice', last_name: 'Martin' });
    expect(Array.isArray(res.body.balances)).toBe(true);
    expect(res.body.history).toEqual([]);
    expect(res.body.documents.length).toBeGreaterThan(0);
    for (const document of res.body.documents) {
      expect(['activity_report', 'expense_claim', 'leave']).toContain(document.kind);
    }
    // Newest first.
    const dates = res.body.documents.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['admin', 200],
    ['rh', 200],
    ['manager', 403],
    ['compta', 403],
    ['assistant', 403],
    ['alice', 403],
  ])('answers %s %i', async (username, status) => {
    const browser = await ctx.as(username);
    expect((await browser.get(`/api/user/${await idOf('bob')}/overview/`)).status).toBe(status);
  });

  it("answers 404 for another company's employee, and for no one", async () => {
    expect((await hr.get(`/api/user/${await idOf('globex-user')}/overview/`)).status).toBe(404);
    expect((await (await ctx.as('globex-admin')).get(`/api/user/${await idOf('alice')}/overview/`)).status).toBe(404);
    expect((await hr.get('/api/user/999999/overview/')).status).toBe(404);
  });

  it("reads hr's own balances as the balance route answers them to hr: without the counters their types hide", async () => {
    const rh = await idOf('rh');
    const rtt = await typeId(ctx, 'RTT');
    const hideCounter = (hidden: boolean) =>
      ctx.db.update(typesOfLeave).set({ do_not_display_counter: hidden }).where(eq(typesOfLeave.id, rtt));
    const rowOf = (rows: { type_of_leave: number }[]) => rows.find((r) => r.type_of_leave === rtt);
    await hideCounter(true);
    try {
      const { body } = await hr.get(`/api/user/${rh}/overview/`);
      const own = rowOf((await hr.get('/api/leave/balance/')).body as { type_of_leave: number }[]);
      expect(own).toMatchObject({ quota: null, acquired: null, remaining: null });
      expect(rowOf(body.balances)).toEqual(own);
      // Another employee's page still shows their counter: hr decides on them.
      const alice = (await hr.get(`/api/user/${await idOf('alice')}/overview/`)).body;
      expect(rowOf(alice.balances)).toMatchObject({ quota: 10 });
    } finally {
      await hideCounter(false);
    }
  });

  it('lists no document of a module the company does not use, and reads none of its table', async () => {
    const alice = await idOf('alice');
    const kinds = async () =>
      new Set((await hr.get(`/api/user/${alice}/overview/`)).body.documents.map((d: { kind: string }) => d.kind));
    expect(await kinds()).toEqual(new Set(['activity_report', 'expense_claim', 'leave']));
    const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
    const use = (flags: Partial<typeof companies.$inferInsert>) =>
      ctx.db.update(companies).set(flags).where(eq(companies.id, acme!.id));
    await use({ use_activities: false });
    try {
      expect(await kinds()).toEqual(new Set(['expense_claim', 'leave']));
      await counter.count(() => hr.get(`/api/user/${alice}/overview/`));
      expect(counter.statements.join('\n')).not.toContain('"activity_reports"');
      await use({ use_expenses_claims: false, use_leaves: false });
      expect(await kinds()).toEqual(new Set());
    } finally {
      await use({ use_activities: true, use_expenses_claims: true, use_leaves: true });
    }
  });

  it('runs the same statements for an employee with a year of documents and for one with none', async () => {
    const created = await createEmployee(hr, 'page.new', 'Nina', 'Neuve');
    expect(created.status).toBe(201);
    const measure = async (id: number) =>
      counter.count(async () => expect((await hr.get(`/api/user/${id}/overview/`)).status).toBe(200));
    const busy = await measure(await idOf('alice'));
    expect(await measure(created.body.id)).toBe(busy);
  });

  it('lists each save of the form that changes something, with who saved it and the new values', async () => {
    const bob = await idOf('bob');
    expect((await hr.put(`/api/user/${bob}/`, await formOf(bob, { employee_number: 'B-0777' }))).status).toBe(200);
    // A save that changes nothing writes nothing.
    expect((await hr.put(`/api/user/${bob}/`, await formOf(bob))).status).toBe(200);
    expect((await hr.put(`/api/user/${bob}/`, await formOf(bob, { office: 'Lyon', field_1: 'B12' }))).status).toBe(200);
    const { body } = await hr.get(`/api/user/${bob}/overview/`);
    expect(body.history.map((h: { change_message: unknown }) => h.change_message)).toEqual([
      { employee_number: 'B-0777' },
      { office: 'Lyon', field_1: 'B12' },
    ]);
    expect(body.history[0]).toMatchObject({ action_flag: 2, user: { username: 'rh' } });
  });
});

describe('GET /api/user/username-suggestion/', () => {
  const suggest = async (first: string, last: string, browser = hr) =>
    browser.get(
      `/api/user/username-suggestion/?first_name=${encodeURIComponent(first)}&last_name=${encodeURIComponent(last)}`,
    );

  it('offers the first initial and the last name, accents folded, then numbers from 2 when taken', async () => {
    expect((await suggest('Élodie', 'Le Guérin')).body).toEqual({ username: 'eleguerin' });
    for (const username of ['jdupont', 'jdupont2']) {
      expect((await createEmployee(hr, username, 'Jean', 'Dupont')).status).toBe(201);
    }
    expect((await suggest('Jean', 'Dupont')).body).toEqual({ username: 'jdupont3' });
  });

  it("skips a username taken in another company (usernames are unique across the instance) and the company's look-alikes", async () => {
    const globex = await ctx.as('globex-admin');
    const taken = await createEmployee(globex, 'gbonnard', 'Gilles', 'Bonnard');
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect((await suggest('Gérard', 'Bonnard')).body).toEqual({ username: 'gbonnard2' });
    // "rnarc" looks like "marc" in the company: the candidate that would be refused as confusable is skipped.
    expect((await createEmployee(hr, 'rnlopez', 'R', 'N')).status).toBe(201);
    expect((await suggest('Michel', 'Lopez')).body).toEqual({ username: 'mlopez2' });
  });

  it('offers nothing for a name without letters, and refuses a missing last name', async () => {
    expect((await suggest('Jean', "'-")).body).toEqual({ username: null });
    expect((await hr.get('/api/user/username-suggestion/?first_name=Jean')).status).toBe(400);
  });

  it('is for whoever creates employees only', async () => {
    expect((await suggest('Jean', 'Dupont', await ctx.as('manager'))).status).toBe(403);
    expect((await suggest('Jean', 'Dupont', await ctx.as('alice'))).status).toBe(403);
  });
});

describe("the company's names of the free fields and the coefficient (company preferences, key employee)", () => {
  it('reads as unnamed by default, for hr too, who uses them in the employee form', async () => {
    const res = await hr.get('/api/company-settings/employee/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(UNNAMED);
  });

  it('is saved by the administrator, trimmed, and only for their company', async () => {
    const admin = await ctx.as('admin');
    const names = fieldNames({ field_1: ' Badge ', field_2: 'Taille de T-shirt', coefficient: 'Échelon' });
    const saved = await admin.put('/api/company-settings/employee/', names);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ field_1: 'Badge', coefficient: 'Échelon', field_3: '' });
    expect((await hr.get('/api/company-settings/employee/')).body.field_1).toBe('Badge');
    expect((await (await ctx.as('globex-admin')).get('/api/company-settings/employee/')).body.field_1).toBe('');
  });

  it('refuses hr a save, a manager a read, and a name over 60 characters', async () => {
    const names = fieldNames({ field_1: 'x' });
    expect((await hr.put('/api/company-settings/employee/', names)).status).toBe(403);
    expect((await (await ctx.as('manager')).get('/api/company-settings/employee/')).status).toBe(403);
    const long = await (await ctx.as('admin')).put('/api/company-settings/employee/', {
      ...names,
      field_1: 'x'.repeat(61),
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(['field_1']);
  });
});
