import fs from 'node:fs';
import path from 'node:path';
import { usernameSkeleton } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { users } from './users.tables';

/**
 * The stored username skeleton (issue 21): the look-alike check read every username of the company at each creation
 * (25 ms for 20,000); it now finds the look-alikes by the (company, username_skeleton) unique index. Migration 0011
 * fills the column in SQL for plain ASCII names and rewrites names stored outside NFKC; the other rows stay null and
 * the check skeletons them itself. Runs on PGlite and on PostgreSQL (with-postgres.sh): two look-alikes created at
 * once, one wins.
 */
const ctx = useTestApp();
let hr: TestClient;
let serial = 0;
const newcomer = (username: string) => {
  serial += 1;
  return { username, first_name: 'Jean', last_name: 'Dupont', email: `skeleton-${serial}@acme.fr` };
};
const skeletonOf = async (username: string) =>
  (await ctx.db.select({ s: users.username_skeleton }).from(users).where(eq(users.username, username)))[0]?.s;

/** The statements of migration 0011, to run its SQL fill and rewrite on rows made to need them. */
const migration = fs
  .readFileSync(path.join(import.meta.dirname, '../../db/migrations/0011_username_skeleton.sql'), 'utf8')
  .split('--> statement-breakpoint');
const statement = (starts: string) => migration.find((s) => s.includes(starts))!;

beforeAll(async () => {
  hr = await ctx.as('rh');
});

describe('users.username_skeleton', () => {
  it('is written with every username: the form, a rename, the import', async () => {
    const created = await hr.post('/api/user/', newcomer('Léa.Rn1'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await skeletonOf('Léa.Rn1')).toBe(usernameSkeleton('Léa.Rn1'));
    const renamed = await hr.put(`/api/user/${created.body.id}/`, {
      ...newcomer('lea.vv0'),
      email: created.body.email,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await skeletonOf('lea.vv0')).toBe('lea.wo');
    expect(await skeletonOf('alice')).toBe(usernameSkeleton('alice'));
  });

  it("refuses a second row of one skeleton in a company (the index), not in another company's", async () => {
    const [alice] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    const insert = (companyId: number | null, username: string) =>
      ctx.db.insert(users).values({
        company_id: companyId,
        username,
        username_skeleton: usernameSkeleton(username),
        password_hash: '!',
      });
    await expect(insert(alice!.company_id, 'a1ice')).rejects.toThrow();
    const [globex] = await ctx.db.select().from(users).where(eq(users.username, 'globex-user'));
    await insert(globex!.company_id, 'a1ice');
  });

  it('still finds a look-alike whose row has no skeleton (a non-ASCII name migration 0011 left to the check)', async () => {
    // alice spelt with a Cyrillic а, as a name stored before the look-alike check would be: no skeleton.
    const updated = await ctx.db
      .update(users)
      .set({ username: 'аlice', username_skeleton: null })
      .where(eq(users.username, 'alice'))
      .returning();
    expect(updated).toHaveLength(1);
    const res = await hr.post('/api/user/', newcomer('aiice'));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.field_codes.username).toEqual([
      { code: 'employee.usernameConfusable', params: { username: 'аlice' } },
    ]);
    await ctx.db
      .update(users)
      .set({ username: 'alice', username_skeleton: 'alice' })
      .where(eq(users.username, 'аlice'));
  });
});

describe('migration 0011', () => {
  it("fills the skeleton of plain ASCII names in SQL exactly as usernameSkeleton does, the first of a company's look-alikes only", async () => {
    await ctx.db.update(users).set({ username_skeleton: null });
    await ctx.db.execute(sql.raw(statement('WITH computed')));
    const rows = await ctx.db.select().from(users);
    const ascii = rows.filter((r) => /^[ -~]*$/.test(r.username));
    expect(ascii.length).toBeGreaterThan(10);
    const firsts = new Map<string, number>();
    for (const r of [...ascii].sort((a, b) => a.id - b.id)) {
      const key = `${r.company_id}/${usernameSkeleton(r.username)}`;
      if (!firsts.has(key)) firsts.set(key, r.id);
    }
    for (const r of ascii) {
      const key = `${r.company_id}/${usernameSkeleton(r.username)}`;
      expect(r.username_skeleton, r.username).toBe(firsts.get(key) === r.id ? usernameSkeleton(r.username) : null);
    }
    for (const r of rows.filter((r) => !/^[ -~]*$/.test(r.username))) expect(r.username_skeleton).toBeNull();
  });

  it('rewrites a username stored outside NFKC, unless its NFKC form is taken', async () => {
    const [acme] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    await ctx.db.insert(users).values([
      { company_id: acme!.company_id, username: 'ｇｕｓ', password_hash: '!' },
      { company_id: acme!.company_id, username: 'ＡＬＩＣＥ', password_hash: '!' },
    ]);
    await ctx.db.execute(sql.raw(statement('IS NOT NFKC NORMALIZED')));
    const names = (await ctx.db.select({ u: users.username }).from(users)).map((r) => r.u);
    expect(names).toContain('gus');
    expect(names).not.toContain('ｇｕｓ');
    expect(names).toContain('ＡＬＩＣＥ');
  });
});

describe('two look-alikes created at once', () => {
  it('one wins, the other gets 400 employee.usernameConfusable', async () => {
    const [one, two] = [await ctx.as('rh'), await ctx.as('rh')];
    const answers = await Promise.all([
      one.post('/api/user/', newcomer('race.rnarc')),
      two.post('/api/user/', newcomer('race.marc')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.field_codes.username[0].code).toBe(
      'employee.usernameConfusable',
    );
    const rows = await ctx.db.select().from(users).where(sql`${users.username} IN ('race.rnarc', 'race.marc')`);
    expect(rows).toHaveLength(1);
  });
});
