import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import type { Drafts, GridRow } from '../lib/timesheetGrid';
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

function Grid({ onSave }: { onSave: () => void }) {
  const [drafts, setDrafts] = useState<Drafts>({});
  return (
    <TimesheetGrid
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
