import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, formatDate } from '../lib/dates';
import dayjs from '../lib/dayjs';
import { useDatePickerLabels } from './datePickerLabels';
import { DateInput } from './dates';

dayjs.extend(customParseFormat);

/** dd/MM/yyyy (or d/M/yy) typed by hand → `YYYY-MM-DD`, or null when it is not a real date. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const parsed = dayjs(value, ['DD/MM/YYYY', 'D/M/YYYY', 'DD/MM/YY', 'D/M/YY', 'YYYY-MM-DD'], true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** spec/2 §5.6 and spec/3 §2: "Choose a date on or before X" / "on or after X" for a bounded date filter. */
export function dateBoundsError(
  t: TFunction,
  value: string | null,
  bounds: { min?: string | null; max?: string | null },
): string | undefined {
  if (!value) return undefined;
  if (bounds.max && value > bounds.max) return t('filters.onOrBefore', { date: formatDate(bounds.max) });
  if (bounds.min && value < bounds.min) return t('filters.onOrAfter', { date: formatDate(bounds.min) });
  return undefined;
}

/**
 * A date filter typed or picked, dd/MM/yyyy, week starting Monday; says "Use a valid date format" for text that is
 * no date and keeps it until it is fixed, and the bound messages when another filter limits it.
 */
export function DateFilterInput({
  label,
  value,
  onChange,
  min,
  max,
  onValidityChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string | null;
  max?: string | null;
  /** Told whether the typed text is a date, so that the panel can refuse to apply a bad one. */
  onValidityChange?: (valid: boolean) => void;
}) {
  const { t } = useTranslation();
  const ariaLabels = useDatePickerLabels();
  const [invalid, setInvalid] = useState(false);
  const markInvalid = (next: boolean) => {
    setInvalid(next);
    onValidityChange?.(!next);
  };
  const error = invalid ? t('filters.invalidDate') : dateBoundsError(t, value, { min, max });
  return (
    <DateInput
      label={label}
      value={value}
      onChange={(next) => {
        markInvalid(false);
        onChange(next);
      }}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        markInvalid(text !== '' && parseTypedDate(text) === null);
      }}
      dateParser={parseTypedDate}
      valueFormat={DATE_FORMAT}
      placeholder={t('filters.datePlaceholder')}
      fixOnBlur={false}
      clearable
      ariaLabels={ariaLabels}
      error={error}
      w={150}
    />
  );
}
