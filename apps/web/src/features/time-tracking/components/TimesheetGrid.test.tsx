import { fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import type { Drafts, GridRow } from '../lib/timesheetGrid';
import type { TimesheetLayoutProps } from './TimesheetCell';
import { TimesheetDayCards } from './TimesheetDayCards';
import { TimesheetGrid } from './TimesheetGrid';

withFrenchAndFakeDialogs();

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const ROWS: GridRow[] = [
  {
    project: { id: 4, name: 'Formation interne', color: '#6d071a', customer_name: null },
    cells: [0, 0, 0, 0, 0, 0, 0],
  },
  { project: null, cells: [3600, 0, 0, 0, 0, 0, 0] },
];

/** The week in one of its layouts (the grid by default), typing into its own drafts. */
function Grid({
  onSave,
  Layout = TimesheetGrid,
}: {
  onSave: () => void;
  Layout?: (props: TimesheetLayoutProps) => ReactNode;
}) {
  const [drafts, setDrafts] = useState<Drafts>({});
  return (
    <Layout
      days={DAYS}
      rows={ROWS}
      drafts={drafts}
      invalid={new Set()}
      onType={(key, text) => setDrafts((current) => ({ ...current, [key]: text }))}
      onSave={onSave}
    />
  );
}

const cell = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the weekly grid by keyboard', () => {
  it('moves with the arrows, totals as one types, and saves on Enter', () => {
    const onSave = vi.fn();
    renderWithProviders(<Grid onSave={onSave} />);
    const thursday = cell(/^Formation interne, jeu\. 19\/11\/2026$/);
    thursday.focus();
    fireEvent.change(thursday, { target: { value: '3,5' } });
    expect(screen.getByTestId('day-total-3').textContent).toBe('3:30');
    expect(screen.getByTestId('week-total').textContent).toBe('4:30');
    // The caret at the end: right goes to Friday; down goes to the row below.
    thursday.setSelectionRange(3, 3);
    fireEvent.keyDown(thursday, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell(/^Formation interne, ven\. /));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell(/^Sans projet, ven\. /));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledOnce();
  });
});

describe('the week on a phone: one card per day', () => {
  it('has the same cells and totals as the grid, and saves on Enter', () => {
    const onSave = vi.fn();
    renderWithProviders(<Grid onSave={onSave} Layout={TimesheetDayCards} />);
    const thursday = screen.getByRole('region', { name: 'Jeudi 19 novembre' });
    expect(screen.getAllByRole('region')).toHaveLength(8); // seven days, then the week's totals
    const cellOfThursday = cell(/^Formation interne, jeu\. 19\/11\/2026$/);
    expect(thursday.contains(cellOfThursday)).toBe(true);
    fireEvent.change(cellOfThursday, { target: { value: '3,5' } });
    expect(screen.getByTestId('day-total-3').textContent).toBe('3:30');
    expect(screen.getByTestId('day-total-0').textContent).toBe('1:00');
    expect(screen.getByTestId('week-total').textContent).toBe('4:30');
    const week = screen.getByRole('region', { name: 'Total de la semaine' });
    expect(week.textContent).toContain('Formation interne3:30');
    expect(week.textContent).toContain('Sans projet1:00');
    fireEvent.keyDown(cellOfThursday, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('without rows, says what to do instead of seven empty cards', () => {
    renderWithProviders(
      <TimesheetDayCards days={DAYS} rows={[]} drafts={{}} invalid={new Set()} onType={vi.fn()} onSave={vi.fn()} />,
    );
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByText(/ajoutez une ligne de projet/)).toBeTruthy();
  });
});
