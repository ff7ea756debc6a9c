import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import unfilteredToday from './fixtures/unfiltered-company-queries.json';

/*
 * The road to Citus stays open (docs/scaling.md "The road to Citus"): a distributed table is split by company_id, so
 * every company table must carry it, and a query on one should name the company so that it goes to one shard.
 */
const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The tables without company_id, each with why: they become reference or local tables, or follow their parent. */
const WITHOUT_COMPANY_ID: Record<string, string> = {
  companies: 'the distribution key itself: its id is the company_id of every other table',
  app_settings: "the installation's own settings (the session secret): one row per installation, a reference table",
  auth_throttle: 'sign-in throttles by address and username, before anyone is known to belong to a company',
  sessions: 'found by the cookie alone, before the company is known; reached through user_id (co-located by user)',
  password_reset_tokens: 'found by the mailed token alone, before the company is known; reached through user_id',
  email_change_tokens: 'found by the mailed token alone, before the company is known; reached through user_id',
  user_preferences: "one user's own settings, read by user_id only; reached through user_id",
  scheduled_runs: "the installation's scheduled tasks, run once for every company (issue 29)",
};

/** The tables whose company_id may be null, each with why (and what Citus would need: docs/scaling.md). */
const NULLABLE_COMPANY_ID: Record<string, string> = {
  users: 'superusers run companies and belong to none (a distributed table needs a key: they would move out)',
  user_history: "a superuser's changes are the history of no company",
  mail_outbox: "mails of no company (a superuser's password reset)",
};

const tables = Object.values(schema)
  .flatMap((value) => (value instanceof PgTable ? [value] : []))
  .map((table) => getTableConfig(table));

describe('company_id on every company table', () => {
  it('is a column of every table but the listed exceptions', () => {
    const without = tables.filter((t) => !t.columns.some((c) => c.name === 'company_id')).map((t) => t.name);
    // Both ways: a table that gained company_id leaves the list, so that no exception outlives its reason.
    expect(without.sort()).toEqual(Object.keys(WITHOUT_COMPANY_ID).sort());
  });

  it('is never null but in the listed exceptions', () => {
    const nullable = tables.filter((t) => t.columns.some((c) => c.name === 'company_id' && !c.notNull));
    expect(nullable.map((t) => t.name).sort()).toEqual(Object.keys(NULLABLE_COMPANY_ID).sort());
  });
});

/** The exported names of the tables with company_id, as the code names them (`leaves`, `storedFiles`). */
const companyTableNames = new Set(
  Object.entries(schema)
    .filter(
      ([, value]) => value instanceof PgTable && getTableConfig(value).columns.some((c) => c.name === 'company_id'),
    )
    .map(([name]) => name),
);

/**
 * The statements of a file that read, change or join a company table without naming the company in their own text
 * (`inCompany(` or `company_id` between the table and the statement's end). Static and coarse: a condition built in
 * a variable above, or a table reached through a parent already filtered, counts as unfiltered here.
 */
function unfilteredStatements(text: string): number {
  let count = 0;
  for (const match of text.matchAll(/\.(from|update|delete|innerJoin|leftJoin)\((\w+)[,)]/g)) {
    if (!companyTableNames.has(match[2]!)) continue;
    const end = text.indexOf(';', match.index);
    const statement = text.slice(match.index, end === -1 ? undefined : Math.min(end, match.index + 2000));
    if (!/inCompany\(|company_id/.test(statement)) count++;
  }
  return count;
}

describe('queries on company tables', () => {
  it('name the company in the statement, or are among the ones counted today (exactly: a count that went down is lowered)', () => {
    const sources = (fs.readdirSync(SRC, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|test-helpers|[\\/]seed[\\/]|migrations/.test(file))
      .map((file) => file.split(path.sep).join('/'));
    const grown: string[] = [];
    const shrunk: string[] = [];
    const known = unfilteredToday as Record<string, number>;
    for (const file of sources) {
      const now = unfilteredStatements(fs.readFileSync(path.join(SRC, file), 'utf8'));
      const before = known[file] ?? 0;
      if (now > before) grown.push(`${file}: ${now} statements without the company (${before} known)`);
      if (now < before) shrunk.push(`${file}: ${now} statements without the company (${before} known)`);
    }
    // Filter the new statement with inCompany(...); if it truly cannot (a global purge), raise the file's count in
    // test/fixtures/unfiltered-company-queries.json and say why in the commit.
    expect(grown).toEqual([]);
    // A count that went down (or a file gone) is lowered in the fixture at once: a count left above the code's would
    // let a new unfiltered statement in unseen.
    const gone = Object.keys(known).filter((file) => !sources.includes(file));
    expect([...shrunk, ...gone]).toEqual([]);
  });
});
