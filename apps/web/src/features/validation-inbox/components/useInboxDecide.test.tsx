import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmations, toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fetchCall, renderApiHook, stubFetch, wrapperOf } from '../../../test/render';
import { ITEMS } from '../lib/testItems';
import { useBulkDecision } from './useBulkDecision';
import { useInboxDecide } from './useInboxDecide';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));
const bulkModals = vi.hoisted(() => [] as { onConfirm?: () => void; children: unknown }[]);
vi.mock('@mantine/modals', () => ({
  modals: { openConfirmModal: (o: (typeof bulkModals)[number]) => bulkModals.push(o) },
}));

withFrenchAndFakeDialogs();

describe('deciding on one item in place', () => {
  it("refuses a leave with its module's confirmation, which asks why, and its module's PATCH", async () => {
    const { result, fetchMock, invalidate } = renderApiHook(() => useInboxDecide(), 200, { id: 5, status: 'refused' });
    act(() => result.current.run('refuse', ITEMS.leave));
    expect(confirmations[0]).toMatchObject({
      title: 'Refuser le congé',
      message: "Refuser le congé d'Alice Martin ?",
      note: { label: 'Motif (facultatif)' },
    });
    act(() => confirmations[0]?.onConfirm('Trop d’absents'));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: "Le congé d'Alice Martin est refusé." }]));
    expect(fetchCall(fetchMock)).toEqual({
      url: '/api/leave/5/',
      method: 'PATCH',
      body: JSON.stringify({ status: 'refused', reason: 'Trop d’absents' }),
    });
    // The module's lists and the inbox (its badges) are refreshed.
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['leave'] }));
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['validation_inbox'] }));
  });

  it.each([
    [
      ITEMS.report,
      'accept',
      '/api/activity-report/5/',
      'accepted',
      "Valider le rapport d'activité d'Alice Martin pour octobre 2026 ?",
    ],
    [
      ITEMS.claim,
      'accept',
      '/api/expense-claim/9/',
      'accepted',
      "Accepter la note de frais d'Alice Martin pour octobre 2026 ?",
    ],
    [
      ITEMS.toPay,
      'pay',
      '/api/expense-claim/10/',
      'payed',
      'Marquer comme payée la note de frais de Bob Durand pour septembre 2026 ?',
    ],
  ] as const)(
    '%#: %s PATCHes its module with the status its machine leads to',
    async (item, decision, url, status, text) => {
      const { result, fetchMock } = renderApiHook(() => useInboxDecide(), 200, { id: item.id, status });
      act(() => result.current.run(decision, item));
      expect(confirmations[0]?.message).toBe(text);
      expect(confirmations[0]?.note).toBeUndefined();
      act(() => confirmations[0]?.onConfirm(''));
      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(fetchCall(fetchMock)).toEqual({ url, method: 'PATCH', body: JSON.stringify({ status }) });
    },
  );

  it.each([
    [
      ITEMS.report,
      '/api/activity-report/5/',
      "Le salarié le lira sur son rapport d'activité et dans l'e-mail de refus.",
    ],
    [ITEMS.claim, '/api/expense-claim/9/', "Le salarié le lira sur sa note de frais et dans l'e-mail de refus."],
  ] as const)(
    '%#: refusing a report or a claim asks why too, and sends the reason (issue 25)',
    async (item, url, help) => {
      const { result, fetchMock } = renderApiHook(() => useInboxDecide(), 200, { id: item.id, status: 'refused' });
      act(() => result.current.run('refuse', item));
      expect(confirmations[0]?.note).toMatchObject({ label: 'Motif (facultatif)', description: help, maxLength: 1000 });
      act(() => confirmations[0]?.onConfirm('Il manque le 3.'));
      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(fetchCall(fetchMock)).toEqual({
        url,
        method: 'PATCH',
        body: JSON.stringify({ status: 'refused', reason: 'Il manque le 3.' }),
      });
    },
  );
});

describe('deciding on a requested cancellation (issue 28)', () => {
  it.each([
    ['accept', 'draft', 'accept_cancellation', "Annuler le congé d'Alice Martin ? Il repassera en brouillon"],
    ['refuse', 'accepted', 'refuse_cancellation', "Refuser l'annulation du congé d'Alice Martin ? Il restera accepté."],
  ] as const)(
    '%s: the leave PATCH names its action, so that one decided first is refused',
    async (decision, status, action, text) => {
      const { result, fetchMock } = renderApiHook(() => useInboxDecide(), 200, { id: 6, status });
      act(() => result.current.run(decision, ITEMS.cancellation));
      expect(confirmations[0]?.message).toContain(text);
      expect(confirmations[0]?.note).toBeUndefined();
      act(() => confirmations[0]?.onConfirm(''));
      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(fetchCall(fetchMock)).toEqual({
        url: '/api/leave/6/',
        method: 'PATCH',
        body: JSON.stringify({ status, action }),
      });
    },
  );

  it("says another validator's earlier decision in the leaves' words", async () => {
    const detail = 'Cette demande d’annulation a déjà été traitée.';
    const { result } = renderApiHook(() => useInboxDecide(), 409, { detail, code: 'concurrent_change' });
    act(() => result.current.run('accept', ITEMS.cancellation));
    act(() => confirmations[0]?.onConfirm(''));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.message).toMatch(/^Impossible d'accepter cette annulation : /);
  });
});

describe('deciding on several at once', () => {
  it('confirms once with the list of what it will do, then reports each failure with its reason', async () => {
    const fetchMock = stubFetch(200, {});
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('activity-report')
        ? new Response(JSON.stringify({ detail: 'x', code: 'activity.transition' }), { status: 409 })
        : new Response(JSON.stringify({ id: 1 }), { status: 200 }),
    );
    const { QueryClient } = await import('@tanstack/react-query');
    const { result } = renderHook(() => useBulkDecision(), { wrapper: wrapperOf(new QueryClient()) });
    const plan = [
      { item: ITEMS.leave, decision: 'accept' as const },
      { item: ITEMS.report, decision: 'accept' as const },
      { item: ITEMS.toPay, decision: 'pay' as const },
    ];
    const done = vi.fn();
    act(() => result.current.start(plan, done));
    expect(fetchMock).not.toHaveBeenCalled();
    const text = JSON.stringify(bulkModals[0]?.children);
    expect(text).toContain("Valider — Congé d'Alice Martin (du 04/02/2031 au 05/02/2031)");
    expect(text).toContain("Valider — Rapport d'activité d'Alice Martin (octobre 2026)");
    expect(text).toContain('Marquer comme payée — Note de frais de Bob Durand (septembre 2026)');
    await act(async () => bulkModals[0]?.onConfirm?.());
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/leave/5/',
      '/api/activity-report/5/',
      '/api/expense-claim/10/',
    ]);
    expect(toasts).toEqual([{ kind: 'success', message: '2 éléments traités.' }]);
    expect(result.current.failures).toHaveLength(1);
    expect(result.current.failures[0]).toMatchObject({
      label: "Valider — Rapport d'activité d'Alice Martin (octobre 2026)",
    });
    expect(result.current.failures[0]?.message).not.toBe('');
  });

  it('refreshes the inbox and each touched module once for the whole batch, not once per item', async () => {
    const fetchMock = stubFetch(200, { id: 1 });
    const { QueryClient } = await import('@tanstack/react-query');
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useBulkDecision(), { wrapper: wrapperOf(client) });
    const plan = [
      { item: ITEMS.leave, decision: 'accept' as const },
      { item: ITEMS.claim, decision: 'accept' as const },
      { item: ITEMS.toPay, decision: 'pay' as const },
    ];
    const done = vi.fn();
    act(() => result.current.start(plan, done));
    await act(async () => bulkModals.at(-1)?.onConfirm?.());
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const roots = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(roots.sort()).toEqual(['["expense-claim"]', '["leave"]', '["validation_inbox"]']);
  });
});
