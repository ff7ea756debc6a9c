import { isVatLineRight, toBasisPoints, toCents } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { todayInParis } from '../../platform/clock';

/** The demo's expense claims (db/seed/expenses.ts), as the screens read them. */
const ctx = useTestApp();

describe('the demo’s expense claims', () => {
  it('give Alice a paid, an accepted and a sent month, and the current one as a draft with lines', async () => {
    const alice = await ctx.as('alice');
    const { body } = await alice.get('/api/expense-claim/?owner=me&ordering=date');
    const recent = body.results.slice(-4);
    expect(recent.map((c: { status: string }) => c.status)).toEqual(['payed', 'accepted', 'submitted', 'draft']);
    expect(recent.at(-1).date).toBe(`${todayInParis().slice(0, 7)}-01`);
    for (const claim of recent) expect(claim.total).toBeGreaterThan(0);
    expect(recent[2].submit_date).not.toBeNull();
    expect(recent[3].submit_date).toBeNull();

    // Each receipt's tax lines make its total, each VAT is its rate applied.
    for (const claim of recent) {
      const detail = (await alice.get(`/api/expense-claim/${claim.id}/`)).body;
      expect(detail.invoices.length).toBeGreaterThan(0);
      for (const invoice of detail.invoices) {
        const lines = invoice.invoicetax_set.map((l: { tax_value: number; TF: number; VAT: number }) => ({
          rateBp: toBasisPoints(l.tax_value),
          tf: toCents(l.TF),
          vat: toCents(l.VAT),
        }));
        expect(lines.reduce((s: number, l: { tf: number; vat: number }) => s + l.tf + l.vat, 0)).toBe(
          toCents(invoice.total),
        );
        for (const line of lines) expect(isVatLineRight(line)).toBe(true);
      }
    }
  });

  it('give each manager sent claims of his service to decide on, and accounting all of them', async () => {
    const month = (await (await ctx.as('alice')).get('/api/expense-claim/?owner=me&status=submitted')).body.results[0]
      .date;
    const sent = async (who: string) =>
      (await (await ctx.as(who)).get(`/api/expense-claim/?for_month=${month.slice(0, 7)}&status=submitted`)).body.count;
    for (const manager of ['manager', 'jmoreau', 'sgirard']) expect(await sent(manager), manager).toBeGreaterThan(0);
    expect(await sent('compta')).toBe(9);
  });
});
