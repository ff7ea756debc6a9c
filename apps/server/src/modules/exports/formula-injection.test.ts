import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../../test/workbooks';
import { EXPENSE_EXPORT_PLUGINS, type ExportedClaim } from '../expenses';
import { OVERTIME_EXPORT_PLUGINS, PAYROLL_EXPORT_PLUGINS, type SynthesisExportInput } from '../synthesis';
import { payrollColumns, payrollLine } from '../synthesis/exports/synthesis-export.test-helpers';
import { FORMULA_START, neutralised } from './csv';

const EXPORT_PLUGINS = [...EXPENSE_EXPORT_PLUGINS, ...PAYROLL_EXPORT_PLUGINS, ...OVERTIME_EXPORT_PLUGINS];

/**
 * Issue 21, defect 10: every text field of every export plugin's input gets hostile strings (formulas, separators,
 * quotes, line breaks); every CSV must parse back to the header's number of columns with no cell starting a formula
 * unescaped, every XLSX must hold no formula and give back each text as it was typed. Before the fix an expense
 * type's account `=HYPERLINK("http://x";"y")` reached the journal raw and its `;` shifted the columns.
 */

const HOSTILE = [
  '=HYPERLINK("http://x";"y")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1',
  '\r=1',
  'a;b;c',
  'say "hi"',
  'two\r\nlines',
  'line\nfeed',
  ' =1',
];
/** Hostile texts: the known payloads, and any text behind a formula character or holding separators. */
const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '', '"', ';'), fc.string({ maxLength: 12 }))
    .map(([head, tail]) => head + tail),
  fc.string({ maxLength: 12, unit: fc.constantFrom('=', ';', '"', '\r', '\n', '-', 'a', ' ', '1', ',') }),
);

const claim = fc
  .record({
    first_name: text,
    last_name: text,
    employee_number: fc.option(text),
    type_label: text,
    accounting_number: text,
    seller: text,
    person: fc.option(text),
    customer: text,
    place: text,
    vehicle: text,
    // Never 0: a line of 0 is left out of the journal, and its account with it.
    cents: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
  })
  .map(
    (v): ExportedClaim => ({
      id: 7,
      month: '2026-10-01',
      status: 'accepted',
      number_meals: 1,
      transport_cost_cents: 1250,
      first_name: v.first_name,
      last_name: v.last_name,
      employee_number: v.employee_number,
      receipts: [
        {
          id: 1,
          date: '2026-10-05',
          type_label: v.type_label,
          accounting_number: v.accounting_number,
          seller: v.seller,
          person: v.person,
          customer_name: v.customer,
          // A negative total (a refund) is a number, written -12,50, never neutralised as text.
          total_cents: v.cents,
          is_rebillable: true,
          taxes: [{ rate_bp: 2000, tf_cents: v.cents, vat_cents: 0 }],
        },
      ],
      travels: [
        {
          id: 2,
          date: '2026-10-06',
          place: v.place,
          vehicle_name: v.vehicle,
          customer_name: v.customer,
          mileage_hundredths: 1234,
          rate_millis: 636,
          total_cents: 785,
        },
      ],
    }),
  );

const synthesis = fc
  .record({
    employee_number: fc.option(text),
    first_name: text,
    last_name: text,
    leave_label: text,
    pay_export: text,
    overtime_label: text,
    short_name: text,
    company: text,
  })
  .map(
    (v): SynthesisExportInput => ({
      forMonth: '2026-10',
      companyName: v.company,
      columns: payrollColumns({
        leave: v.leave_label,
        payExport: v.pay_export,
        overtime: v.overtime_label,
        shortName: v.short_name,
      }),
      lines: [
        payrollLine(
          {
            user_id: 1,
            employee_number: v.employee_number,
            first_name: v.first_name,
            last_name: v.last_name,
            email: 'x@exemple.fr',
          },
          { charged: 10, worked: 12.5, leave: 1 },
        ),
      ],
    }),
  );

/** A CSV back to its cells, RFC 4180 with `;`: quoted fields, doubled quotes, CRLF between records. */
function parseFrenchCsv(raw: string): string[][] {
  expect(raw.startsWith('\uFEFF')).toBe(true);
  const source = raw.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  while (i < source.length) {
    if (field === '' && source[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= source.length) throw new Error('unterminated quote');
        if (source[i] === '"' && source[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (source[i] === '"') {
          i += 1;
          break;
        } else field += source[i++];
      }
      // After a closing quote: only a separator or the end of the record.
      if (i < source.length && source[i] !== ';' && !source.startsWith('\r\n', i)) throw new Error('text after quote');
      continue;
    }
    if (source[i] === ';') {
      row.push(field);
      field = '';
      i += 1;
    } else if (source.startsWith('\r\n', i)) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (source[i] === '\r' || source[i] === '\n') {
      throw new Error('a bare line break outside quotes');
    } else field += source[i++];
  }
  expect(row).toEqual([]);
  return rows;
}

const NUMBER = /^-?\d+(,\d+)?$/;

function expectSafeCsv(bytes: Uint8Array, texts: string[]) {
  const rows = parseFrenchCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
  const width = rows[0]!.length;
  for (const row of rows) {
    expect(row).toHaveLength(width);
    for (const cell of row) {
      // A cell starting like a formula is a number (-12,50) or nothing: texts got their apostrophe.
      if (FORMULA_START.test(cell)) expect(cell).toMatch(NUMBER);
    }
  }
  // Each hostile text that is a whole cell reads back as typed, behind its apostrophe when it needs one.
  const cells = new Set(rows.flat());
  for (const t of texts.filter((t) => t !== '')) expect(cells.has(neutralised(t)), JSON.stringify(t)).toBe(true);
}

async function expectSafeXlsx(bytes: Uint8Array, texts: string[]) {
  // No formula element anywhere in the sheets: Excel evaluates nothing.
  const files = unzipSync(bytes);
  for (const name of Object.keys(files).filter((n) => n.startsWith('xl/worksheets/'))) {
    expect(strFromU8(files[name]!)).not.toMatch(/<f[\s>]/);
  }
  const workbook = await readWorkbook(bytes);
  const strings = new Set<string>();
  workbook.eachSheet((sheet) => {
    const width = sheet.getRow(1).cellCount;
    sheet.eachRow((row) => {
      expect(row.cellCount).toBeLessThanOrEqual(width);
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.type).not.toBe(ExcelJS.ValueType.Hyperlink);
        // XML reads a carriage return as a line feed: the text is the same to a reader.
        if (cell.type === ExcelJS.ValueType.String) strings.add((cell.value as string).replace(/\r\n?/g, '\n'));
      });
    });
  });
  // Each text is kept exactly, as a string cell (a header holds a label with its unit: "… (jours)").
  for (const t of texts.filter((t) => t !== '').map((t) => t.replace(/\r\n?/g, '\n'))) {
    expect(
      [...strings].some((s) => s === t || s === `${t} (jours)` || s === `${t} (heures)`),
      JSON.stringify(t),
    ).toBe(true);
  }
}

/** The texts a plugin writes as whole cells: the journal joins names into its labels, its account is a cell. */
const wholeCellsOfClaim = (c: ExportedClaim, format: string) =>
  format === 'csv'
    ? c.receipts.map((r) => r.accounting_number)
    : [
        c.first_name,
        c.last_name,
        c.employee_number ?? '',
        ...c.receipts.flatMap((r) => [r.type_label, r.seller, r.person ?? '', r.customer_name]),
        ...c.travels.flatMap((t) => [t.place, t.vehicle_name, t.customer_name]),
      ];

describe('every export plugin, given hostile texts in every text field', () => {
  for (const plugin of EXPORT_PLUGINS) {
    it(`${plugin.id} writes cells that keep their columns and start no formula`, async () => {
      const check = plugin.format === 'csv' ? expectSafeCsv : expectSafeXlsx;
      if (plugin.module === 'expense') {
        const run = plugin.run;
        await fc.assert(
          fc.asyncProperty(claim, async (c) => {
            await check(await run({ claims: [c] }), wholeCellsOfClaim(c, plugin.format));
          }),
          { numRuns: plugin.format === 'csv' ? 300 : 60 },
        );
      } else {
        const run = plugin.run;
        await fc.assert(
          fc.asyncProperty(synthesis, async (input) => {
            const line = input.lines[0]!;
            const texts =
              plugin.id === 'payroll-variables'
                ? [line.employee_number ?? '', input.columns[0]!.pay_export!]
                : [line.employee_number ?? '', line.first_name, line.last_name, input.columns[1]!.label];
            await check(await run(input), plugin.format === 'xlsx' ? [...texts, input.columns[0]!.label] : texts);
          }),
          { numRuns: plugin.format === 'csv' ? 300 : 60 },
        );
      }
    });
  }

  it('the journal keeps an account `=HYPERLINK("http://x";"y")` in its column, as text', async () => {
    const [c] = fc.sample(claim, { numRuns: 1, seed: 1 });
    const hostile = { ...c!, receipts: c!.receipts.map((r) => ({ ...r, accounting_number: HOSTILE[0]! })) };
    const journal = EXPORT_PLUGINS.find((p) => p.id === 'expense-journal')!;
    const rows = parseFrenchCsv(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await journal.run({ claims: [hostile] } as never)),
    );
    const accounts = rows.slice(1).map((row) => row[2]);
    expect(accounts).toContain(`'${HOSTILE[0]}`);
    expect(rows.every((row) => row.length === 7)).toBe(true);
  });
});
