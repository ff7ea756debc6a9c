import { EXPENSE_JOURNAL_ACCOUNTS, splitSingleTax } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import type { ExportedClaim, ExportedReceipt } from './expense-export.queries';
import { hotelReceipt, lyonTrip } from './expense-export.test-helpers';
import { csvField, journalCsv, journalLinesOf } from './expense-journal';

/** A small deterministic generator: the property runs on the same 300 claims every time. */
function random(seed: number) {
  let s = seed;
  return (max: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % max;
  };
}

const RATES = [0, 210, 550, 1000, 2000];

function randomClaim(next: (max: number) => number, id: number): ExportedClaim {
  const receipts: ExportedReceipt[] = Array.from({ length: next(6) }, (_, i) => {
    const lines = Array.from({ length: 1 + next(3) }, () => {
      const { tf, vat } = splitSingleTax(1 + next(50_000), RATES[next(RATES.length)]!);
      return { rate_bp: RATES[next(RATES.length)]!, tf_cents: tf, vat_cents: vat };
    });
    // Now and then a total its tax lines do not cover (a receipt saved before a rule, or a zero-rate line).
    const total = lines.reduce((s, l) => s + l.tf_cents + l.vat_cents, 0) + (next(5) === 0 ? next(300) : 0);
    return {
      id: id * 10 + i,
      date: '2026-10-05',
      type_label: 'Hôtel',
      accounting_number: next(2) ? '625600' : '625700',
      seller: 'Hôtel; "Le Lion"',
      person: null,
      customer_name: 'Client',
      total_cents: total,
      is_rebillable: false,
      taxes: lines,
    };
  });
  return {
    id,
    month: '2026-10-01',
    status: 'accepted',
    number_meals: 3,
    transport_cost_cents: next(3) === 0 ? 0 : next(10_000),
    first_name: 'Élodie',
    last_name: 'Bernard',
    employee_number: 'E042',
    receipts,
    travels: Array.from({ length: next(4) }, (_, i) => lyonTrip({ id: i, total_cents: next(20_000) })),
  };
}

describe('the accounting journal of expense claims', () => {
  it('balances every claim: its debits sum to its credit, which is the claim total', () => {
    const next = random(42);
    for (let id = 1; id <= 300; id++) {
      const claim = randomClaim(next, id);
      const lines = journalLinesOf(claim);
      const debits = lines.reduce((s, l) => s + l.debit, 0);
      const credits = lines.reduce((s, l) => s + l.credit, 0);
      expect(debits).toBe(credits);
      const total =
        claim.receipts.reduce((s, r) => s + r.total_cents, 0) +
        claim.travels.reduce((s, t) => s + t.total_cents, 0) +
        claim.transport_cost_cents;
      expect(credits).toBe(total);
      // One piece and one date per claim; no line of 0, never both a debit and a credit.
      expect(new Set(lines.map((l) => l.piece)).size).toBeLessThanOrEqual(1);
      expect(lines.every((l) => l.date === '2026-10-31' && (l.debit === 0) !== (l.credit === 0))).toBe(true);
    }
  });

  it('debits the HT to the type account, the VAT to 445660, travels and transport to 625100, credits 421000', () => {
    const claim: ExportedClaim = {
      ...randomClaim(random(1), 7),
      transport_cost_cents: 7520,
      receipts: [hotelReceipt()],
      travels: [lyonTrip()],
    };
    const lines = journalLinesOf(claim).map((l) => [l.account, l.debit, l.credit]);
    expect(lines).toEqual([
      ['625600', 10_909, 0],
      [EXPENSE_JOURNAL_ACCOUNTS.deductibleVat, 1091, 0],
      [EXPENSE_JOURNAL_ACCOUNTS.travel, 7632, 0],
      [EXPENSE_JOURNAL_ACCOUNTS.travel, 7520, 0],
      [EXPENSE_JOURNAL_ACCOUNTS.employeePayable, 0, 12_000 + 7632 + 7520],
    ]);
  });

  it('writes French Excel CSV: BOM, semicolons, decimal comma, CRLF, quoted and formula-safe texts', () => {
    const csv = journalCsv([randomClaim(random(3), 9)]);
    expect(csv.startsWith('\uFEFFJournal;Date;Compte;Libellé;Débit;Crédit;Pièce\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
    for (const row of rows) {
      expect(row).toMatch(/^NDF;31\/10\/2026;\d{6};/);
      expect(row).toMatch(/;(\d+,\d{2})?;(\d+,\d{2})?;NDF-2026-10-9$/);
    }
    expect(csvField('Hôtel; "Le Lion"')).toBe('"Hôtel; ""Le Lion"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('Ibis')).toBe('Ibis');
  });
});
