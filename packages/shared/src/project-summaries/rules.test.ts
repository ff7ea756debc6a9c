import { describe, expect, it } from 'vitest';
import { slotsToDays } from '../activities/slices';
import { PROJECT_SUMMARY_MESSAGES } from './messages';
import {
  budgetAlertLevel,
  budgetFigures,
  dayFigures,
  finestManDays,
  manDays,
  monthsOfPeriod,
  periodLength,
} from './rules';
import { ProjectBudgetInput, ProjectsSummaryQuery, SummaryExportQuery } from './schemas';

describe('manDays: slots of several grids, the report card’s own slotsToDays', () => {
  it.each([
    { counts: [], days: 0 },
    { counts: [{ slots: 2, slices: 2 }], days: 1 },
    { counts: [{ slots: 1, slices: 2 }], days: 0.5 },
    {
      counts: [
        { slots: 3, slices: 4 },
        { slots: 1, slices: 2 },
      ],
      days: 1.25,
    },
    // A slot of 32 is 0.03125 day: summed in the finest grid first, rounded once.
    {
      counts: [
        { slots: 1, slices: 32 },
        { slots: 1, slices: 32 },
        { slots: 1, slices: 32 },
      ],
      days: 0.09,
    },
    {
      counts: [
        { slots: 16, slices: 8 },
        { slots: 5, slices: 16 },
        { slots: 7, slices: 32 },
      ],
      days: 2.53,
    },
  ])('$counts → $days', ({ counts, days }) => {
    expect(manDays(counts)).toBe(days);
  });

  it('one grid gives exactly the report card’s figure', () => {
    for (const slices of [2, 4, 8, 16, 32])
      for (let slots = 0; slots < 200; slots += 7)
        expect(manDays([{ slots, slices }])).toBe(slotsToDays(slots, slices));
  });

  it('finestManDays reads slots already in 32nds', () => {
    expect(finestManDays(48)).toBe(1.5);
  });
});

describe('dayFigures: worktime is billable, noneworktime the rest, both add up to total', () => {
  it.each([
    { label: 'all billable', counts: [{ slots: 4, slices: 2, chargeable: true }], out: [2, 0, 2] },
    { label: 'none billable', counts: [{ slots: 3, slices: 2, chargeable: false }], out: [0, 1.5, 1.5] },
    {
      label: 'mixed grids',
      counts: [
        { slots: 3, slices: 4, chargeable: true },
        { slots: 1, slices: 32, chargeable: false },
      ],
      out: [0.75, 0.03, 0.78],
    },
    {
      label: 'thirds of 32nds round once on the total',
      counts: [
        { slots: 1, slices: 32, chargeable: true },
        { slots: 1, slices: 32, chargeable: false },
      ],
      out: [0.03, 0.03, 0.06],
    },
  ])('$label', ({ counts, out }) => {
    const f = dayFigures(counts);
    expect([f.worktime, f.noneworktime, f.total]).toEqual(out);
    expect(Math.round((f.worktime + f.noneworktime) * 100) / 100).toBe(f.total);
  });
});

describe('budgets', () => {
  // [consumed, budget, level reached]
  it.each([
    [0, 20, 0],
    [15.99, 20, 0],
    [16, 20, 80],
    [19.99, 20, 80],
    [20, 20, 100],
    [31, 20, 100],
  ])('%s of %s days → level %s', (consumed, budget, level) => {
    expect(budgetAlertLevel(consumed, budget)).toBe(level);
  });

  it('no budget, no figures', () => {
    const base = { end_date: null, consumed_days: 3, first_day: '2026-11-02', today: '2026-11-27' };
    expect(budgetFigures({ ...base, budget_days: null })).toBeNull();
  });

  it.each([
    {
      label: 'half consumed over 10 business days: 10 more to run out, 23 business days to the end date',
      input: {
        budget_days: 20,
        consumed_days: 10,
        first_day: '2026-11-16',
        today: '2026-11-27',
        end_date: '2026-12-31',
      },
      out: { remaining_days: 10, percent: 50, forecast_exhausted_on: '2026-12-11', forecast_at_end_date: 33 },
    },
    {
      label: 'overrun: remaining below 0, no exhaustion day',
      input: { budget_days: 20, consumed_days: 25, first_day: '2026-11-02', today: '2026-11-27', end_date: null },
      out: { remaining_days: -5, percent: 125, forecast_exhausted_on: null, forecast_at_end_date: null },
    },
    {
      label: 'nothing consumed: no pace, no forecast',
      input: { budget_days: 20, consumed_days: 0, first_day: null, today: '2026-11-27', end_date: '2026-12-31' },
      out: { remaining_days: 20, percent: 0, forecast_exhausted_on: null, forecast_at_end_date: null },
    },
    {
      label: 'end date past: the consumption stays',
      input: {
        budget_days: 20,
        consumed_days: 12,
        first_day: '2026-10-01',
        today: '2026-11-27',
        end_date: '2026-11-15',
      },
      out: { remaining_days: 8, percent: 60, forecast_at_end_date: 12 },
    },
  ])('$label', ({ input, out }) => {
    expect(budgetFigures(input)).toMatchObject(out);
  });
});

describe('periods', () => {
  it.each([
    { from: '2026-01-15', to: '2026-03-02', months: ['2026-01', '2026-02', '2026-03'] },
    { from: '2025-12-31', to: '2026-01-01', months: ['2025-12', '2026-01'] },
    { from: '2026-02-01', to: '2026-02-28', months: ['2026-02'] },
  ])('$from … $to', ({ from, to, months }) => {
    expect(monthsOfPeriod(from, to)).toEqual(months);
  });

  it.each([
    { query: { from: '2026-01-01', to: '2026-12-31' }, error: null },
    { query: { from: '2024-01-01', to: '2024-12-31' }, error: null },
    { query: { from: '2026-01-01', to: '2027-01-02' }, error: PROJECT_SUMMARY_MESSAGES.rangeTooLong },
    { query: { from: '2026-03-01', to: '2026-02-28' }, error: PROJECT_SUMMARY_MESSAGES.rangeInvalid },
  ])('$query → $error', ({ query, error }) => {
    const parsed = ProjectsSummaryQuery.safeParse(query);
    if (error === null) expect(parsed.success).toBe(true);
    else expect(parsed.error?.issues[0]?.message).toBe(error);
    expect(periodLength('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('counts validated reports only unless asked', () => {
    expect(ProjectsSummaryQuery.parse({ from: '2026-01-01', to: '2026-01-31' }).include_submitted).toBe(false);
    expect(
      SummaryExportQuery.parse({ kind: 'salary', from: '2026-01-01', to: '2026-01-31', include_submitted: 'true' })
        .include_submitted,
    ).toBe(true);
  });
});

describe('ProjectBudgetInput', () => {
  it.each([
    { budget_days: 20, ok: true },
    { budget_days: 20.25, ok: true },
    { budget_days: 20.1, ok: true },
    { budget_days: null, ok: true },
    { budget_days: 0, ok: false },
    { budget_days: -1, ok: false },
    { budget_days: 1.005, ok: false },
    { budget_days: 100_001, ok: false },
  ])('$budget_days → $ok', ({ budget_days, ok }) => {
    expect(ProjectBudgetInput.safeParse({ budget_days }).success).toBe(ok);
  });
});
