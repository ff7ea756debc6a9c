import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/me';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fakeMe } from '../../../test/fakeMe';
import { renderWithProviders } from '../../../test/render';
import LeaveManagementPage from './LeaveManagementPage';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

/** jsdom has no layout: the dropdown scrolls nowhere, and the screen is a wide one (the table's wide columns). */
Element.prototype.scrollIntoView = () => {};
const wideScreen = (query: string) =>
  ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }) as never;

const SERVICES = [
  { id: 2, name: 'Conseil', manager: null, assistant: null, members_count: 3 },
  { id: 5, name: 'Développement', manager: null, assistant: null, members_count: 4 },
];
const LEAVE = {
  id: 9,
  owner: 7,
  owner_object: { id: 7, first_name: 'Alice', last_name: 'Martin', employee_number: 'E07' },
  service: { id: 5, name: 'Développement' },
  begin_date: '2026-12-07',
  begin_period: 'AM',
  end_date: '2026-12-08',
  end_period: 'PM',
  number_of_days: 2,
  type_of_leave: 1,
  type: { value: 'Congés payés', count_as_worked: false, automatically_accept: false },
  status: 'submitted',
  modified: '2026-11-20T10:00:00Z',
  actions: [],
};

/** The back office's leaves on a server with one leave and two services; the list requests it made. */
function openList() {
  const fetchMock = vi.fn(async (url: string) =>
    Response.json(
      url.startsWith('/api/service/')
        ? { count: 2, results: SERVICES }
        : url.startsWith('/api/leave/')
          ? { count: 1, results: [LEAVE] }
          : { count: 0, results: [] },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', wideScreen);
  const client = new QueryClient();
  client.setQueryData(meQueryKey, fakeMe(['hr']));
  renderWithProviders(<LeaveManagementPage />, { client });
  const listCalls = () =>
    fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x')).filter((url) => url.pathname === '/api/leave/');
  return { listCalls };
}

describe("the back office's leaves: the leave's service (spec/3 §3)", () => {
  it('shows it in a sortable column and filters on it', async () => {
    const { listCalls } = openList();
    // The table's cells, not the filter's options: the header and the row by their text.
    const header = await waitFor(
      () => [...document.querySelectorAll('th')].find((th) => th.textContent === 'Service')!,
    );
    const cells = () => [...document.querySelectorAll('td')].map((td) => td.textContent);
    await waitFor(() => expect(cells()).toContain('Développement'));

    fireEvent.click(within(header).getByText('Service'));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('ordering')).toMatch(/^-?service$/));

    const select = screen.getByRole('combobox', { name: 'Service', hidden: true });
    fireEvent.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Conseil', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer', hidden: true }));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('service')).toBe('2'));
    expect(screen.getByLabelText('Retirer le filtre Service : Conseil')).toBeTruthy();
  }, 20_000);
});
