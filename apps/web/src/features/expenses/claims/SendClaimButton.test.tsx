import { MantineProvider } from '@mantine/core';
import type { ExpenseClaimDetailOut } from '@staff/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { initFrench } from '../../../test/i18n';
import { SendClaimButton } from './SendClaimButton';

const confirmations: { title: string; message: string; confirmLabel: string; onConfirm: () => void }[] = [];
vi.mock('../../../components/confirm', () => ({
  openConfirm: (options: (typeof confirmations)[number]) => confirmations.push(options),
}));
const toasts: { kind: string; message: string; title?: string }[] = [];
vi.mock('../../../lib/notify', () => ({
  notifySuccess: (message: string) => toasts.push({ kind: 'success', message }),
  notifyError: (message: string, title?: string) => toasts.push({ kind: 'error', message, title }),
}));

beforeAll(async () => {
  await initFrench();
});
afterEach(() => {
  cleanup();
  confirmations.length = 0;
  toasts.length = 0;
  vi.unstubAllGlobals();
});

const claim = (actions: ExpenseClaimDetailOut['actions']) =>
  ({ id: 9, status: 'draft', actions }) as unknown as ExpenseClaimDetailOut;

function setUp(actions: ExpenseClaimDetailOut['actions'], status = 200, body: unknown = { id: 9 }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <SendClaimButton claim={claim(actions)} month="juin 2019" />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, invalidate };
}

describe('Send (spec/1 §4 "after confirmation")', () => {
  it('is not offered when the claim cannot be sent by the viewer (sent, or a validator)', () => {
    setUp(['accept', 'refuse']);
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it('asks first, then PATCHes the status, says "Note de frais envoyée" and refreshes the claims', async () => {
    const { fetchMock, invalidate } = setUp(['send']);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(confirmations[0]?.title).toBe('Envoyer la note de frais de juin 2019');
    confirmations[0]?.onConfirm();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Note de frais envoyée' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/expense-claim/9/');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'submitted' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['expense-claim'] });
  });

  it("says the server's reason under the spec's failure title", async () => {
    setUp(['send'], 409, { detail: 'x', code: 'expense.notEditable' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    confirmations[0]?.onConfirm();
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          kind: 'error',
          message: "Cette note de frais n'est plus un brouillon : elle ne peut plus être modifiée.",
          title: "Impossible d'envoyer la note de frais",
        },
      ]),
    );
  });
});
