import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import { ReminderNotice } from './ReminderNotice';

withFrenchAndFakeDialogs();

function serve(due: boolean) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ due, since: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the in-app reminder notice', () => {
  it('says nothing when no reminder is due', async () => {
    const fetchMock = serve(false);
    renderWithProviders(<ReminderNotice />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the due reminder until dismissed, which the server is told', async () => {
    const fetchMock = serve(true);
    renderWithProviders(<ReminderNotice />);
    expect(await screen.findByText('Rien de suivi ces derniers temps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Masquer le rappel' }));
    await waitFor(() => expect(screen.queryByText('Rien de suivi ces derniers temps')).toBeNull());
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/time-entry/reminder/',
      'DELETE /api/time-entry/reminder/',
    ]);
  });
});
