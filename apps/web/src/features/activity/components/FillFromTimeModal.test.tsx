import type { ActivityFillFromTimeOut } from '@staff/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/me';
import { toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fakeMe } from '../../../test/fakeMe';
import { renderWithProviders } from '../../../test/render';
import type { ActivityReportDetail } from '../api/types';
import { ReportActionBar } from './ReportActionBar';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const REPORT = {
  id: 5,
  owner: 7,
  editable: true,
  slices_per_day: 2,
  activities: [],
} as unknown as ActivityReportDetail;
const PREVIEW: ActivityFillFromTimeOut = {
  days: [
    { date: '2026-06-01', activities: [{ project_id: 1, project_name: 'Refonte', slices: 2 }] },
    {
      date: '2026-06-02',
      activities: [{ project_id: 2, project_name: 'Formation', slices: 1 }],
      skipped_reason: 'already_filled',
    },
    { date: '2026-06-06', activities: [], skipped_reason: 'weekend' },
  ],
  overwrites: 1,
  unassigned_seconds: 5400,
};

/** The action bar of `report` for a collaborator of a company with `flags`, on a fetch answering the preview. */
function setUp(report = REPORT, flags = { use_activities: true, use_time_tracking: true }) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    Response.json(init?.method === 'POST' ? { count: 2, results: [] } : PREVIEW),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  client.setQueryData(meQueryKey, fakeMe(['collaborator'], {}, flags));
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithProviders(<ReportActionBar report={report} onAdd={() => {}} />, { client });
  return { fetchMock, invalidate };
}

const ACTION = 'Remplir depuis le suivi du temps';

describe('Fill from time tracking (issue 23)', () => {
  it('is offered on her own draft when the company tracks time, and nowhere else', () => {
    setUp({ ...REPORT, owner: 8 });
    expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
    document.body.innerHTML = '';
    setUp({ ...REPORT, editable: false });
    expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
    document.body.innerHTML = '';
    setUp(REPORT, { use_activities: true, use_time_tracking: false });
    expect(screen.queryByRole('button', { name: ACTION })).toBeNull();
  });

  it('previews the days and why some are left, overwrites only when allowed, then writes and refreshes', async () => {
    const { fetchMock, invalidate } = setUp();
    fireEvent.click(screen.getByRole('button', { name: ACTION }));
    const dialog = await screen.findByRole('dialog', { name: ACTION });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'JourActivitésStatut',
      '01/06/2026Refonte : 1,00 j (2 tranches)À remplir',
      '02/06/2026Formation : 0,50 j (1 tranche)Déjà rempli',
      '06/06/2026Week-end',
    ]);
    expect(within(dialog).getByText(/1:30 h de temps suivi sans projet/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('switch', { name: /^Remplacer les activités du jour déjà rempli/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remplir 2 jours' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'success', message: '2 activités ajoutées depuis le suivi du temps.' }]),
    );
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual([
      '/api/activity-report/5/from-time-tracking/',
      'POST',
      '{"overwrite":true}',
    ]);
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['activity-report'] }));
  });
});
