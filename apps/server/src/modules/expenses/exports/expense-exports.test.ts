import { EXPENSE_MESSAGES as M } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import type { TestClient } from '../../../../test/client';
import { readWorkbook, rowValues } from '../../../../test/workbooks';
import { companies } from '../../companies/companies.tables';
import { addReceipt, addTravel, claimOf, setStatus } from '../expense-claims.test-helpers';
import { expenseClaims } from '../expenses.tables';

/**
 * The expense exports (spec/3 §2 "Export", §7): the plugins a company enabled, and each plugin's file of the accepted
 * and paid claims the viewer validates. Months of 2017 hold no demo claim.
 */
const ctx = useTestApp();
let compta: TestClient;
let manager: TestClient;
let alice: TestClient;
let aliceClaim: number;
let elodieClaim: number;

const MONTH = '2017-03';
const url = (plugin: string, month = MONTH) => `/api/exports/expense-claims/${plugin}/?for_month=${month}`;

beforeAll(async () => {
  compta = await ctx.as('compta');
  manager = await ctx.as('manager');
  alice = await ctx.as('alice');
  const elodie = await ctx.as('ebernard');
  const bob = await ctx.as('bob');
  // Alice (the manager's service): a receipt at 20 %, one at 10 %, a travel and a transport cost, accepted.
  aliceClaim = await claimOf(alice, MONTH, 4);
  await addReceipt(ctx, aliceClaim, 12_000, 2000);
  await addReceipt(ctx, aliceClaim, 5_500, 1000);
  await addTravel(ctx, aliceClaim, 7_632);
  await ctx.db.update(expenseClaims).set({ transport_cost_cents: 7_520 }).where(eq(expenseClaims.id, aliceClaim));
  await setStatus(ctx, aliceClaim, 'accepted');
  // Élodie (another manager's service): paid.
  elodieClaim = await claimOf(elodie, MONTH);
  await addReceipt(ctx, elodieClaim, 3_000, 550);
  await setStatus(ctx, elodieClaim, 'payed');
  // Bob's claim is still a draft: not exported.
  const bobClaim = await claimOf(bob, MONTH);
  await addReceipt(ctx, bobClaim, 99_999);
});

/** Sets the demo company's enabled expense plugins; answers how to put its preferences back as they were. */
async function setEnabledPlugins(plugins: string[]) {
  const [acme] = await ctx.db.select().from(companies).where(eq(companies.hostname, 'localhost'));
  const { preferences } = acme!;
  const next = { ...preferences, expense: { ...preferences.expense, export_plugins: plugins } };
  await ctx.db.update(companies).set({ preferences: next }).where(eq(companies.id, acme!.id));
  return () => ctx.db.update(companies).set({ preferences }).where(eq(companies.id, acme!.id));
}

/** The journal's rows as fields, without the BOM and the header. */
const journalRows = (csv: string) =>
  csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(';'));
const cents = (field: string | undefined) => (field ? Math.round(Number(field.replace(',', '.')) * 100) : 0);

describe('GET export-plugin/', () => {
  it("answers the company's enabled plugins, all by default", async () => {
    const res = await compta.get('/api/export-plugin/?module=expense&period=monthly');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 2,
      results: [
        { id: 'expense-xlsx', name: 'Expense claims (Excel)', module: 'expense', format: 'xlsx', period: 'monthly' },
        {
          id: 'expense-journal',
          name: 'Accounting journal (CSV)',
          module: 'expense',
          format: 'csv',
          period: 'monthly',
        },
      ],
    });
    // The monthly synthesis's own plugins are another module's (issue 13).
    const payroll = await compta.get('/api/export-plugin/?module=payroll');
    expect(payroll.body.results.map((p: { id: string }) => p.id)).toEqual(['payroll-xlsx', 'payroll-variables']);
  });

  it('is refused to a collaborator (403)', async () => {
    expect((await alice.get('/api/export-plugin/?module=expense')).status).toBe(403);
  });
});

describe('GET /exports/expense-claims/expense-journal/', () => {
  it('writes the balanced journal of the accepted and paid claims, French Excel CSV', async () => {
    const res = await compta.get(url('expense-journal'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="journal-notes-de-frais_2017-03.csv"; ' +
        "filename*=UTF-8''journal-notes-de-frais_2017-03.csv",
    );
    expect([...res.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = res.raw.toString('utf8');
    expect(csv.slice(1).split('\r\n')[0]).toBe('Journal;Date;Compte;Libellé;Débit;Crédit;Pièce');
    const rows = journalRows(csv);
    expect(rows.every((r) => r.length === 7 && r[0] === 'NDF' && r[1] === '31/03/2017')).toBe(true);
    // Alice's and Élodie's claims, not Bob's draft; each piece balances.
    const pieces = new Map<string, { debit: number; credit: number }>();
    for (const r of rows) {
      const p = pieces.get(r[6]!) ?? { debit: 0, credit: 0 };
      p.debit += cents(r[4]);
      p.credit += cents(r[5]);
      pieces.set(r[6]!, p);
    }
    expect([...pieces.keys()].sort()).toEqual([`NDF-2017-03-${aliceClaim}`, `NDF-2017-03-${elodieClaim}`].sort());
    for (const p of pieces.values()) expect(p.debit).toBe(p.credit);
    expect(pieces.get(`NDF-2017-03-${aliceClaim}`)!.credit).toBe(12_000 + 5_500 + 7_632 + 7_520);
    // Decimal comma: 120,00 € at 20 % is 100,00 HT and 20,00 VAT.
    const alice = rows.filter((r) => r[6] === `NDF-2017-03-${aliceClaim}`);
    expect(alice.map((r) => [r[2], r[4], r[5]])).toContainEqual(['445660', '20,00', '']);
    expect(alice.map((r) => [r[2], r[4], r[5]])).toContainEqual(['421000', '', '326,52']);
    expect(alice[0]![3]).toContain('NDF Martin Alice 03/2017');
  });
});

describe('GET /exports/expense-claims/expense-xlsx/', () => {
  it('writes a workbook of the claims and their lines, amounts as euros and dates as dates', async () => {
    const res = await compta.get(url('expense-xlsx'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('filename="notes-de-frais_2017-03.xlsx"');
    const workbook = await readWorkbook(res.raw);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Notes de frais', 'Lignes']);

    const claims = workbook.getWorksheet('Notes de frais')!;
    const header = rowValues(claims, 1);
    expect(header).toEqual([
      'Matricule',
      'Nom',
      'Prénom',
      'Mois',
      'Statut',
      'Repas',
      'Transport',
      'Justificatifs',
      'Indemnités kilométriques',
      'Total',
    ]);
    expect(claims.rowCount).toBe(3);
    // By owner's name: Bernard, then Martin.
    const martin = claims.getRow(3);
    expect(martin.getCell(2).value).toBe('Martin');
    expect(martin.getCell(4).value).toEqual(new Date('2017-03-01T00:00:00Z'));
    expect(martin.getCell(5).value).toBe('Acceptée');
    expect(martin.getCell(6).value).toBe(4);
    expect(martin.getCell(7).value).toBe(75.2);
    expect(martin.getCell(8).value).toBe(175);
    expect(martin.getCell(9).value).toBe(76.32);
    expect(martin.getCell(10).value).toBe(326.52);
    expect(martin.getCell(10).numFmt).toBe('#,##0.00 €');
    expect(claims.getRow(2).getCell(5).value).toBe('Payée');

    const lines = workbook.getWorksheet('Lignes')!;
    const columns = rowValues(lines, 1) as string[];
    expect(columns).toEqual(expect.arrayContaining(['HT 5,5 %', 'TVA 5,5 %', 'HT 10 %', 'TVA 20 %', 'TTC', 'Km']));
    const col = (name: string) => columns.indexOf(name) + 1;
    // Élodie's receipt, then Alice's two receipts and her travel expense.
    expect(lines.rowCount).toBe(5);
    const receipt = lines.getRow(3);
    expect(receipt.getCell(col('Nature')).value).toBe('Justificatif');
    expect(receipt.getCell(col('Date')).value).toEqual(new Date('2017-03-01T00:00:00Z'));
    expect(receipt.getCell(col('HT 20 %')).value).toBe(100);
    expect(receipt.getCell(col('TVA 20 %')).value).toBe(20);
    expect(receipt.getCell(col('TTC')).value).toBe(120);
    expect(receipt.getCell(col('TTC')).numFmt).toBe('#,##0.00 €');
    const travel = lines.getRow(5);
    expect(travel.getCell(col('Nature')).value).toBe('Indemnités kilométriques');
    expect(travel.getCell(col('Fournisseur / lieu')).value).toBe('Lyon (A/R)');
    expect(travel.getCell(col('Km')).value).toBe(100);
    expect(travel.getCell(col('Total')).value).toBe(76.32);
  });
});

describe('who exports what', () => {
  it("a manager exports only his services' members' claims", async () => {
    const rows = journalRows((await manager.get(url('expense-journal'))).raw.toString('utf8'));
    expect(new Set(rows.map((r) => r[6]))).toEqual(new Set([`NDF-2017-03-${aliceClaim}`]));
  });

  it('a collaborator is refused (403)', async () => {
    expect((await alice.get(url('expense-journal'))).status).toBe(403);
  });

  it('another company exports none of these claims', async () => {
    const globex = await ctx.as('globex-admin');
    const res = await globex.get(url('expense-journal'));
    expect(res.status).toBe(200);
    expect(journalRows(res.raw.toString('utf8'))).toEqual([]);
  });

  it('every month: empty or absent for_month', async () => {
    for (const path of [
      '/api/exports/expense-claims/expense-journal/?for_month=',
      '/api/exports/expense-claims/expense-journal/',
    ]) {
      const res = await compta.get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('journal-notes-de-frais_tous-les-mois.csv');
      const pieces = new Set(journalRows(res.raw.toString('utf8')).map((r) => r[6]));
      expect(pieces).toContain(`NDF-2017-03-${aliceClaim}`);
      expect([...pieces].some((p) => p?.endsWith(`-${elodieClaim}`))).toBe(true);
    }
  });
});

describe('unknown and disabled plugins', () => {
  it('answers 404 expense.exportUnknown for an unknown plugin', async () => {
    const res = await compta.get(url('payroll-silae'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'expense.exportUnknown', detail: M.exportUnknown });
  });

  it('answers 404 for a plugin the company disabled, and lists only the enabled ones', async () => {
    const restore = await setEnabledPlugins(['expense-journal']);
    try {
      const res = await compta.get(url('expense-xlsx'));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('expense.exportUnknown');
      expect((await compta.get(url('expense-journal'))).status).toBe(200);
      const list = await compta.get('/api/export-plugin/?module=expense');
      expect(list.body.results.map((p: { id: string }) => p.id)).toEqual(['expense-journal']);
    } finally {
      await restore();
    }
  });
});
