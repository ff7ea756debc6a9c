import { Alert, Anchor, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { spanSlots } from '@staff/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageTitle } from '../../../components/PageTitle';
import { RefusalReason } from '../../../components/RefusalReason';
import { ApiError } from '../../../lib/api';
import { fullName, useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/pageTitle';
import { activityReportQuery } from '../api/reports';
import type { Activity, ActivityReportDetail } from '../api/types';
import { ActivityModal, type ActivityModalStart } from '../components/ActivityModal';
import { DaySelectionBar } from '../components/DaySelectionBar';
import { GiveDaysModal } from '../components/GiveDaysModal';
import { ReportActionBar } from '../components/ReportActionBar';
import { ReportActivitiesTable } from '../components/ReportActivitiesTable';
import { type CalendarPick, ReportCalendar } from '../components/ReportCalendar';
import { ReportRemark } from '../components/ReportRemark';
import { ReportStatusTable } from '../components/ReportStatusTable';
import { SendReportButton } from '../components/SendReportButton';
import { useDaySelection } from '../components/useDaySelection';
import { nextEmptySlot } from '../lib/calendar';
import { activityHomePath } from '../lib/paths';
import { businessDaysOf, daysOf, periodNameOf } from '../lib/period';
import { selectedDates } from '../lib/selection';

/** The first empty working slot after `after` (a slot), to the end of its empty run that day; null: the month is full. */
function nextStart(report: ActivityReportDetail, after: number): ActivityModalStart | null {
  const next = nextEmptySlot(daysOf(report), report.activities, report.leaves, report.slices_per_day, after);
  return next ? { begin_date: next.date, begin_slice: next.slice, end_date: next.date, end_slice: next.end } : null;
}

/** "Add activity": the first empty slot, or the month's first working day when it is full (the server then says so). */
function addStart(report: ActivityReportDetail): ActivityModalStart {
  const day = businessDaysOf(daysOf(report))[0] ?? report.first_day;
  return (
    nextStart(report, -1) ?? { begin_date: day, begin_slice: 0, end_date: day, end_slice: report.slices_per_day - 1 }
  );
}

/** `/activity/{id}`: one month's report, its calendar, figures, activities and remark (spec/1 §2 "Report view"). */
export default function ActivityReportPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().reportId);
  const me = useCurrentUser();
  const { data: report, isPending, error } = useQuery({ ...activityReportQuery(id), enabled: Number.isInteger(id) });

  const month = report ? periodNameOf(report, i18n.language) : '';
  const title = !report
    ? undefined
    : report.owner === me.id
      ? t(report.period === 'week' ? 'activity.report.titleWeek' : 'activity.report.title', { month })
      : t('activity.report.titleOf', { month, name: fullName({ ...report.owner_object, username: '' }) });
  usePageTitle(title);

  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;
  if (error) return <Alert color="red">{describeError(t, error)}</Alert>;
  if (isPending || !report) return <Skeleton h={480} radius="md" />;
  // Keyed by the report: another month starts with nothing selected and no modal open.
  return <ReportView key={report.id} report={report} title={title} />;
}

/** The loaded report: its actions, the month grid with its selection, the figures, the remark, the activities. */
function ReportView({ report, title }: { report: ActivityReportDetail; title: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = report.id;
  // A new key remounts the modal: a fresh form for each activity opened.
  const [modal, setModal] = useState<{ key: number; start: ActivityModalStart } | null>(null);
  const open = (start: ActivityModalStart | null) => setModal(start ? { key: Date.now(), start } : null);
  const selection = useDaySelection(report);
  const [giving, setGiving] = useState(false);

  const pick = (picked: CalendarPick) =>
    open(
      picked.kind === 'activity'
        ? { activity: picked.activity }
        : { begin_date: picked.date, begin_slice: picked.from, end_date: picked.date, end_slice: picked.to },
    );

  const afterSave = (next: boolean, placed: Activity[]) => {
    if (!next) return setModal(null);
    // The save re-read the report (one request) before resolving: the next empty slot is read from it.
    const fresh = queryClient.getQueryData(activityReportQuery(id).queryKey) ?? report;
    const ends = placed.map((a) => spanSlots(a, fresh.slices_per_day)[1]);
    open(nextStart(fresh, ends.length ? Math.max(...ends) : -1));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Anchor component={Link} to={activityHomePath(report.date.slice(0, 7))} size="sm" data-no-print>
            {t('activity.report.backToYear')}
          </Anchor>
          <PageTitle>{title}</PageTitle>
        </Stack>
        <ReportActionBar report={report} onAdd={() => open(addStart(report))}>
          <SendReportButton report={report} />
        </ReportActionBar>
      </Group>
      <RefusalReason status={report.status} reason={report.refusal_reason} />
      {report.editable && <DaySelectionBar selection={selection} onGive={() => setGiving(true)} />}
      <ReportCalendar report={report} onPick={pick} selection={selection} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ReportStatusTable report={report} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ReportRemark key={`${report.id}:${report.remark ?? ''}`} report={report} />
        </Grid.Col>
      </Grid>
      <ReportActivitiesTable report={report} />
      {modal && (
        <ActivityModal
          key={modal.key}
          report={report}
          start={modal.start}
          onClose={() => setModal(null)}
          onSaved={afterSave}
          onAdd={() => open(addStart(report))}
        />
      )}
      {giving && (
        <GiveDaysModal
          report={report}
          dates={selectedDates(selection.selection)}
          onClose={() => setGiving(false)}
          onDone={() => {
            setGiving(false);
            selection.clear();
          }}
        />
      )}
    </Stack>
  );
}
