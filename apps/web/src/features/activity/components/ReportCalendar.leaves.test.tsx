import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmations, toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import type { ActivityReportDetail } from '../api/types';
import { ReportCalendar } from './ReportCalendar';
import { useDaySelection } from './useDaySelection';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const leave = (id: number, day: string, type_name: string, removable: boolean) => ({
  id,
  begin_date: day,
  begin_period: 'AM',
  end_date: day,
  end_period: 'PM',
  status: 'accepted',
  type_name,
  removable,
});
// November 2026, a draft: a training on Tuesday 3 the owner may remove, paid leave on Thursday 5 fixed.
const REPORT = {
  id: 5,
  date: '2026-11-01',
  period: 'month',
  first_day: '2026-11-01',
  last_day: '2026-11-30',
  slices_per_day: 2,
  editable: true,
  activities: [],
  leaves: [leave(8, '2026-11-03', 'Formation externe', true), leave(9, '2026-11-05', 'Congés payés', false)],
} as unknown as ActivityReportDetail;

function Grid() {
  const selection = useDaySelection(REPORT);
  return <ReportCalendar report={REPORT} onPick={() => {}} selection={selection} />;
}

describe('a leave whose days the owner may remove from the report (can_delete_from_activity_report)', () => {
  it('is a button that says what removing means, then asks the server', async () => {
    const fetchMock = vi.fn(async () => Response.json(REPORT));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Grid />);
    // The grid and the phone's list both draw each day: the first is the week grid's.
    const [training] = screen.getAllByRole('button', { name: 'Formation externe · retirer ses jours du rapport' });
    fireEvent.click(training!);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({
      title: 'Retirer ce congé du rapport ?',
      message:
        "Les jours de « Formation externe » du 03/11/2026 au 03/11/2026 deviendront libres à remplir dans vos rapports d'activité. Le congé lui-même ne change pas : ses dates, son statut et ses jours décomptés restent.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
    confirmations[0]!.onConfirm('');
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Jours du congé retirés du rapport' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/activity-report/5/remove-leave/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ leave: 8 });
  });

  it('leaves the other leaves as they were: no button', () => {
    renderWithProviders(<Grid />);
    expect(screen.queryAllByRole('button', { name: /Congés payés/ })).toEqual([]);
    expect(screen.getAllByText('Congés payés').length).toBeGreaterThan(0);
  });
});
