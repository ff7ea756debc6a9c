import type { ActivityReportDetailOut } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { activitiesOfCustomer, reportGrid } from './activity-reports.pdf-grid';

type Activity = ActivityReportDetailOut['activities'][number];
const activity = (name: string, customer: number | null, date: string, from: number, to: number): Activity => ({
  id: from,
  report: 1,
  project: from,
  project_object: {
    id: from,
    name,
    nickname: null,
    color: '#000',
    customer,
    customer_name: customer ? `Client ${customer}` : null,
    customer_nickname: null,
    chargeable: true,
  },
  begin_date: date,
  begin_slice: from,
  end_date: date,
  end_slice: to,
  nb_slices: to - from + 1,
  nb_days: (to - from + 1) / 4,
  description: null,
  overtime: [],
});

// November 2026, 4 slices a day: Monday 2 has API (08:00–12:00), Audit 14:00–16:00 and nothing after.
const activities = [activity('API', 1, '2026-11-02', 0, 1), activity('Audit', 2, '2026-11-02', 2, 2)];
const report = {
  first_day: '2026-11-01',
  last_day: '2026-11-30',
  slices_per_day: 4,
  activities,
  leaves: [
    {
      id: 1,
      begin_date: '2026-11-03',
      begin_period: 'PM' as const,
      end_date: '2026-11-03',
      end_period: 'PM' as const,
      status: 'accepted' as const,
      type_name: 'Congés payés',
      removable: false,
    },
  ],
};

describe('the PDF grid', () => {
  const grid = reportGrid(report, activities, (leave) => leave.type_name ?? 'Absence');
  const day = (date: string) => grid.find((d) => d.date === date)!;

  it('has a row per day of the month, weekends and holidays marked', () => {
    expect(grid).toHaveLength(30);
    expect(day('2026-11-01')).toMatchObject({
      label: 'dim. 01/11',
      off: 'holiday',
      halves: [{ text: 'Férié : Toussaint' }, {}],
    });
    expect(day('2026-11-07')).toMatchObject({
      label: 'sam. 07/11',
      off: 'weekend',
      halves: [{ text: 'Week-end' }, {}],
    });
  });

  it('names what fills each half day, with the time of each when several share it', () => {
    expect(day('2026-11-02')).toMatchObject({
      off: null,
      halves: [
        { text: 'API', leave: false },
        { text: 'Audit 2 h · Non rempli 2 h', leave: false },
      ],
      days: 0.75,
    });
    expect(day('2026-11-03').halves).toEqual([
      { text: '', leave: false },
      { text: 'Congés payés', leave: true },
    ]);
  });

  it('reads only the month of a leave that runs for years (its slots past the month would fill memory)', () => {
    // 32 slices a day over nine thousand years: more slots than a Map holds, were they all read.
    const long = {
      ...report.leaves[0]!,
      begin_date: '1000-01-01',
      begin_period: 'AM' as const,
      end_date: '9999-12-31',
    };
    const month = reportGrid({ ...report, slices_per_day: 32, activities: [], leaves: [long] }, [], () => 'Maladie');
    expect(month).toHaveLength(30);
    expect(month.find((d) => d.date === '2026-11-02')!.halves).toEqual([
      { text: 'Maladie', leave: true },
      { text: 'Maladie', leave: true },
    ]);
    expect(month.find((d) => d.date === '2026-11-07')!.off).toBe('weekend');
  });

  it("keeps one customer's activities for its copy", () => {
    expect(activitiesOfCustomer(activities, 2).map((a) => a.project_object.name)).toEqual(['Audit']);
    expect(activitiesOfCustomer(activities, undefined)).toHaveLength(2);
  });
});
