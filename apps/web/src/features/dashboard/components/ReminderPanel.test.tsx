import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { ReminderPanel } from './ReminderPanel';

/**
 * The "Pensez-y" panel counts the month's end in business days, in its title and its line alike (issue 25: "Plus que
 * 3 jours" over "1 jour ouvré restant" on one Saturday); it turns orange 5 calendar days or fewer before the end.
 */
beforeAll(initFrench);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders the panel on `day` at noon, Paris time. */
function renderOn(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T11:00:00Z`));
  renderWithProviders(<ReminderPanel />);
}

describe('the reminder panel', () => {
  it.each([
    ['2026-11-28', "Plus qu'un jour ouvré ce mois-ci"], // Saturday: Monday the 30th is left
    ['2026-11-26', 'Plus que 3 jours ouvrés ce mois-ci'], // Thursday: 26, 27, 30
    ['2027-01-31', 'Plus aucun jour ouvré ce mois-ci'], // Sunday, the month's last day
  ])('near the end (%s): the title counts business days: %s', (day, title) => {
    renderOn(day);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.queryByText(/jours ouvrés restants|jour ouvré restant/)).toBeNull();
  });

  it('earlier in the month: one line of business days, no alert', () => {
    renderOn('2026-11-10'); // 15 weekdays from the 10th, the 11th a holiday
    expect(screen.getByText(/^14 jours ouvrés restants en novembre 2026\.$/)).toBeTruthy();
    expect(screen.queryByText(/Plus que/)).toBeNull();
  });
});
