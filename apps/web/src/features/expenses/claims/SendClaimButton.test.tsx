import type { ExpenseClaimDetailOut } from '@staff/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmations, toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { SendClaimButton } from './SendClaimButton';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const claim = (actions: ExpenseClaimDetailOut['actions']) =>
  ({ id: 9, status: 'draft', actions }) as unknown as ExpenseClaimDetailOut;

function setUp(actions: ExpenseClaimDetailOut['actions'], status = 200, body: unknown = { id: 9 }) {
  const fetchMock = stubFetch(status, body);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithProviders(<SendClaimButton claim={claim(actions)} month="juin 2019" />, { client });
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
    confirmations[0]?.onConfirm('');
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Note de frais envoyée' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/expense-claim/9/');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'submitted' });
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['expense-claim'] }));
  });

  it("says the server's reason under the spec's failure title", async () => {
    setUp(['send'], 409, { detail: 'x', code: 'expense.notEditable' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    confirmations[0]?.onConfirm('');
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
