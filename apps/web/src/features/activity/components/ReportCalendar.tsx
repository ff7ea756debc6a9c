import { Text } from '@mantine/core';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../../lib/contrast';
import { formatDate } from '../../../lib/dates';
import type { Activity, ActivityReportDetail } from '../api/types';
import { type CalendarDay, type DayPiece, monthDays, monthWeeks, piecesOfDay } from '../lib/calendar';
import {
  leavePieceLabel,
  overtimeText,
  overtimeTotal,
  projectButtonLabel,
  projectFullName,
  sliceLabel,
} from '../lib/labels';
import { daysOf } from '../lib/period';
import { RemovableLeavePiece } from './RemovableLeavePiece';
import classes from './ReportCalendar.module.css';
import type { DaySelectionState } from './useDaySelection';

/** Where the activity modal opens: an activity to edit, or an empty run of slices of a day. */
export type CalendarPick =
  | { kind: 'activity'; activity: Activity }
  | { kind: 'empty'; date: string; from: number; to: number };

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/**
 * The report's month (spec/1 §2 "Report view"): weeks from Monday, weekends and public holidays greyed (holidays
 * named), each working day's slices as pieces with the project's short name and overtime (the full name in the
 * tooltip). Clicking an activity or an empty piece opens the modal when editable; a day's head selects the day, and
 * shift-click or a drag several (issue 25: `selection`).
 */
export function ReportCalendar({
  report,
  onPick,
  selection,
}: {
  report: ActivityReportDetail;
  onPick: (pick: CalendarPick) => void;
  selection: DaySelectionState;
}) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: its week names the columns.
  const dayNames = WEEKDAYS.map((d) => weekday.format(new Date(Date.UTC(2024, 0, d === 0 ? 7 : d))));
  const day = (calendarDay: CalendarDay, long: boolean) => (
    <DayCell
      key={calendarDay.date}
      day={calendarDay}
      report={report}
      onPick={onPick}
      long={long}
      selection={selection}
    />
  );
  return (
    <section
      aria-label={t('activity.calendar.label')}
      onKeyDown={(event) => event.key === 'Escape' && selection.clear()}
    >
      <div className={classes.grid}>
        {dayNames.map((name) => (
          <div key={name} className={classes.head} aria-hidden>
            {name}
          </div>
        ))}
        {monthWeeks(daysOf(report)).flatMap((week, w) =>
          week.map((calendarDay, i) =>
            calendarDay ? (
              day(calendarDay, false)
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells of a week have no other identity.
              <div key={`blank-${w}-${i}`} className={clsx(classes.day, classes.outside)} />
            ),
          ),
        )}
      </div>
      <div className={classes.list}>{monthDays(daysOf(report)).map((calendarDay) => day(calendarDay, true))}</div>
    </section>
  );
}

function DayCell({
  day,
  report,
  onPick,
  long,
  selection,
}: {
  day: CalendarDay;
  report: ActivityReportDetail;
  onPick: (pick: CalendarPick) => void;
  long: boolean;
  selection: DaySelectionState;
}) {
  const { t, i18n } = useTranslation();
  const date = new Date(`${day.date}T00:00:00Z`);
  // "mardi 1" / "Tuesday 1" on a phone's list; the day's number alone in the week grid.
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(date);
  const heading = long ? `${weekday} ${date.getUTCDate()}` : String(date.getUTCDate());
  const pieces = day.working ? piecesOfDay(day.date, report.activities, report.leaves, report.slices_per_day) : [];
  const selected = selection.selection.days.has(day.date);
  // On a phone the days off are one line each, so that the list stays short.
  return (
    <div
      className={clsx(classes.day, !day.working && classes.off, selected && classes.selected)}
      data-date={day.date}
      data-selected={selected || undefined}
      {...selection.dayProps(day.date)}
    >
      <div className={classes.dayHead}>
        {selection.selectable(day.date) ? (
          <button
            type="button"
            className={classes.dayToggle}
            aria-pressed={selected}
            // The day's number first (WCAG 2.5.3: a voice user says the number they see), then what the button does.
            aria-label={`${heading} · ${t('activity.selection.toggle', { date: formatDate(day.date) })}`}
            onClick={() => selection.toggle(day.date)}
          >
            {heading}
          </button>
        ) : (
          <span>{heading}</span>
        )}
        {day.holiday && <span className={classes.holiday}>{t(`holidays.${day.holiday}`)}</span>}
      </div>
      {pieces.map((piece) => (
        <Piece key={piece.from} piece={piece} report={report} date={day.date} onPick={onPick} />
      ))}
      {!day.working && !day.holiday && !long && (
        <Text size="xs" c="dimmed" className={classes.holiday}>
          {t('activity.calendar.weekend')}
        </Text>
      )}
    </div>
  );
}

function Piece({
  piece,
  report,
  date,
  onPick,
}: {
  piece: DayPiece;
  report: ActivityReportDetail;
  date: string;
  onPick: (pick: CalendarPick) => void;
}) {
  const { t } = useTranslation();
  const slices = report.slices_per_day;
  const span =
    piece.from === 0 && piece.to === slices - 1
      ? ''
      : `${sliceLabel(piece.from, slices, t)}${piece.to > piece.from ? ` – ${sliceLabel(piece.to, slices, t)}` : ''}`;
  if (piece.kind === 'leave') {
    const label = leavePieceLabel(piece.leave.type_name ?? t('activity.calendar.absence'), piece, slices, t);
    // A leave still waiting for its validation is drawn apart: it counts as "not validated leave days".
    const pending = piece.leave.status === 'submitted';
    const title = pending ? `${label} · ${t('activity.calendar.pendingLeave')}` : label;
    // A type the owner may take out of the report (can_delete_from_activity_report): the piece offers it.
    if (piece.leave.removable)
      return (
        <RemovableLeavePiece
          leave={piece.leave}
          reportId={report.id}
          label={label}
          title={title}
          className={clsx(classes.piece, classes.leave, pending && classes.pending)}
        />
      );
    return (
      <div className={clsx(classes.piece, classes.leave, pending && classes.pending)} title={title}>
        {label}
      </div>
    );
  }
  if (piece.kind === 'activity') {
    const project = piece.activity.project_object;
    const label = projectButtonLabel(project);
    // The overtime belongs to the activity: shown once, on its first day.
    const overtime = piece.activity.begin_date === date ? overtimeTotal(piece.activity) : '';
    const shown = span && slices > 2 ? `${sliceLabel(piece.from, slices, t)} ${label}` : label;
    const full = [projectFullName(project), span, overtime && overtimeText(piece.activity)].filter(Boolean).join(' · ');
    return (
      <button
        type="button"
        className={clsx(classes.piece, classes.activity)}
        style={{ background: project.color, color: textOn(project.color) }}
        title={full}
        // What it shows first, then the project's full name (WCAG 2.5.3: a voice user says the words they see).
        aria-label={[shown, overtime, full].filter(Boolean).join(' · ')}
        disabled={!report.editable}
        onClick={() => onPick({ kind: 'activity', activity: piece.activity })}
      >
        <span className={classes.pieceName}>{shown}</span>
        {overtime && <span className={classes.overtime}>{overtime}</span>}
      </button>
    );
  }
  const label = span ? `${t('activity.calendar.empty')} · ${span}` : t('activity.calendar.empty');
  return (
    <button
      type="button"
      className={clsx(classes.piece, classes.empty, report.editable && classes.error)}
      disabled={!report.editable}
      aria-label={`${label} · ${t('activity.calendar.add')} · ${formatDate(date)}`}
      onClick={() => onPick({ kind: 'empty', date, from: piece.from, to: piece.to })}
    >
      {label}
    </button>
  );
}
