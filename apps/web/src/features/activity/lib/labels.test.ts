import { describe, expect, it } from 'vitest';
import {
  formatDays,
  leavePieceLabel,
  overtimeText,
  overtimeTotal,
  projectButtonLabel,
  sliceLabel,
  sliceStart,
} from './labels';

const project = {
  id: 1,
  name: 'Refonte du SI',
  nickname: null,
  color: '#ed7f10',
  customer_name: 'Banque Populaire',
  customer_nickname: null,
  customer: 7,
  chargeable: true,
};
const t = (key: string) => `[${key}]`;

describe('project button labels (spec/1 §9: customer 5; issue 25: the project by its name)', () => {
  it("truncates the customer to 5 characters and keeps the project's name whole", () => {
    expect(projectButtonLabel(project)).toBe('Banqu · Refonte du SI');
  });

  it("prefers the customer's nickname, never the project's code, and shows the project alone without customer", () => {
    expect(projectButtonLabel({ ...project, nickname: 'SI', customer_nickname: 'BP' })).toBe('BP · Refonte du SI');
    expect(projectButtonLabel({ ...project, customer_name: null, name: 'Formation' })).toBe('Formation');
  });
});

describe('slice names', () => {
  it('names the two halves of a day', () => {
    expect(sliceLabel(0, 2, t)).toBe('[activity.slices.morning]');
    expect(sliceLabel(1, 2, t)).toBe('[activity.slices.afternoon]');
  });

  it('gives the start time in a day of 08:00–12:00 and 14:00–18:00', () => {
    expect([0, 1, 2, 3].map((s) => sliceStart(s, 4))).toEqual(['08:00', '10:00', '14:00', '16:00']);
    expect(sliceStart(7, 8)).toBe('17:00');
    expect(sliceStart(1, 32)).toBe('08:15');
    expect(sliceStart(16, 32)).toBe('14:00');
    expect(sliceStart(31, 32)).toBe('17:45');
  });

  it('names a leave by its type, and its half when it is not the whole day', () => {
    expect(leavePieceLabel('Congé payé', { from: 0, to: 1 }, 2, t)).toBe('Congé payé');
    expect(leavePieceLabel('Congé payé', { from: 0, to: 0 }, 2, t)).toBe('Congé payé · [activity.slices.morningLower]');
    expect(leavePieceLabel('RTT', { from: 4, to: 7 }, 8, t)).toBe('RTT · [activity.slices.afternoonLower]');
  });
});

describe('days', () => {
  it('keeps the decimals asked for, in the language of the user', () => {
    expect(formatDays(20.5, 'fr', 2)).toBe('20,50');
    expect(formatDays(20.5, 'en', 2)).toBe('20.50');
    expect(formatDays(3, 'fr', 1)).toBe('3,0');
  });
});

describe('the PDF links', () => {
  it('point at the API route, shown (pdf=0) or downloaded (pdf=1)', async () => {
    const { activityReportPdfUrl } = await import('../api/reports');
    expect(activityReportPdfUrl(7, false)).toBe('/api/pdf/activity-report/7?pdf=0');
    expect(activityReportPdfUrl(7, true)).toBe('/api/pdf/activity-report/7?pdf=1');
  });
});

describe('overtime on the grid', () => {
  const line = (short_name: string, hours_overtime: number, minutes_overtime: number) => ({
    id: 1,
    activity: 1,
    user: 1,
    type_of_overtime: 1,
    type_name: short_name,
    short_name,
    hours_overtime,
    minutes_overtime,
  });

  it('sums the lines for the cell and names each for its tooltip', () => {
    const activity = { overtime: [line('HS', 1, 15), line('N', 2, 0)] };
    expect(overtimeTotal(activity)).toBe('+3 h 15');
    expect(overtimeText(activity)).toBe('HS 1 h 15, N 2 h');
    expect(overtimeTotal({ overtime: [] })).toBe('');
  });
});
