import { DATE_FORMAT } from '../lib/dates';
import { useDatePickerLabels } from './datePickerLabels';
import { DatePickerInput } from './dates';

/** A range being picked: its end is null until the second click. */
export type DateRange = [string | null, string | null];

/**
 * A period picked as two days of one calendar (spec/1 §9: dd/MM/yyyy, weeks from Monday), one day being a range
 * too; the time tracking synthesis and the project summaries pick theirs with it.
 */
export function DateRangeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  error?: string;
}) {
  const ariaLabels = useDatePickerLabels();
  return (
    <DatePickerInput
      type="range"
      label={label}
      value={value}
      onChange={(next) => onChange(next as DateRange)}
      valueFormat={DATE_FORMAT}
      firstDayOfWeek={1}
      allowSingleDateInRange
      ariaLabels={ariaLabels}
      error={error}
      miw={250}
    />
  );
}
