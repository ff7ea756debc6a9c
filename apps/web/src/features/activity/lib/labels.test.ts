import { describe, expect, it } from 'vitest';
import { leavePieceLabel, projectButtonLabel, sliceLabel, sliceStart } from './labels';

const project = {
  id: 1,
  name: 'Refonte du SI',
  nickname: null,
  color: '#ed7f10',
  customer_name: 'Banque Populaire',
  customer_nickname: null,
  chargeable: true,
};
const t = (key: string) => `[${key}]`;

describe('project button labels (spec/1 §9: customer 5, project 9)', () => {
  it('truncates the customer to 5 characters and the project to 9', () => {
    expect(projectButtonLabel(project)).toBe('Banqu · Refonte d');
  });

  it('prefers the nicknames, and shows the project alone without customer', () => {
    expect(projectButtonLabel({ ...project, nickname: 'SI', customer_nickname: 'BP' })).toBe('BP · SI');
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

describe('the PDF links', () => {
  it('point at the API route, shown (pdf=0) or downloaded (pdf=1)', async () => {
    const { activityReportPdfUrl } = await import('../api/reports');
    expect(activityReportPdfUrl(7, false)).toBe('/api/pdf/activity-report/7?pdf=0');
    expect(activityReportPdfUrl(7, true)).toBe('/api/pdf/activity-report/7?pdf=1');
  });
});
