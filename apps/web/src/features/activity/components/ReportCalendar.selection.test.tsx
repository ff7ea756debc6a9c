import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import type { ActivityReportDetail } from '../api/types';
import { DaySelectionBar } from './DaySelectionBar';
import { ReportCalendar } from './ReportCalendar';
import { useDaySelection } from './useDaySelection';

beforeAll(initFrench);

// November 2026, a draft: Monday 2 holds an activity with 2 h 30 of overtime.
const REPORT = {
  id: 5,
  date: '2026-11-01',
  period: 'month',
  first_day: '2026-11-01',
  last_day: '2026-11-30',
  slices_per_day: 2,
  editable: true,
  leaves: [],
  activities: [
    {
      id: 1,
      report: 5,
      project: 3,
      project_object: {
        id: 3,
        name: 'Refonte espace client',
        nickname: 'ESPCLIENT',
        color: '#ed7f10',
        customer: 2,
        customer_name: 'Banque Atlantique',
        customer_nickname: 'BATL',
        chargeable: true,
      },
      begin_date: '2026-11-02',
      begin_slice: 0,
      end_date: '2026-11-02',
      end_slice: 1,
      nb_slices: 2,
      nb_days: 1,
      description: null,
      overtime: [
        {
          id: 1,
          activity: 1,
          user: 7,
          type_of_overtime: 1,
          type_name: 'Heures sup.',
          short_name: 'HS',
          hours_overtime: 2,
          minutes_overtime: 30,
        },
      ],
    },
  ],
} as unknown as ActivityReportDetail;

function Grid({ onPick }: { onPick: () => void }) {
  const selection = useDaySelection(REPORT);
  return (
    <>
      <DaySelectionBar selection={selection} onGive={() => {}} />
      <ReportCalendar report={REPORT} onPick={onPick} selection={selection} />
    </>
  );
}

// The grid and the phone's list both hold each day: the first of each is the week grid's. Labels, not roles: a role
// query walks the whole month twice and is slow.
// The day's number, then what the button does ("3 · Sélectionner le 03/11/2026").
const dayButton = (date: string) => screen.getAllByLabelText(new RegExp(` · Sélectionner le ${date}$`))[0]!;
const activityCell = () => screen.getAllByLabelText(/Refonte espace client/)[0]!;

describe('the month grid (issue 25)', () => {
  it('selects a day by its number, a range by shift-click, and clears with Escape', { timeout: 20_000 }, () => {
    const onPick = vi.fn();
    renderWithProviders(<Grid onPick={onPick} />);
    expect(screen.getByText(/Pour remplir plusieurs jours d'un coup/)).toBeTruthy();
    fireEvent.click(dayButton('03/11/2026'));
    expect(dayButton('03/11/2026').getAttribute('aria-pressed')).toBe('true');
    // Shift-click on Thursday 12: Tuesday 3 to Thursday 12 less the weekend and Wednesday 11 (a public holiday).
    fireEvent.click(dayButton('12/11/2026'), { shiftKey: true });
    expect(screen.getByText('7 jours sélectionnés')).toBeTruthy();
    expect(screen.queryByLabelText(/Sélectionner le 11\/11\/2026/)).toBeNull();
    // A shift-click on an activity extends the selection and opens no modal.
    fireEvent.click(activityCell(), { shiftKey: true });
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByText('8 jours sélectionnés')).toBeTruthy();
    fireEvent.keyDown(dayButton('03/11/2026'), { key: 'Escape' });
    expect(screen.getByText(/Pour remplir plusieurs jours d'un coup/)).toBeTruthy();
  });

  it('tells a touch screen to tap or slide over the days’ numbers: it has no Shift+click', () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: query === '(pointer: coarse)',
    })) as typeof window.matchMedia;
    try {
      const page = within(renderWithProviders(<Grid onPick={() => {}} />).container);
      expect(
        page.getByText(
          "Pour remplir plusieurs jours d'un coup : touchez le numéro de chaque jour, ou glissez d'un numéro à un autre.",
        ),
      ).toBeTruthy();
      expect(page.queryByText(/Maj\+clic/)).toBeNull();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('selects the days a finger slides over from a day’s number; a slide from elsewhere selects nothing', () => {
    const onPick = vi.fn();
    const { container } = renderWithProviders(<Grid onPick={onPick} />);
    // This grid's own (the other tests' stay in the document).
    const page = within(container);
    const cell = (date: string) => container.querySelector(`[data-date="${date}"]`)!;
    const number = (date: string) => page.getAllByLabelText(new RegExp(` · Sélectionner le ${date}$`))[0]!;
    const touch = { pointerType: 'touch', button: 0, pointerId: 1 };
    // jsdom's pointer events keep no pointerType: a finger's touch, as a browser gives it.
    const fingerDown = (target: Element) => {
      const event = new MouseEvent('pointerdown', { bubbles: true, button: 0 });
      Object.defineProperties(event, { pointerType: { value: 'touch' }, pointerId: { value: 1 } });
      fireEvent(target, event);
    };
    // From an activity (not a number): the page scrolls, nothing is selected.
    fingerDown(page.getAllByLabelText(/Refonte espace client/)[0]!);
    fireEvent.pointerEnter(cell('2026-11-05'), touch);
    fireEvent.pointerUp(window, touch);
    expect(page.queryByText(/jours sélectionnés/)).toBeNull();
    // From Tuesday 3's number to Thursday 5: three days.
    fingerDown(number('03/11/2026'));
    fireEvent.pointerEnter(cell('2026-11-04'), touch);
    fireEvent.pointerEnter(cell('2026-11-05'), touch);
    fireEvent.pointerUp(window, touch);
    expect(page.getByText('3 jours sélectionnés')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
  });

  it("shows the project's name and the overtime on the activity's cell, the full name in its tooltip", () => {
    renderWithProviders(<Grid onPick={() => {}} />);
    const cell = activityCell();
    expect(cell.textContent).toBe('BATL · Refonte espace client+2 h 30');
    expect(cell.getAttribute('title')).toBe('Banque Atlantique — Refonte espace client · HS 2 h 30');
  });
});
