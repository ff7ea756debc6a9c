import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import { RetentionCard } from './RetentionCard';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

/** The server: the company keeps marks 24 months; a PUT answers what it saved. */
function serve() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    Response.json(init?.method === 'PUT' ? JSON.parse(String(init.body)) : { retention_months: 24 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the retention card', () => {
  it('shows the saved period, refuses one out of range, and saves one within it', async () => {
    const fetchMock = serve();
    renderWithProviders(<RetentionCard />, { client: new QueryClient() });
    const input = (await screen.findByRole('textbox', { name: 'Durée (en mois)' })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('24'));
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '2' } });
    expect(await screen.findByText('Entre 3 et 120 mois.')).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '36' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Durée de conservation enregistrée.' }]));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/wellness/settings/');
    expect(JSON.parse(String(init?.body))).toEqual({ retention_months: 36 });
  });
});
