import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sliceLabel } from '../lib/labels';

/**
 * One row's slices of the day, as toggle buttons (spec/1 §2 "toggle buttons for period slices"): on, the row has it;
 * clicking a slice another row has moves it here. Slices taken by a leave cannot be worked (spec/1 §5).
 */
export function DaySlicesField({
  label,
  slicesPerDay,
  selected,
  onLeave,
  onToggle,
  disabled,
}: {
  label: string;
  slicesPerDay: number;
  selected: readonly number[];
  onLeave: ReadonlySet<number>;
  onToggle: (slice: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label}>
      <Group gap={6} mt={4} role="group" aria-label={label}>
        {Array.from({ length: slicesPerDay }, (_, slice) => (
          <Chip
            // biome-ignore lint/suspicious/noArrayIndexKey: a slice is its index.
            key={slice}
            size="sm"
            checked={selected.includes(slice)}
            onChange={() => onToggle(slice)}
            disabled={disabled || onLeave.has(slice)}
            title={onLeave.has(slice) ? t('activityReports.day.onLeave') : undefined}
          >
            {sliceLabel(slice, slicesPerDay, t)}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
