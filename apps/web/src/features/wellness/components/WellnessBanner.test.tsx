import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { meQueryKey } from '../../../lib/me';
import { toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fakeMe } from '../../../test/fakeMe';
import { renderWithProviders } from '../../../test/render';
import { dismissedToday } from '../lib/dismissal';
import WellnessBanner from './WellnessBanner';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();
afterEach(() => window.localStorage.clear());

/** The server: today's mark (null: not rated yet), and 201 to a mark sent. */
function serve(mark: number | null) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? Response.json(
          { id: 1, owner: 7, mark: 4, wellness_period: 'wellness_d_day', activity_report: null },
          { status: 201 },
        )
      : Response.json({ date: todayIso(), mark }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBanner() {
  const client = new QueryClient();
  client.setQueryData(meQueryKey, fakeMe(['collaborator'], {}, { use_wellness: true }));
  return renderWithProviders(<WellnessBanner />, { client });
}

describe('the daily wellness banner', () => {
  it('stays away on a day already rated', async () => {
    const fetchMock = serve(3);
    renderBanner();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: "Comment allez-vous aujourd'hui ?" })).toBeNull();
  });

  it('sends the stars clicked as the day’s mark, says so, and goes', async () => {
    const fetchMock = serve(null);
    renderBanner();
    const banner = await screen.findByRole('region', { name: "Comment allez-vous aujourd'hui ?" });
    fireEvent.click(banner.querySelector(`label[for="${screen.getByRole('radio', { name: '4 étoiles' }).id}"]`)!);
    await waitFor(() => expect(screen.queryByRole('region', { name: "Comment allez-vous aujourd'hui ?" })).toBeNull());
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/wellness/');
    expect(JSON.parse(String(init?.body))).toEqual({ owner: 7, mark: 4, wellness_period: 'wellness_d_day' });
    expect(toasts).toEqual([{ kind: 'success', message: 'Note de bien-être envoyée.' }]);
  });

  it('once dismissed, asks nothing more that day', async () => {
    const fetchMock = serve(null);
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: "Masquer jusqu'à demain" }));
    expect(screen.queryByRole('region', { name: "Comment allez-vous aujourd'hui ?" })).toBeNull();
    expect(dismissedToday(7, todayIso())).toBe(true);
    // Another page load the same day: the server is not even asked.
    fetchMock.mockClear();
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
