import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient, TestResponse } from '../../../test/client';
import { users } from './users.tables';

/**
 * The company invariant of issue 21 (defect 6): a company keeps at least one active administrator, whatever two
 * administrators do at the same moment. Each trial starts Acme with exactly the administrators it names (the others
 * step aside), sends two changes at once from their own browsers, and counts the company's active administrators after.
 * On PGlite transactions already run one at a time; the file earns its keep on PostgreSQL (TEST_DATABASE_URL, in CI).
 * Before the company lock, on PostgreSQL, most trials of each race ended with no administrator (docs/testing.md).
 */
const ctx = useTestApp();
const TRIALS = 10;

let acme = 0;
let passwordHash = '';
let serial = 0;
beforeAll(async () => {
  const [anne] = await ctx.db.select().from(users).where(eq(users.username, 'admin'));
  acme = anne!.company_id!;
  passwordHash = anne!.password_hash;
});

type Admin = { id: number; username: string; browser: TestClient };

/**
 * A new active administrator of Acme, signed in on their own browser. `neverSignedIn`: their last sign-in is then
 * forgotten, so that they may still be deleted (only a user who never signed in can be) while their session works.
 */
async function newAdministrator(neverSignedIn = false): Promise<Admin> {
  serial += 1;
  const username = `race-admin-${serial}`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      company_id: acme,
      username,
      password_hash: passwordHash,
      first_name: 'Race',
      last_name: `Admin ${serial}`,
      email: `race-admin-${serial}@acme.fr`,
      roles: ['administrator'],
      is_staff: true,
    })
    .returning({ id: users.id });
  const browser = await ctx.as(username);
  if (neverSignedIn) await ctx.db.update(users).set({ last_login: null }).where(eq(users.id, row!.id));
  return { id: row!.id, username, browser };
}

/** Acme with exactly `count` active administrators, all new: every other administrator steps aside. */
async function onlyAdministrators(count: number, neverSignedIn: number[] = []): Promise<Admin[]> {
  await ctx.db
    .update(users)
    .set({ is_active: false })
    .where(and(eq(users.company_id, acme), sql`'administrator' = ANY(${users.roles})`));
  const admins: Admin[] = [];
  for (let i = 0; i < count; i++) admins.push(await newAdministrator(neverSignedIn.includes(i)));
  return admins;
}

async function activeAdministrators(): Promise<number> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, acme), eq(users.is_active, true), sql`'administrator' = ANY(${users.roles})`));
  return rows.length;
}

/** The employee form's body for `target`, with `change` (roles, is_active) applied. */
const body = (target: Admin, change: { roles?: string[]; is_active?: boolean }) => ({
  username: target.username,
  first_name: 'Race',
  last_name: 'Admin',
  email: `${target.username}@acme.fr`,
  roles: ['administrator'],
  ...change,
});
const demote = (by: Admin, target: Admin) => by.browser.put(`/api/user/${target.id}/`, body(target, { roles: ['hr'] }));
const deactivate = (by: Admin, target: Admin) =>
  by.browser.put(`/api/user/${target.id}/`, body(target, { is_active: false }));
const remove = (by: Admin, target: Admin) => by.browser.delete(`/api/user/${target.id}/`);

/**
 * Runs `TRIALS` trials of `race` on a company of `count` administrators; answers how many ended without an active
 * administrator, and every status seen (never a 5xx: the loser of a race gets a clear 4xx).
 */
async function trials(
  count: number,
  race: (admins: Admin[]) => Promise<TestResponse[]>,
  neverSignedIn: number[] = [],
): Promise<{ lost: number; statuses: Set<number> }> {
  let lost = 0;
  const statuses = new Set<number>();
  for (let trial = 0; trial < TRIALS; trial++) {
    const admins = await onlyAdministrators(count, neverSignedIn);
    const answers = await race(admins);
    for (const a of answers) statuses.add(a.status);
    if ((await activeAdministrators()) === 0) lost += 1;
  }
  return { lost, statuses };
}

const no5xx = (statuses: Set<number>) => [...statuses].filter((s) => s >= 500);

describe('a company keeps at least one active administrator', () => {
  it('two administrators demoting each other at the same moment', async () => {
    const { lost, statuses } = await trials(2, ([a, b]) => Promise.all([demote(a!, b!), demote(b!, a!)]));
    expect(lost, 'trials that ended with no administrator').toBe(0);
    expect(no5xx(statuses)).toEqual([]);
  });

  it('one administrator sending "demote me" and "demote the other" at once', async () => {
    const { lost, statuses } = await trials(2, ([a, b]) => Promise.all([demote(a!, a!), demote(a!, b!)]));
    expect(lost, 'trials that ended with no administrator').toBe(0);
    expect(no5xx(statuses)).toEqual([]);
  });

  it('one deactivating the other while the other demotes them', async () => {
    const { lost, statuses } = await trials(2, ([a, b]) => Promise.all([deactivate(a!, b!), demote(b!, a!)]));
    expect(lost, 'trials that ended with no administrator').toBe(0);
    expect(no5xx(statuses)).toEqual([]);
  });

  it('one deleting the other (who never signed in) while the other demotes them', async () => {
    const { lost, statuses } = await trials(2, ([a, b]) => Promise.all([remove(a!, b!), demote(b!, a!)]), [1]);
    expect(lost, 'trials that ended with no administrator').toBe(0);
    expect(no5xx(statuses)).toEqual([]);
  });
});
