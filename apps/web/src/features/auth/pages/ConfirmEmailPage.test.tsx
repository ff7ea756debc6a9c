import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PendingEmail } from '../../../components/PendingEmail';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import ConfirmEmailPage from './ConfirmEmailPage';

beforeAll(async () => {
  await initFrench();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page at /confirm-email/abc, on a server answering the link's check with `check`; records the calls. */
function open(check: Response) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (url.startsWith('/api/email-change/')) return method === 'PUT' ? new Response(null, { status: 204 }) : check;
      return json(401, { code: 'not_authenticated', detail: 'x' });
    }),
  );
  renderWithProviders(<ConfirmEmailPage />, { at: { url: '/confirm-email/abc', path: '/confirm-email/:token' } });
  return calls;
}

describe('/confirm-email/{token} (issue 21)', () => {
  it('shows the address on opening, and confirms it only on the click', async () => {
    const calls = open(json(200, { email: 'alice.new@example.org' }));
    expect(
      await screen.findByText('Cette adresse deviendra celle de votre compte : alice.new@example.org'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer cette adresse' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "C'est fait : alice.new@example.org est maintenant l'adresse de votre compte.",
      ),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ url: '/api/email-change/abc/', method: 'PUT' }]);
  });

  it('keeps "e-mail" of its title on one line at 390 px: a non-breaking hyphen (U+2011), in French and English', async () => {
    open(json(200, { email: 'alice.new@example.org' }));
    expect(await screen.findByText('Confirmer votre nouvelle adresse e\u2011mail')).toBeTruthy();
    const en = (await import('../../../../public/locales/en.json')).default as { emailChange: { title: string } };
    expect(en.emailChange.title).toBe('Confirm your new e\u2011mail address');
  });

  it('says a spent or expired link is dead, with no button', async () => {
    open(json(400, { code: 'invalid_token', detail: 'This link is invalid or has expired.' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Ce lien n'est pas valide ou a expiré. Demandez un nouveau changement d'adresse.",
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the pending address under an e-mail field', () => {
  it('says it waits for its confirmation, and nothing when there is none', async () => {
    const { rerender } = renderWithProviders(<PendingEmail email="alice.new@example.org" />);
    expect(screen.getByRole('status').textContent).toContain(
      'Nouvelle adresse en attente de confirmation : alice.new@example.org',
    );
    rerender(<PendingEmail email={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
