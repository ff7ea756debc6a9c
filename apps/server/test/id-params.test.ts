import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityReports } from '../src/modules/activities/activities.tables';
import { claimOf, personOf, referencesOf } from '../src/modules/expenses/expense-lines.test-helpers';
import { invoices } from '../src/modules/expenses/expenses.tables';
import { leaves } from '../src/modules/leaves/leaves.tables';
import { type TestContext, useTestApp } from './app';
import type { TestClient } from './client';

/**
 * Ids in paths and query strings are decimal digits, without sign or leading zero (issue 21: `0x4`, `4e0`, `4.0` reached
 * record 4). One shared schema (`queryIdSchema`, `IdParams`) reads every route's ids, and the tenancy hook reads a
 * record's `:id` with the same rule (`parseRecordId`). This walks routes of several modules with alice's own records:
 * the plain id answers 200, every other spelling of it what a word (`abc`) always answered: 404 `not_found` for a
 * record's path ids (the tenancy checks run before validation: an id that names no record is not found), 400 `invalid`
 * for the query filters.
 */
const ctx = useTestApp();
let alice: TestClient;
const ids = { alice: 0, leave: 0, claim: 0, invoice: 0, report: 0 };

async function firstOf(table: typeof leaves | typeof activityReports, ownerId: number) {
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.owner_id, ownerId)).limit(1);
  return row!.id;
}

/** A receipt of the claim, straight in the database (only read back here). */
async function receiptOf(context: TestContext, claimId: number) {
  const refs = await referencesOf(context, 'alice');
  const [row] = await context.db
    .insert(invoices)
    .values({
      company_id: refs.companyId,
      expense_claim_id: claimId,
      date: '2024-02-12',
      type_of_expense_id: refs.type('Hôtel'),
      seller: 'Hôtel',
      customer_id: refs.customer,
      total_cents: 1000,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

beforeAll(async () => {
  alice = await ctx.as('alice');
  const owner = await personOf(ctx, 'alice');
  ids.alice = owner.id;
  ids.leave = await firstOf(leaves, owner.id);
  ids.report = await firstOf(activityReports, owner.id);
  ids.claim = await claimOf(ctx, 'alice', '2024-02');
  ids.invoice = await receiptOf(ctx, ids.claim);
});

/** The routes, each a path built from one id (the one under test, others plain), and what a wrong spelling gets. */
const NOT_FOUND = { status: 404, code: 'not_found' };
const INVALID = { status: 400, code: 'invalid' };
const ROUTES: { name: string; path: (id: string) => string; id: () => number; refused: typeof INVALID }[] = [
  { name: 'leave', path: (id) => `/api/leave/${id}/`, id: () => ids.leave, refused: NOT_FOUND },
  { name: 'leave history', path: (id) => `/api/leave/${id}/history/`, id: () => ids.leave, refused: NOT_FOUND },
  { name: 'expense claim', path: (id) => `/api/expense-claim/${id}/`, id: () => ids.claim, refused: NOT_FOUND },
  {
    name: 'expense claim history',
    path: (id) => `/api/expense-claim/${id}/history/`,
    id: () => ids.claim,
    refused: NOT_FOUND,
  },
  {
    name: 'receipt (claim id)',
    path: (id) => `/api/expense-claim/${id}/invoice/${ids.invoice}/`,
    id: () => ids.claim,
    refused: NOT_FOUND,
  },
  {
    name: 'receipt (its id)',
    path: (id) => `/api/expense-claim/${ids.claim}/invoice/${id}/`,
    id: () => ids.invoice,
    refused: NOT_FOUND,
  },
  { name: 'activity report', path: (id) => `/api/activity-report/${id}/`, id: () => ids.report, refused: NOT_FOUND },
  { name: 'leave list filter', path: (id) => `/api/leave/?owner=${id}`, id: () => ids.alice, refused: INVALID },
  {
    name: 'activity list filter',
    path: (id) => `/api/activity/?report=${id}`,
    id: () => ids.report,
    refused: INVALID,
  },
];

/** Other spellings of the number n: each must be refused, none may reach record n. */
const SPELLINGS: [string, (n: number) => string][] = [
  ['hexadecimal', (n) => `0x${n.toString(16)}`],
  ['exponent', (n) => `${n}e0`],
  ['decimal point', (n) => `${n}.0`],
  ['leading zero', (n) => `0${n}`],
  ['plus sign', (n) => `%2B${n}`],
  ['leading space', (n) => `%20${n}`],
  ['trailing space', (n) => `${n}%20`],
  ['word', () => 'abc'],
];

describe('ids in paths and query strings: decimal digits only', () => {
  it.each(ROUTES)('$name answers its record by its plain id', async ({ path, id }) => {
    const res = await alice.get(path(String(id())));
    expect(res.status).toBe(200);
  });

  describe.each(ROUTES)('$name', ({ path, id, refused }) => {
    it.each(SPELLINGS)('refuses the %s spelling as it refuses a word', async (_name, spell) => {
      const res = await alice.get(path(spell(id())));
      expect({ status: res.status, code: res.body.code }).toEqual(refused);
    });
  });
});
