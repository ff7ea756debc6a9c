import { addDays, monthBounds, toFrenchDate } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { readWorkbook, rowValues } from '../../../test/workbooks';
import { todayInParis } from '../../platform/clock';
import { OVERTIME_HEADER } from './exports/overtime-csv';
import { PAYROLL_VARIABLES_HEADER } from './exports/payroll-variables';

/**
 * The payroll and overtime exports of the monthly synthesis (issue 13): listed by export-plugin/, named by
 * Content-Disposition, and read back equal to the screen's values for the whole demo's last month.
 */
const ctx = useTestApp();
let compta: TestClient;
const month = monthBounds(addDays(monthBounds(todayInParis()).first, -1)).first.slice(0, 7);

type Column = {
  code: string;
  label: string;
  kind: string;
  short_name: string | null;
  rate: number | null;
  pay_export: string | null;
};
type Row = {
  employee_number: string | null;
  first_name: string;
  last_name: string;
  charged: number;
  worked: number;
  not_charged: number;
  empty_days: number;
  values: Record<string, number>;
};
let columns: Column[] = [];
let rows: Row[] = [];

beforeAll(async () => {
  compta = await ctx.as('compta');
  const screen = await compta.get(`/api/monthly_summary/?for_month=${month}&limit=1000`);
  columns = screen.body.columns;
  rows = screen.body.results;
});

/** A French CSV back to fields: BOM, CRLF, `;`. */
function parseCsv(raw: Buffer): string[][] {
  const text = raw.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}
const french = (n: number) => n.toFixed(2).replace('.', ',');

describe('export-plugin/', () => {
  it('lists the payroll and overtime plugins to accounting; a collaborator gets 403', async () => {
    const payroll = await compta.get('/api/export-plugin/?module=payroll&period=monthly');
    expect(payroll.body.results.map((p: { id: string }) => p.id)).toEqual(['payroll-xlsx', 'payroll-variables']);
    const overtime = await compta.get('/api/export-plugin/?module=overtime');
    expect(overtime.body.results).toEqual([
      { id: 'overtime-csv', name: 'Overtime (CSV)', module: 'overtime', format: 'csv', period: 'monthly' },
    ]);
    const paged = await compta.get('/api/export-plugin/?limit=1&offset=1');
    expect(paged.body.count).toBeGreaterThanOrEqual(3);
    expect(paged.body.results).toHaveLength(1);
    expect((await (await ctx.as('alice')).get('/api/export-plugin/')).status).toBe(403);
    expect((await (await ctx.as('alice')).get(`/api/exports/monthly/payroll-xlsx/?for_month=${month}`)).status).toBe(
      403,
    );
  });

  it('answers 404 for an unknown plugin or one of another module', async () => {
    for (const url of [
      `/api/exports/monthly/nope/?for_month=${month}`,
      `/api/exports/monthly/overtime-csv/?for_month=${month}`,
      `/api/exports/overtime/expense-xlsx/?for_month=${month}`,
    ]) {
      const res = await compta.get(url);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('synthesis.exportUnknown');
    }
    expect((await compta.get('/api/exports/monthly/payroll-xlsx/')).status).toBe(400);
  });
});

describe('payroll-variables', () => {
  it("writes one line per employee and variable, equal to the screen's values", async () => {
    const res = await compta.get(`/api/exports/monthly/payroll-variables/?for_month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`variables-de-paie_${month}.csv`);
    const [header, ...lines] = parseCsv(res.raw);
    expect(header).toEqual([...PAYROLL_VARIABLES_HEADER]);
    const { first, last } = monthBounds(`${month}-01`);
    const expected: string[][] = [];
    for (const row of rows) {
      const add = (code: string, value: number) => {
        if (value > 0)
          expected.push([row.employee_number ?? '', code, french(value), toFrenchDate(first), toFrenchDate(last)]);
      };
      add('JT', row.worked);
      for (const c of columns) {
        if (c.kind === 'leave' && c.pay_export) add(c.pay_export, row.values[c.code] ?? 0);
        if (c.kind === 'overtime') add(`${c.short_name}_${String(c.rate).replace('.', ',')}`, row.values[c.code] ?? 0);
      }
    }
    expect(lines).toEqual(expected);
    // The demo's leaves and overtime make variables beyond the worked days; "Autre absence" has no code.
    expect(lines.some((l) => l[1] === 'CP' || l[1] === 'RTT')).toBe(true);
    expect(lines.some((l) => l[1]!.startsWith('H25_'))).toBe(true);
    expect(columns.find((c) => c.label === 'Autre absence')?.pay_export).toBeNull();
  });
});

describe('overtime-csv', () => {
  it('writes one line per employee and type of overtime declared, in hours', async () => {
    const res = await compta.get(`/api/exports/overtime/overtime-csv/?for_month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`heures-supplementaires_${month}.csv`);
    const [header, ...lines] = parseCsv(res.raw);
    expect(header).toEqual([...OVERTIME_HEADER]);
    const expected = rows.flatMap((row) =>
      columns
        .filter((c) => c.kind === 'overtime' && (row.values[c.code] ?? 0) > 0)
        .map((c) => [
          row.employee_number ?? '',
          row.last_name,
          row.first_name,
          c.label,
          c.short_name ?? '',
          String(c.rate).replace('.', ','),
          french(row.values[c.code]!),
        ]),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(lines).toEqual(expected);
  });
});

describe('payroll-xlsx', () => {
  it("holds one row per employee with the screen's columns and values", async () => {
    const res = await compta.get(`/api/exports/monthly/payroll-xlsx/?for_month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`synthese-mensuelle_${month}.xlsx`);
    const workbook = await readWorkbook(res.raw);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(`Synthèse ${month.slice(5, 7)}-${month.slice(0, 4)}`);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const header = rowValues(sheet, 1);
    expect(header).toEqual([
      'Matricule',
      'Nom',
      'Prénom',
      'CRA',
      'HC (jours facturés)',
      'W (jours travaillés)',
      'IC (jours non facturés)',
      ...columns.map((c) => `${c.label} (${c.kind === 'leave' ? 'jours' : 'heures'})`),
      'Jours vides',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row, i) => {
      const cells = rowValues(sheet, i + 2);
      expect(cells.slice(0, 3)).toEqual([row.employee_number ?? '', row.last_name, row.first_name]);
      expect(cells.slice(4)).toEqual([
        row.charged,
        row.worked,
        row.not_charged,
        ...columns.map((c) => row.values[c.code] ?? 0),
        row.empty_days,
      ]);
    });
  });
});
