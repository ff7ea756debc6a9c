import { Group, Select, Stack } from '@mantine/core';
import { DATE_MAX, DATE_MIN, dayOfWeek, isBusinessDay, PERIODS } from '@staff/shared';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../components/dates';
import { SHORT_DATE_FORMAT } from '../../../lib/dates';
import dayjs from '../../../lib/dayjs';
import type { useSchemaForm } from '../../../lib/form';
import { holidayOn } from '../lib/holidays';
import { type LeaveSpan, withBegin, withEnd } from '../lib/span';

/** Weekends and public holidays cannot be picked (spec/2 §5.1)... */
const notBusinessDay = (date: string) => !isBusinessDay(date);
/** ...except a holiday in the leave form, which then asks to count one day (spec/3 §5: ZeroDaysQuestion). */
const weekend = (date: string) => dayOfWeek(date) === 0 || dayOfWeek(date) === 6;

/** A public holiday says what it is (and, disabled, why), on hover and to screen readers ("25 décembre 2026 : Noël, jour férié"). */
function useHolidayDayProps() {
  const { t } = useTranslation();
  return (date: string) => {
    const holiday = holidayOn(date);
    if (!holiday) return {};
    // The day's own name first ("25 mai 2027"), as the picker names the other days, then why it is disabled.
    const day = dayjs(date).format('D MMMM YYYY');
    const label = t('leaves.form.holidayDay', { date: day, name: t(`holidays.${holiday.key}`) });
    return { title: label, 'aria-label': label, 'data-holiday': holiday.key };
  };
}

type Form = ReturnType<typeof useSchemaForm<LeaveSpan, unknown>>;
/** The part of a `useSchemaForm` form these fields use: any form whose values hold a leave span. */
export type SpanForm = Pick<Form, 'values' | 'errors' | 'readOnly' | 'dateInput' | 'selectInput' | 'clearErrors'> & {
  update(change: (current: LeaveSpan) => Partial<LeaveSpan>): void;
};

/**
 * Begin and end dates with their half-days (spec/2 §5.1), bound to the form: dd/MM/yy, week starting Monday, weekends
 * and holidays disabled; choosing one date fills the other when empty or inconsistent, and each bounds the other.
 * A date in error is outlined; its message is said in the form's alert, where span messages read better.
 */
export function LeaveSpanFields({ form, holidaysPickable }: { form: SpanForm; holidaysPickable?: boolean }) {
  const { t } = useTranslation();
  const { values: span, readOnly } = form;
  const holidayDayProps = useHolidayDayProps();
  const periods = PERIODS.map((p) => ({ value: p, label: t(`leaves.period.${p}`) }));
  const row = (which: 'begin' | 'end') => {
    const dateName = `${which}_date` as const;
    const periodName = `${which}_period` as const;
    return (
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <DatePickerInput
          {...form.dateInput(dateName, SHORT_DATE_FORMAT)}
          label={t(`leaves.form.${which}Date`)}
          withAsterisk={!readOnly}
          onChange={(value) => {
            form.update((current) => (which === 'begin' ? withBegin(current, value) : withEnd(current, value)));
            form.clearErrors('begin_date', 'end_date');
          }}
          excludeDate={holidaysPickable ? weekend : notBusinessDay}
          getDayProps={holidayDayProps}
          maxDate={which === 'begin' ? (span.end_date ?? DATE_MAX) : DATE_MAX}
          minDate={which === 'end' ? (span.begin_date ?? DATE_MIN) : DATE_MIN}
          defaultDate={span[dateName] ?? (which === 'end' ? span.begin_date : span.end_date) ?? undefined}
          leftSection={<IconCalendar size={16} />}
          placeholder={t('leaves.form.pickDate')}
          error={!!form.errors[dateName]}
          w={170}
          popoverProps={{ withinPortal: true }}
        />
        <Select
          {...form.selectInput(periodName)}
          label={t(`leaves.form.${which}Period`)}
          data={periods}
          allowDeselect={false}
          w={150}
        />
      </Group>
    );
  };
  return (
    <Stack gap="sm">
      {row('begin')}
      {row('end')}
    </Stack>
  );
}
