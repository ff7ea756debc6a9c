import clsx from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from '../../../../lib/dayjs';
import type { Leave, Person } from '../../api/types';
import type { CalendarDay, CalendarMonth, DayCover } from '../../lib/calendar';
import classes from './LeavesCalendar.module.css';

export type GridProps = {
  months: CalendarMonth[];
  people: Person[];
  cover: Map<number, Map<string, DayCover>>;
  today: string;
  nameOrder: 'first_name' | 'last_name';
  /** The accessible description of a leave (also the tooltip's text). */
  describe: (leave: Leave, person: Person) => string;
};

function dayClass(day: CalendarDay, today: string) {
  return clsx(
    day.holiday ? classes.holiday : day.weekend && classes.off,
    day.monday && classes.monday,
    day.date === today && classes.today,
  );
}

function HalfMark({ leave, half }: { leave: Leave | undefined; half: 'am' | 'pm' }) {
  if (!leave) return null;
  return (
    <span
      className={clsx(
        classes.half,
        classes[half],
        leave.status === 'accepted' ? classes.accepted : classes.submitted,
        leave.viewable && classes.openable,
      )}
      data-leave={leave.id}
    />
  );
}

/**
 * The grid itself: memoised, so that hovering (which re-renders the page for the tooltip) leaves its ~2,800 cells
 * alone. Leave marks are drawn on working days only: weekends and holidays keep their shading.
 */
export const CalendarGrid = memo(function CalendarGrid({
  months,
  people,
  cover,
  today,
  nameOrder,
  describe,
}: GridProps) {
  const { t, i18n } = useTranslation();
  const days = months.flatMap((month) => month.days);
  const weekdayLetter = (date: string) => dayjs(date).locale(i18n.language).format('dd').slice(0, 2);

  return (
    <table className={classes.table} aria-label={t('leaves.calendar.title')}>
      <thead>
        <tr>
          <th className={classes.corner} rowSpan={2} scope="col">
            {t('leaves.calendar.collaborator')}
          </th>
          {months.map((month) => (
            <th key={month.first} colSpan={month.days.length} className={classes.monthHead} scope="colgroup">
              <span>{dayjs(month.first).locale(i18n.language).format('MMMM YYYY')}</span>
            </th>
          ))}
        </tr>
        <tr>
          {days.map((day) => (
            <th
              key={day.date}
              data-day={day.date}
              scope="col"
              className={clsx(classes.dayHead, dayClass(day, today))}
              title={dayjs(day.date).locale(i18n.language).format('dddd D MMMM YYYY')}
            >
              {Number(day.date.slice(8))}
              <small>{weekdayLetter(day.date)}</small>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {people.map((person) => {
          const name =
            nameOrder === 'last_name'
              ? `${person.last_name} ${person.first_name}`
              : `${person.first_name} ${person.last_name}`;
          const covers = cover.get(person.id);
          return (
            <tr key={person.id}>
              <th scope="row" className={classes.person} title={name}>
                {name}
              </th>
              {days.map((day) => {
                const dayCover = day.weekend || day.holiday ? undefined : covers?.get(day.date);
                const leaves = [...new Set([dayCover?.am, dayCover?.pm].filter((l): l is Leave => !!l))];
                return (
                  <td
                    key={day.date}
                    className={clsx(classes.day, dayClass(day, today))}
                    aria-label={leaves.length ? leaves.map((leave) => describe(leave, person)).join(' ; ') : undefined}
                    data-date={day.date}
                    data-person={person.id}
                  >
                    <HalfMark leave={dayCover?.am} half="am" />
                    <HalfMark leave={dayCover?.pm} half="pm" />
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
