import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import { TimeTrackingHeader } from './TimeTrackingHeader';

withFrenchAndFakeDialogs();
afterEach(() => vi.unstubAllGlobals());

/** A window whose width answers `max-width` queries as a `width`-pixel screen would (1em = 16px). */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width: ([\d.]+)em/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) * 16 : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    };
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the time-tracking tabs', () => {
  it('carry their names on a computer', () => {
    windowOf(1440);
    renderWithProviders(<TimeTrackingHeader title="Tâches" />);
    expect(tabNames()).toEqual(['Tâches', 'Feuille de temps', 'Statistiques', 'Réglages']);
  });

  it('carry their short names on a 390 px phone, so the four fit', () => {
    windowOf(390);
    renderWithProviders(<TimeTrackingHeader title="Tâches" />);
    expect(tabNames()).toEqual(['Tâches', 'Semaine', 'Stats', 'Réglages']);
  });
});
