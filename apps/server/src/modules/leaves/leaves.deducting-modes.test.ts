import { DEDUCTING_MODES, type DeductingMode } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { typesOfLeave } from '../reference/reference.tables';
import { leaves } from './leaves.tables';
import { span } from './leaves.test-helpers';

/**
 * deducting_mode (issue 28) through the HTTP request: a type of each mode over the same spans, holidays on a weekday
 * and on a Saturday (spring 2027: Ascension Thursday 6 May, Victory Day Saturday 8 May, Whit Monday 17 May). The
 * synthesis's share of a month: synthesis.leaves.test.ts.
 */
const ctx = useTestApp();
let alice: TestClient;
const typeOf: Partial<Record<DeductingMode, number>> = {};

beforeAll(async () => {
  alice = await ctx.as('alice');
  for (const mode of DEDUCTING_MODES) {
    const [row] = await ctx.db
      .insert(typesOfLeave)
      .values({ company_id: 1, name: `Mode ${mode}`, deducting_mode: mode })
      .returning();
    typeOf[mode] = row!.id;
  }
});

describe('a leave counts its days by its type’s mode', () => {
  it.each([
    ['2027-05-03', '2027-05-09', [4, 4, 7]],
    ['2027-05-10', '2027-05-16', [5, 6, 7]],
    ['2027-05-14', '2027-05-18', [2, 3, 5]],
  ] as const)('%s → %s: %j in open, working, calendar days', async (begin, end, expected) => {
    const counted: number[] = [];
    for (const mode of DEDUCTING_MODES) {
      const res = await alice.post('/api/leave/', { ...span(begin, end), type_of_leave: typeOf[mode] });
      expect(res.status, mode).toBe(201);
      counted.push(res.body.number_of_days);
      await ctx.db.delete(leaves).where(eq(leaves.id, res.body.id));
    }
    expect(counted).toEqual(expected);
  });
});
