import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import type { TimeEntry } from '../api/types';
import HeaderStopwatch from './HeaderStopwatch';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();
afterEach(() => vi.useRealTimers());

const NOW = Date.parse('2026-11-24T10:00:00Z');
const RUNNING = {
  id: 3,
  description: 'Revue de code',
  project: null,
  tags: [],
  start_time: '2026-11-24T08:58:55Z',
  end_time: null,
  duration: null,
  owner: 7,
  day: '2026-11-24',
} as TimeEntry;

/** A server holding `running` (or none): GET timer/ answers it, POST timer/ starts, POST timer/stop/ stops. */
function serve(running: TimeEntry | null) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${url}`;
    if (call === 'GET /api/timer/') return Response.json(running);
    if (call === 'POST /api/timer/')
      return Response.json({ ...RUNNING, ...JSON.parse(String(init?.body)) }, { status: 201 });
    if (call === 'POST /api/timer/stop/') return Response.json({ ...RUNNING, end_time: '2026-11-24T10:00:00Z' });
    return Response.json({ count: 0, results: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

describe('the header stopwatch (spec/2 §4.3)', () => {
  it('shows the running task of the server, ticking every second, and stops it with the spec’s words', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const fetchMock = serve(RUNNING);
    renderWithProviders(<HeaderStopwatch />);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('1:01:05');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer.textContent).toBe('1:01:07');
    // Real time again: the query client's scheduling does not run on a frozen clock.
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter la tâche « Revue de code »' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'success', message: 'La tâche « Revue de code » est arrêtée et enregistrée !' }]),
    );
    expect(calls(fetchMock)).toContain('POST /api/timer/stop/');
  });

  it('starts a task from its form, which asks for a description first', async () => {
    const fetchMock = serve(null);
    renderWithProviders(<HeaderStopwatch />);
    fireEvent.click(await screen.findByRole('button', { name: 'Démarrer une tâche' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Démarrer' }));
    expect(await screen.findByText('Veuillez saisir au moins une description !')).toBeTruthy();
    expect(calls(fetchMock)).not.toContain('POST /api/timer/');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Spécifications' } });
    // jsdom hides the popover once its position is computed (no layout): the button is still the form's.
    fireEvent.click(screen.getByRole('button', { name: 'Démarrer', hidden: true }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Nouvelle tâche démarrée !' }]));
    const start = fetchMock.mock.calls.find(([url, init]) => url === '/api/timer/' && init?.method === 'POST');
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({ description: 'Spécifications', project: null, tags: [] });
  });
});
