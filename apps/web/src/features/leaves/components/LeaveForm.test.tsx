import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import type { Leave } from '../api/types';
import { LeaveForm } from './LeaveForm';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const PAID = { id: 3, value: 'Congés payés', deducting_mode: 'open_days', requires_precision: false, active: true };
/** A draft on Whit Monday 2028 (5 June), counted one day when it was saved: its dates deduct none. */
const WHIT_MONDAY = {
  id: 42,
  owner: 7,
  begin_date: '2028-06-05',
  begin_period: 'AM',
  end_date: '2028-06-05',
  end_period: 'PM',
  number_of_days: 1,
  type_of_leave: PAID.id,
  status: 'draft',
  precision: null,
  comment: null,
  version: 1,
} as unknown as Leave;

/** The server: the types of leave, no balance, and the saved leave echoed. */
function serve() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return Response.json(WHIT_MONDAY);
    if (url.startsWith('/api/typeOfLeave/')) return Response.json({ count: 1, results: [PAID] });
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const days = () => (screen.getByRole('textbox', { name: 'Nombre de jours' }) as HTMLInputElement).value;
const saveDisabled = () => (screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled;
/** jsdom has no layout: the dropdown scrolls nowhere, and both selects' options are in the page. */
Element.prototype.scrollIntoView = () => {};
async function chooseEndPeriod(label: string) {
  const select = screen.getByRole('combobox', { name: 'Période de fin' });
  fireEvent.click(select);
  const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  fireEvent.click(within(listbox).getByRole('option', { name: label, hidden: true }));
}

describe('the leave form on dates that deduct no day (spec/3 §5)', () => {
  it('keeps the day a saved leave counted, asks again when the dates change, and sends the answer', async () => {
    const fetchMock = serve();
    renderWithProviders(<LeaveForm leave={WHIT_MONDAY} ownerId={7} isMine onSaved={() => {}} />);
    await waitFor(() => expect(days()).toBe('1'));
    expect(screen.queryByRole('alert')).toBeNull();

    await chooseEndPeriod('Matin');
    const question = await screen.findByRole('alert');
    expect(question.textContent).toContain(
      "Aucun jour n'est décompté : la date choisie est un jour férié. Voulez-vous compter un jour de congé ?",
    );
    expect(saveDisabled()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Compter un jour' }));
    expect(days()).toBe('0,5');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ end_period: 'AM', count_one_day: true });
  });

  it('declined, tells to choose another date and keeps Save disabled', async () => {
    serve();
    renderWithProviders(<LeaveForm leave={WHIT_MONDAY} ownerId={7} isMine onSaved={() => {}} />);
    await waitFor(() => expect(days()).toBe('1'));
    await chooseEndPeriod('Matin');
    fireEvent.click(await screen.findByRole('button', { name: 'Choisir une autre date' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choisissez une autre date : un jour férié ne compte aucun jour de congé.',
    );
    expect(days()).toBe('0');
    expect(saveDisabled()).toBe(true);
  });
});
