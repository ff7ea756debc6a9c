import { describe, expect, it } from 'vitest';
import type { TimeStatistics } from '../api/types';
import { barLabelMode, doughnutData, seriesKey, stackedBarData } from './statisticsChart';

const STATS = {
  total: 5 * 3600,
  by_project: [
    { project_id: 4, name: 'Acme', color: '#ed7f10', seconds: 4 * 3600 },
    { project_id: null, name: null, color: null, seconds: 3600 },
  ],
  by_day: [
    { day: '2026-11-23', seconds: 3 * 3600, by_project: [{ project_id: 4, seconds: 3 * 3600 }] },
    {
      day: '2026-11-24',
      seconds: 2 * 3600,
      by_project: [
        { project_id: 4, seconds: 3600 },
        { project_id: null, seconds: 3600 },
      ],
    },
  ],
  top_project: { project_id: 4, name: 'Acme', seconds: 4 * 3600 },
  top_day: { day: '2026-11-23', seconds: 3 * 3600 },
} as TimeStatistics;

const WEEK = { date_min: '2026-11-23', date_max: '2026-11-30' };

describe('the statistics charts', () => {
  it.each([
    [WEEK, 2, 'weekday'],
    [{ date_min: '2026-11-01', date_max: '2026-12-01' }, 15, 'date'],
    [{ date_min: '2026-11-01', date_max: '2026-12-01' }, 16, 'sparse'],
  ])('labels the bars of %o with %i dates by %s (spec/2 §2.2)', (range, dates, mode) => {
    expect(barLabelMode(range, dates)).toBe(mode);
  });

  it('slices the doughnut by project in hours, a colour per rank, grey and a name for no project', () => {
    expect(doughnutData(STATS, 'Sans projet')).toEqual([
      { name: 'Acme', value: 4, color: 'blue.6' },
      { name: 'Sans projet', value: 1, color: 'gray.5' },
    ]);
  });

  it('stacks each day’s projects, labelled by weekday over one week and by date otherwise', () => {
    const week = stackedBarData(STATS, WEEK, 'fr', 'Sans projet');
    expect(week.data).toEqual([
      { day: 'lun.', [seriesKey(4)]: 3 },
      { day: 'mar.', [seriesKey(4)]: 1, [seriesKey(null)]: 1 },
    ]);
    // The bars' colours are the doughnut's, project by project.
    expect(week.series.map((s) => [s.label, s.color])).toEqual([
      ['Acme', 'blue.6'],
      ['Sans projet', 'gray.5'],
    ]);
    const month = stackedBarData(STATS, { date_min: '2026-11-01', date_max: '2026-12-01' }, 'fr', 'Sans projet');
    expect(month.data.map((row) => row.day)).toEqual(['23/11', '24/11']);
  });
});
