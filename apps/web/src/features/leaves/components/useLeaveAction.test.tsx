import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmations, toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderApiHook } from '../../../test/render';
import type { Leave } from '../api/types';
import { useLeaveAction } from './useLeaveAction';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const LEAVE = {
  id: 42,
  begin_date: '2026-03-02',
  end_date: '2026-03-06',
  owner_object: { first_name: 'Alice', last_name: 'Martin' },
} as unknown as Leave;

const setUp = (status: number, body: unknown) => renderApiHook(() => useLeaveAction(), status, body);

describe('useLeaveAction', () => {
  it('asks first, then PATCHes the status, says it done and refreshes the leave lists', async () => {
    const { result, fetchMock, invalidate } = setUp(200, { ...LEAVE, status: 'accepted' });
    act(() => result.current.run('validate', LEAVE));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(confirmations[0]).toMatchObject({
      title: 'Valider le congé',
      message: "Valider le congé d'Alice Martin ?",
    });

    act(() => confirmations[0]?.onConfirm(''));
    expect(result.current.isPending(LEAVE, 'validate')).toBe(true);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: "Le congé d'Alice Martin est validé." }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leave/42/');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"status":"accepted"}');
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['leave'] }));
    await waitFor(() => expect(result.current.isPending(undefined, 'validate')).toBe(false));
  });

  it('sends the status each action stands for', async () => {
    const sent: string[] = [];
    for (const action of ['submit', 'cancel', 'unsubmit', 'refuse'] as const) {
      const { result, fetchMock } = setUp(200, LEAVE);
      act(() => result.current.run(action, LEAVE));
      act(() => confirmations.at(-1)?.onConfirm(''));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      sent.push(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).status);
    }
    expect(sent).toEqual(['submitted', 'draft', 'draft', 'refused']);
  });

  it('names the action of a cancellation, whose targets an unsubmit or a validation share (issue 28)', async () => {
    const sent: unknown[] = [];
    for (const action of ['request_cancellation', 'accept_cancellation', 'refuse_cancellation'] as const) {
      const { result, fetchMock } = setUp(200, LEAVE);
      act(() => result.current.run(action, LEAVE));
      act(() => confirmations.at(-1)?.onConfirm(''));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      sent.push(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)));
    }
    expect(sent).toEqual([
      { status: 'cancellation_requested', action: 'request_cancellation' },
      { status: 'draft', action: 'accept_cancellation' },
      { status: 'accepted', action: 'refuse_cancellation' },
    ]);
    expect(confirmations.map((c) => c.title)).toEqual([
      "Demander l'annulation",
      "Accepter l'annulation",
      "Refuser l'annulation",
    ]);
    expect(confirmations[1]?.message).toBe(
      "Annuler le congé d'Alice Martin ? Il repassera en brouillon et ses jours seront rendus au solde.",
    );
  });

  it('says the server refusal in the action own words', async () => {
    const { result } = setUp(409, { detail: 'A accepted leave cannot become refused.', code: 'invalid_transition' });
    act(() => result.current.run('refuse', LEAVE));
    act(() => confirmations[0]?.onConfirm(''));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.kind).toBe('error');
    expect(toasts[0]?.message).toMatch(/^Impossible de refuser ce congé : /);
  });

  it('asks why when refusing (optional), and sends the reason written', async () => {
    const { result, fetchMock } = setUp(200, { ...LEAVE, status: 'refused' });
    act(() => result.current.run('refuse', LEAVE));
    expect(confirmations[0]?.note).toMatchObject({ label: 'Motif (facultatif)', maxLength: 1000 });
    act(() => confirmations[0]?.onConfirm("Trop d'absents cette semaine."));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ status: 'refused', reason: "Trop d'absents cette semaine." });
  });

  it('asks no reason for the other decisions', () => {
    const { result } = setUp(200, LEAVE);
    act(() => result.current.run('validate', LEAVE));
    expect(confirmations[0]?.note).toBeUndefined();
  });

  it('names the step it decides in an approval circuit, and accepts a step that is not the last (issue 28)', async () => {
    const sent: unknown[] = [];
    const atStep = { ...LEAVE, circuit: { step: 1, steps: 2, role: 'manager' } } as Leave;
    for (const action of ['approve_step', 'refuse', 'unsubmit'] as const) {
      const { result, fetchMock } = setUp(200, atStep);
      act(() => result.current.run(action, atStep));
      act(() => confirmations.at(-1)?.onConfirm(''));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      sent.push(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)));
    }
    expect(sent).toEqual([
      { status: 'accepted', action: 'approve_step', step: 1 },
      { status: 'refused', step: 1 },
      { status: 'draft' },
    ]);
    expect(confirmations[0]).toMatchObject({
      title: "Valider l'étape",
      message: "Valider votre étape du congé d'Alice Martin ? La demande passera à l'étape suivante du circuit.",
    });
  });
});
