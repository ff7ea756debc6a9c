import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import TaskListPage from './TaskListPage';

withFrenchAndFakeDialogs();

/** A server with no task at all (and no running one, no reminder due). */
function serve() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/time-entry/reminder/')) return Response.json({ due: false, since: null });
    if (url.startsWith('/api/time-entry/')) return Response.json({ count: 0, results: [] });
    return Response.json(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/time-entry/?'));

describe('the task list (spec/2 §2.2, §5.3)', () => {
  it('lists the week, Monday to the next Monday excluded', async () => {
    const fetchMock = serve();
    renderWithProviders(<TaskListPage />);
    expect(await screen.findByText('Aucune tâche cette semaine.')).toBeTruthy();
    const week = new URL(listCalls(fetchMock)[0] ?? '', 'http://x').searchParams;
    const days = (Date.parse(week.get('date_max') ?? '') - Date.parse(week.get('date_min') ?? '')) / 86_400_000;
    expect([week.get('for_me'), new Date(week.get('date_min') ?? '').getUTCDay(), days]).toEqual(['True', 1, 7]);
  });

  it('searches from 2 characters across all weeks, and says when no task has that name', async () => {
    const fetchMock = serve();
    renderWithProviders(<TaskListPage />);
    const search = await screen.findByRole('textbox', { name: 'Rechercher une tâche' });
    fireEvent.change(search, { target: { value: 'a' } });
    expect(screen.getByText('Au moins 2 caractères.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'ac' } });
    expect(await screen.findByText('Aucune tâche de ce nom.', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('/api/time-entry/?for_me=True&limit=100&project=ac'));
  });
});
