import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { addReceipt, claimOf, setStatus } from '../expense-claims.test-helpers';

// The bound lowered to 1 for the route (the query still reads up to its own 5,001): two claims are then too many.
vi.mock('./expense-export.queries', async (original) => ({
  ...(await original<typeof import('./expense-export.queries')>()),
  EXPORT_CLAIMS_MAX: 1,
}));

const ctx = useTestApp();
const MONTH = '2017-07';

beforeAll(async () => {
  for (const username of ['alice', 'bob']) {
    const claim = await claimOf(await ctx.as(username), MONTH);
    await addReceipt(ctx, claim, 1_000);
    await setStatus(ctx, claim, 'accepted');
  }
});

describe('the export bound', () => {
  it('refuses more claims than the bound with 413 expense.exportTooLarge, and exports a month within it', async () => {
    const compta = await ctx.as('compta');
    const res = await compta.get(`/api/exports/expense-claims/expense-journal/?for_month=${MONTH}`);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'expense.exportTooLarge',
      detail: 'This export holds more than 1 expense claims: choose a month.',
    });
    // A month within the bound (this one holds no claim) is exported.
    expect((await compta.get('/api/exports/expense-claims/expense-journal/?for_month=2017-08')).status).toBe(200);
  });
});
