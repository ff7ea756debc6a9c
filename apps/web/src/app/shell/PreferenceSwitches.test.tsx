import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { meQueryKey } from '../../lib/me';
import type { Me } from '../../lib/types';
import { fakeMe } from '../../test/fakeMe';
import { initFrench } from '../../test/i18n';
import { fetchCall, renderWithProviders, stubFetch } from '../../test/render';
import { PreferenceSwitches } from './PreferenceSwitches';

beforeAll(initFrench);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('fr');
});

/** The switches with `me` signed in (null: a visitor), on a fetch answering `status` and `body`. */
function switches(me: Me | null, status = 200, body: unknown = {}) {
  const fetchMock = stubFetch(status, body);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(meQueryKey, me);
  renderWithProviders(<PreferenceSwitches />, { client });
  return { fetchMock, client };
}

describe('the language switch (issue 28)', () => {
  it('records a signed-in user’s new language through their account', async () => {
    const me = fakeMe(['collaborator']);
    const { fetchMock, client } = switches(me, 200, { ...me, language: 'en' });
    fireEvent.click(screen.getByLabelText('EN'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const call = fetchCall(fetchMock);
    expect([call.url, call.method, call.body]).toEqual(['/api/my_account/', 'PATCH', '{"language":"en"}']);
    await waitFor(() => expect(client.getQueryData<Me>(meQueryKey)?.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('asks nothing for a visitor, nor when the language is the user’s already', async () => {
    const visitor = switches(null);
    fireEvent.click(screen.getByLabelText('EN'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(visitor.fetchMock).not.toHaveBeenCalled();
    cleanup();
    await changeLanguage('fr');

    // Signed in on a French interface, the user's own language being English already.
    const english = switches(fakeMe(['collaborator'], { language: 'en' }));
    fireEvent.click(screen.getByLabelText('EN'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(english.fetchMock).not.toHaveBeenCalled();
  });

  it('shows the saved language again when the server refuses the new one', async () => {
    const { fetchMock, client } = switches(fakeMe(['collaborator']), 500, { detail: 'x', code: 'error' });
    fireEvent.click(screen.getByLabelText('EN'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(client.getQueryData<Me>(meQueryKey)?.language).toBe('fr'));
  });
});
