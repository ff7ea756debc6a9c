import { Group, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { isBusinessDay, PERIODS, type Period } from '@staff/shared';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDatePickerLabels } from '../../../components/datePickerLabels';
import { SHORT_DATE_FORMAT } from '../../../lib/dates';
import { type LeaveSpan, withBegin, withEnd } from '../lib/span';

/** Weekends and public holidays cannot be picked (spec/2 §5.1). */
const notBusinessDay = (date: string) => !isBusinessDay(date);

/**
 * Begin and end dates with their half-days (spec/2 §5.1): dd/MM/yy, week starting Monday, weekends and holidays
 * disabled; choosing one date fills the other when empty or inconsistent, and each bounds the other.
 */
export function LeaveSpanFields({
  span,
  onChange,
  readOnly,
  errors,
}: {
  span: LeaveSpan;
  onChange: (span: LeaveSpan) => void;
  readOnly?: boolean;
  /** Marks a date in error; the message itself is shown by the form. */
  errors?: { begin_date?: boolean; end_date?: boolean };
}) {
  const { t } = useTranslation();
  const ariaLabels = useDatePickerLabels();
  const periods = PERIODS.map((p) => ({ value: p, label: t(`leaves.period.${p}`) }));
  const row = (which: 'begin' | 'end') => {
    const dateName = `${which}_date` as const;
    const periodName = `${which}_period` as const;
    return (
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <DatePickerInput
          label={t(`leaves.form.${which}Date`)}
          withAsterisk={!readOnly}
          value={span[dateName]}
          onChange={(value) => onChange(which === 'begin' ? withBegin(span, value) : withEnd(span, value))}
          valueFormat={SHORT_DATE_FORMAT}
          firstDayOfWeek={1}
          excludeDate={notBusinessDay}
          maxDate={which === 'begin' ? (span.end_date ?? undefined) : undefined}
          minDate={which === 'end' ? (span.begin_date ?? undefined) : undefined}
          defaultDate={span[dateName] ?? (which === 'end' ? span.begin_date : span.end_date) ?? undefined}
          leftSection={<IconCalendar size={16} />}
          placeholder={t('leaves.form.pickDate')}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          error={errors?.[dateName]}
          w={170}
          popoverProps={{ withinPortal: true }}
          ariaLabels={ariaLabels}
        />
        <Select
          label={t(`leaves.form.${which}Period`)}
          data={periods}
          value={span[periodName]}
          onChange={(value) => value && onChange({ ...span, [periodName]: value as Period })}
          allowDeselect={false}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
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
