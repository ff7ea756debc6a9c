import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmations, toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fetchCall, renderApiHook, renderHookWithProviders } from '../../../test/render';
import { activityReportListQuery, activityReportQuery } from '../api/reports';
import type { ActivityReport, ActivityReportDetail } from '../api/types';
import { useReportAction } from './useReportAction';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const REPORT = { id: 7, status: 'draft', actions: ['suspend'] } as unknown as ActivityReport;
const WORDS = { name: 'Alice Martin', month: 'février 2026' };

const setUp = (status: number, body: unknown) => renderApiHook(() => useReportAction(), status, body);

describe('useReportAction', () => {
  it('asks first (French elision), PATCHes the status the action leads to, says it done and refreshes', async () => {
    const { result, fetchMock, invalidate } = setUp(200, { ...REPORT, status: 'suspended' });
    act(() => result.current.run('suspend', REPORT, WORDS));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(confirmations[0]).toMatchObject({
      title: "Suspendre le rapport d'activité",
      message: "Suspendre le rapport d'activité d'Alice Martin pour février 2026 ?",
    });
    act(() => confirmations[0]?.onConfirm(''));
    expect(result.current.isPending(REPORT)).toBe(true);
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'success', message: "Le rapport d'activité d'Alice Martin pour février 2026 est suspendu." },
      ]),
    );
    const { url, method, body } = fetchCall(fetchMock);
    expect([url, method, body]).toEqual(['/api/activity-report/7/', 'PATCH', '{"status":"suspended"}']);
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['activity-report'] }));
  });

  it('puts the answer in the report on screen instead of asking it again, and refreshes the lists', async () => {
    const detail = { ...REPORT, activities: [{ id: 1 }], modified: 'before' } as unknown as ActivityReportDetail;
    const answer = { ...REPORT, status: 'suspended', actions: [], modified: 'now' };
    const list = { count: 1, results: [answer] };
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(init?.method === 'PATCH' ? answer : list),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The page's report and a list on screen (observed), both in the cache and fresh until told otherwise.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(activityReportQuery(7).queryKey, detail);
    client.setQueryData(activityReportListQuery({ year: 2026 }).queryKey, { count: 1, results: [REPORT] });
    const { result } = renderHookWithProviders(
      () => {
        useQuery(activityReportQuery(7));
        useQuery(activityReportListQuery({ year: 2026 }));
        return useReportAction();
      },
      { client },
    );
    act(() => result.current.run('suspend', REPORT, WORDS));
    act(() => confirmations[0]?.onConfirm(''));
    await waitFor(() => expect(client.getQueryData(activityReportListQuery({ year: 2026 }).queryKey)).toEqual(list));
    // The report's own fields from the answer, its activities kept; the report is not fetched again, the list is.
    expect(client.getQueryData(activityReportQuery(7).queryKey)).toEqual({ ...detail, ...answer });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'PATCH /api/activity-report/7/',
      'GET /api/activity-report/?year=2026',
    ]);
  });

  it('says a failed unlock in the spec’s words (spec/3 §8), with the server’s reason', async () => {
    const { result } = setUp(409, {
      detail: 'This status change is not possible for this activity report.',
      // The catalogue's code (errors.codes.activity.statusForbidden), written so the locale test does not take it for a key.
      code: `activity.${'statusForbidden'}`,
    });
    act(() => result.current.run('unlock', REPORT, WORDS));
    act(() => confirmations[0]?.onConfirm(''));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      kind: 'error',
      title: "Erreur lors du déverrouillage du rapport d'activité",
      message: "Ce changement de statut n'est pas possible pour ce rapport d'activité.",
    });
    await waitFor(() => expect(result.current.isPending(REPORT)).toBe(false));
  });
});
