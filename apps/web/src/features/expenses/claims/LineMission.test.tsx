import type { LineMissionOut } from '@staff/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { LineMission } from './LineMission';
import { OverLimitsAlert } from './OverLimitsAlert';

beforeAll(initFrench);
afterEach(cleanup);

const MISSION = { id: 4, object: 'Audit Lyon' };
/** French figures: a narrow no-break space before €, a no-break space in thousands; compared on plain spaces. */
const text = (element: HTMLElement) => element.textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe('LineMission: a line’s mission and the limits it exceeds (issue 24)', () => {
  it('quotes the limit in euros with two decimals, and the line’s amount', () => {
    renderWithProviders(
      <LineMission line={{ mission: MISSION, over_limits: [{ code: 'hotel', limit: 90, amount: 96.5 }] }} />,
    );
    expect(screen.getByText('Mission : Audit Lyon')).toBeTruthy();
    expect(text(screen.getByText(/^Hôtel de/))).toBe(
      'Hôtel de 96,50 € au-delà de la limite de la mission : 90,00 € par nuit',
    );
  });

  it('quotes kilometres for a trip, and says a personal vehicle is not provided for', () => {
    renderWithProviders(
      <LineMission
        line={{
          mission: MISSION,
          over_limits: [
            { code: 'mileage', limit: 1200, amount: 1320.5 },
            { code: 'personal_vehicle', limit: 0, amount: 1320.5 },
          ],
        }}
      />,
    );
    expect(text(screen.getByText(/^Trajet de/))).toBe(
      'Trajet de 1 320,5 km au-delà de la limite de la mission : 1 200 km',
    );
    expect(screen.getByText("L'ordre de mission ne prévoit pas de véhicule personnel")).toBeTruthy();
  });

  it('shows nothing for a line of no mission, only the mission for a line within its limits', () => {
    renderWithProviders(<LineMission line={{ mission: null, over_limits: [] }} />);
    expect(screen.queryByText(/Mission/)).toBeNull();
    cleanup();
    renderWithProviders(<LineMission line={{ mission: MISSION, over_limits: [] }} />);
    expect(screen.getByText('Mission : Audit Lyon')).toBeTruthy();
    expect(screen.queryByText(/au-delà/)).toBeNull();
  });
});

describe('OverLimitsAlert: how many lines exceed their mission’s limits', () => {
  const over: LineMissionOut = { mission: MISSION, over_limits: [{ code: 'dinner', limit: 25, amount: 30 }] };
  const within: LineMissionOut = { mission: MISSION, over_limits: [] };

  it.each<[string, LineMissionOut[], string | null]>([
    ['none over: no alert', [within, { mission: null, over_limits: [] }], null],
    ['one over', [over, within], '1 ligne dépasse les limites de son ordre de mission.'],
    ['two over', [over, over, within], '2 lignes dépassent les limites de leur ordre de mission.'],
  ])('%s', (_name, lines, message) => {
    renderWithProviders(<OverLimitsAlert lines={lines} />);
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(message);
  });
});
