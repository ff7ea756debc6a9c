import { Box, Button, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MouseEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { formatDate, todayIso } from '../../../lib/dates';
import dayjs from '../../../lib/dayjs';
import { useCurrentUser } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { calendarPeopleQuery } from '../api/directory';
import { leaveListQuery } from '../api/leaves';
import type { Leave, Person } from '../api/types';
import { CalendarGrid } from '../components/calendar/CalendarGrid';
import { CalendarLegend } from '../components/calendar/CalendarLegend';
import classes from '../components/calendar/LeavesCalendar.module.css';
import { useOpenOnToday } from '../components/calendar/useOpenOnToday';
import { CALENDAR_MONTHS, calendarMonths, coverage, shiftMonth } from '../lib/calendar';
import { useLeaveFormat } from '../lib/format';
import { leavePaths } from '../lib/paths';

type NameOrder = 'first_name' | 'last_name';

/**
 * `/leaves/calendar` (spec/2 §2.1): three consecutive months, one row per collaborator, weekends and holidays shaded,
 * leave half-days marked, accepted and submitted apart, a separator at each Monday. One call for the people, one
 * for the leaves of the three months (the server shows each viewer what they may see; drafts and refusals stay out).
 */
export default function LeavesCalendarPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('leaves.calendar.title'));
  const format = useLeaveFormat();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const today = todayIso();
  const [first, setFirst] = useState(() => shiftMonth(today, 0));
  const [nameOrder, setNameOrder] = useState<NameOrder>('first_name');
  const months = useMemo(() => calendarMonths(first), [first]);
  const last = months[months.length - 1]?.last ?? first;
  const scroller = useRef<HTMLDivElement>(null);
  const showToday = useOpenOnToday(scroller, months, today);

  const people = useQuery({
    ...calendarPeopleQuery({ activeForDate: first, ordering: nameOrder }),
    placeholderData: keepPreviousData,
  });
  const leaves = useQuery(
    leaveListQuery({ begin_date: first, end_date: last, status: 'submitted,accepted', limit: 1000 }),
  );
  const cover = useMemo(() => coverage(leaves.data?.results ?? [], first, last), [leaves.data, first, last]);
  const byId = useMemo(() => new Map((leaves.data?.results ?? []).map((l) => [l.id, l])), [leaves.data]);
  const peopleById = useMemo(() => new Map((people.data?.results ?? []).map((p) => [p.id, p])), [people.data]);

  const describe = useCallback(
    (leave: Leave, person: Person) => {
      const text = t('leaves.calendar.tooltip', {
        name: `${person.first_name} ${person.last_name}`,
        type: format.type(leave),
        begin: `${formatDate(leave.begin_date)}${leave.begin_period === 'PM' ? ` (${format.period('PM')})` : ''}`,
        end: `${formatDate(leave.end_date)}${leave.end_period === 'AM' ? ` (${format.period('AM')})` : ''}`,
        status: format.status(leave.status),
        days: t('leaves.daysCount', { count: leave.number_of_days, days: format.days(leave.number_of_days) }),
      });
      // The comment comes only when the viewer may read it: theirs, theirs to decide, or a type that shows it.
      return leave.comment ? t('leaves.calendar.tooltipComment', { text, comment: leave.comment }) : text;
    },
    [t, format],
  );

  // One floating tooltip for the whole grid, fed by the half-day under the pointer: what the server let the viewer
  // see of the leave (a confidential type reads "Absence" to colleagues), and whether a click opens it.
  const [hovered, setHovered] = useState<{ text: string; viewable: boolean } | null>(null);
  const leaveAt = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('td[data-person]');
    const leaveId = target.closest<HTMLElement>('[data-leave]')?.dataset.leave;
    const leave = leaveId ? byId.get(Number(leaveId)) : undefined;
    const person = cell ? peopleById.get(Number(cell.dataset.person)) : undefined;
    return leave && person ? { leave, person } : null;
  };
  const onPointer = (event: MouseEvent<HTMLDivElement>) => {
    const found = leaveAt(event);
    setHovered(found ? { text: describe(found.leave, found.person), viewable: found.leave.viewable } : null);
  };
  // Its owner and those who decide on it open the leave (in the back office for the latter); colleagues may not.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const leave = leaveAt(event)?.leave;
    if (leave?.viewable) navigate(leavePaths(leave.owner !== me.id).view(leave.id));
  };
  const tooltip = hovered && (
    <>
      {hovered.text}
      {hovered.viewable && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('leaves.calendar.openHint')}
        </Text>
      )}
    </>
  );

  const range = `${dayjs(first).locale(i18n.language).format('MMMM YYYY')} – ${dayjs(last)
    .locale(i18n.language)
    .format('MMMM YYYY')}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>{t('leaves.calendar.title')}</PageTitle>
          <Text c="dimmed" tt="capitalize" aria-live="polite">
            {range}
          </Text>
        </div>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('leaves.calendar.sortBy')}
            data={[
              { value: 'first_name', label: t('leaves.calendar.firstName') },
              { value: 'last_name', label: t('leaves.calendar.lastName') },
            ]}
            value={nameOrder}
            onChange={(value) => value && setNameOrder(value as NameOrder)}
            allowDeselect={false}
            w={160}
          />
          <Button.Group>
            {/* On a phone the arrows go without their words, so that the three buttons fit. */}
            <Button
              variant="default"
              onClick={() => setFirst(shiftMonth(first, -1))}
              leftSection={<IconChevronLeft size={16} />}
              aria-label={t('leaves.calendar.previous')}
            >
              <Box component="span" visibleFrom="xs">
                {t('leaves.calendar.previous')}
              </Box>
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setFirst(shiftMonth(today, 0));
                showToday();
              }}
            >
              {t('leaves.calendar.today')}
            </Button>
            <Button
              variant="default"
              onClick={() => setFirst(shiftMonth(first, 1))}
              rightSection={<IconChevronRight size={16} />}
              aria-label={t('leaves.calendar.next')}
            >
              <Box component="span" visibleFrom="xs">
                {t('leaves.calendar.next')}
              </Box>
            </Button>
          </Button.Group>
        </Group>
      </Group>
      <CalendarLegend />
      {(people.isPending || leaves.isPending) && <Loader size="sm" />}
      <Tooltip.Floating label={tooltip} disabled={!hovered} multiline w={300} data-testid="calendar-tooltip">
        <Box
          ref={scroller}
          className={classes.scroller}
          // A region that scrolls is reached by the keyboard too (arrows scroll it once focused: WCAG 2.1.1).
          tabIndex={0}
          role="region"
          aria-label={t('leaves.calendar.title')}
          onMouseOver={onPointer}
          onMouseLeave={() => setHovered(null)}
          onClick={onClick}
          data-testid="leaves-calendar"
        >
          <CalendarGrid
            months={months}
            people={people.data?.results ?? []}
            cover={cover}
            today={today}
            nameOrder={nameOrder}
            describe={describe}
          />
        </Box>
      </Tooltip.Floating>
      <Text size="xs" c="dimmed">
        {t('leaves.calendar.count', { count: people.data?.count ?? 0, months: CALENDAR_MONTHS })}
      </Text>
    </Stack>
  );
}
