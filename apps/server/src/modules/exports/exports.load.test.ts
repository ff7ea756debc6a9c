import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { GUARD, underLoadProbe } from '../../../test/event-loop';
import { readWorkbook } from '../../../test/workbooks';
import { EXPENSE_EXPORT_PLUGINS, type ExportedClaim } from '../expenses';
import { hotelReceipt, lyonTrip } from '../expenses/exports/expense-export.test-helpers';
import { OVERTIME_EXPORT_PLUGINS, PAYROLL_EXPORT_PLUGINS, type SynthesisExportInput } from '../synthesis';
import { payrollColumns, payrollLine } from '../synthesis/exports/synthesis-export.test-helpers';

const EXPORT_PLUGINS = [...EXPENSE_EXPORT_PLUGINS, ...PAYROLL_EXPORT_PLUGINS, ...OVERTIME_EXPORT_PLUGINS];

/**
 * The event-loop guard on the large workbooks (issue 21, defect 3): the payroll workbook of 20,000 people and the
 * expense workbook of 5,000 claims (the export's bound) written while a probe calls the health route every 50 ms.
 * Before the fix their rows were written in one go: 2 s for the payroll on the probe's machine.
 */
const ctx = useTestApp();
const PEOPLE = 20_000;
const CLAIMS = 5_000;

const payrollInput = (): SynthesisExportInput => ({
  forMonth: '2026-10',
  companyName: 'Acme',
  columns: payrollColumns({ leave: 'CP', payExport: 'CP', overtime: 'HS', shortName: 'H25' }),
  lines: Array.from({ length: PEOPLE }, (_, i) =>
    payrollLine(
      {
        user_id: i + 1,
        employee_number: `E${i}`,
        first_name: 'Prénom',
        last_name: `Nom ${i}`,
        email: `p${i}@exemple.fr`,
      },
      { charged: 15, worked: 18.5, leave: 2 },
    ),
  ),
});

const claimsInput = (): { claims: ExportedClaim[] } => ({
  claims: Array.from({ length: CLAIMS }, (_, i) => ({
    id: i + 1,
    month: '2026-10-01',
    status: 'accepted',
    number_meals: 2,
    transport_cost_cents: 3500,
    first_name: 'Prénom',
    last_name: `Nom ${i}`,
    employee_number: `E${i}`,
    receipts: Array.from({ length: 3 }, (_, r) => hotelReceipt({ id: i * 10 + r })),
    travels: [lyonTrip({ id: i, date: '2026-10-06', place: 'Lyon', vehicle_name: 'Voiture 5 CV' })],
  })),
});

const figures = (run: Awaited<ReturnType<typeof underLoadProbe>>) => ({
  longestProbeMs: Math.round(run.longestProbeMs),
  longestLoopDelayMs: Math.round(run.longestLoopDelayMs),
  probes: run.probes,
  extraRssMB: Math.round(run.extraRssBytes / 2 ** 20),
  tookMs: Math.round(run.tookMs),
});

async function rowsOf(bytes: Uint8Array) {
  return (await readWorkbook(bytes)).worksheets.map((sheet) => sheet.rowCount);
}

describe('the large workbooks under the event-loop probe', () => {
  it('payroll-xlsx of 20,000 people keeps the health route answering within the guard', async () => {
    const plugin = EXPORT_PLUGINS.find((p) => p.id === 'payroll-xlsx')!;
    const input = payrollInput();
    const run = await underLoadProbe(ctx.app, () =>
      (plugin.run as (i: SynthesisExportInput) => Promise<Uint8Array>)(input),
    );
    console.info('payroll-xlsx, 20,000 people:', figures(run));
    expect(await rowsOf(run.result)).toEqual([PEOPLE + 1]);
    expect(run.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(run.extraRssBytes).toBeLessThan(GUARD.extraRssBytes);
  }, 120_000);

  it('expense-xlsx of 5,000 claims (20,000 lines) keeps the health route answering within the guard', async () => {
    const plugin = EXPORT_PLUGINS.find((p) => p.id === 'expense-xlsx')!;
    const input = claimsInput();
    const run = await underLoadProbe(ctx.app, () =>
      (plugin.run as (i: { claims: ExportedClaim[] }) => Promise<Uint8Array>)(input),
    );
    console.info('expense-xlsx, 5,000 claims:', figures(run));
    expect(await rowsOf(run.result)).toEqual([CLAIMS + 1, CLAIMS * 4 + 1]);
    expect(run.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(run.extraRssBytes).toBeLessThan(GUARD.extraRssBytes);
  }, 120_000);
});
