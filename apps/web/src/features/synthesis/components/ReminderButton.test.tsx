import type { ReminderPreviewOut, ReminderSendOut } from '@staff/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { ReminderButton } from './ReminderButton';

/**
 * A person gets one reminder a day (issue 21): when some recipients were reminded today, Send asks first, and only an
 * explicit "remind them again" sends `force: true`.
 */
beforeAll(async () => {
  await initFrench();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (user_id: number, reminded_today: boolean) => ({
  user_id,
  first_name: `P${user_id}`,
  last_name: 'Durand',
  email: `p${user_id}@example.com`,
  report: null,
  reminded_today,
});

function setUp(recipients: ReminderPreviewOut['recipients']) {
  const preview: ReminderPreviewOut = { for_month: '2030-01', subject: 'Rappel', text: 'Bonjour', recipients };
  const sent: ReminderSendOut = { for_month: '2030-01', sent: 1, failed: 0, already_reminded: 0, results: [] };
  const fetchMock = vi.fn(
    async (url: string) =>
      new Response(JSON.stringify(String(url).includes('send-reminder-mail') ? sent : preview), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReminderButton month="2030-01" />);
  const posted = () =>
    fetchMock.mock.calls
      .map((call) => call as unknown as [string, RequestInit])
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init.body)));
  return { posted };
}

async function openAndSend() {
  fireEvent.click(screen.getByRole('button', { name: 'Relancer les CRA manquants' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
}

describe('the reminder, once a day unless confirmed', () => {
  it('sends at once when nobody was reminded today', async () => {
    const { posted } = setUp([person(1, false), person(2, false)]);
    await openAndSend();
    await waitFor(() => expect(posted()).toEqual([{ for_month: '2030-01', force: false }]));
  });

  it('asks first when someone was, and forces only when told to remind them again', async () => {
    const { posted } = setUp([person(1, true), person(2, false)]);
    await openAndSend();
    expect(await screen.findByText(/1 destinataire a déjà été relancé aujourd'hui/)).toBeTruthy();
    expect(posted()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Les relancer aussi' }));
    await waitFor(() => expect(posted()).toEqual([{ for_month: '2030-01', force: true }]));
  });

  it('sends only to the others without force', async () => {
    const { posted } = setUp([person(1, true), person(2, false)]);
    await openAndSend();
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer seulement aux autres' }));
    await waitFor(() => expect(posted()).toEqual([{ for_month: '2030-01', force: false }]));
  });

  it('sends to the recipients accounting left ticked only (issue 25)', async () => {
    const { posted } = setUp([person(1, false), person(2, false), person(3, false)]);
    fireEvent.click(screen.getByRole('button', { name: 'Relancer les CRA manquants' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /P2 Durand/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(posted()).toEqual([{ for_month: '2030-01', force: false, user_ids: [1, 3] }]));
  });

  it('cannot send once everyone is unticked', async () => {
    setUp([person(1, false)]);
    fireEvent.click(screen.getByRole('button', { name: 'Relancer les CRA manquants' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /P1 Durand/ }));
    expect((screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
