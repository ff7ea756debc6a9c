import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, todayIso } from '../../../lib/dates';
import { meQueryKey } from '../../../lib/me';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fakeMe } from '../../../test/fakeMe';
import { renderWithProviders } from '../../../test/render';
import LeavesListPage from './LeavesListPage';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

/** The leaves list on a server that has no leave; the list requests it made. */
function openList(url = '/leaves') {
  const fetchMock = vi.fn(async (url: string) =>
    Response.json(url.startsWith('/api/leave/balance') ? [] : { count: 0, results: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  client.setQueryData(meQueryKey, fakeMe(['collaborator']));
  renderWithProviders(<LeavesListPage />, { client, at: { url, path: '/leaves' } });
  const listCalls = () =>
    fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x')).filter((url) => url.pathname === '/api/leave/');
  return { listCalls };
}

describe('the leaves list (spec/2 §9)', () => {
  it('starts at the current month’s first day, a filter the user can clear', async () => {
    const { listCalls } = openList();
    const firstOfMonth = `${todayIso().slice(0, 7)}-01`;
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0]?.searchParams.get('begin_date')).toBe(firstOfMonth);
    // Older leaves may exist: the empty list says the filters match nothing (the page's button asks for a leave).
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Aucun congé ne correspond à ces filtres.');

    // The pill's remove button is hidden from the accessibility tree by Mantine (the panel's Clear says it too).
    fireEvent.click(screen.getByLabelText(`Retirer le filtre À partir du : ${formatDate(firstOfMonth)}`));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.has('begin_date')).toBe(false));
  });

  it("opened from the dashboard's recap on a status, starts at January 1st: the list holds what the recap counted", async () => {
    const { listCalls } = openList('/leaves?filter=refused');
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0]?.searchParams.get('begin_date')).toBe(`${todayIso().slice(0, 4)}-01-01`);
    expect(listCalls()[0]?.searchParams.get('status')).toBe('refused');
  });
});
