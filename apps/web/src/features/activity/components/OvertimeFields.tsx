import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { OVERTIME_HOURS_MAX, roundOvertime } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { TypeOfOvertime } from '../api/types';

/** One overtime line as the modal holds it: every type of overtime has one, 0 h 0 min when unused. */
export type OvertimeLine = { type_of_overtime: number; hours_overtime: number; minutes_overtime: number };

/** The lines the server is sent: the used ones, rounded as it will store them (spec/1 §5). */
export function overtimeToSend(lines: readonly OvertimeLine[]): OvertimeLine[] {
  return lines
    .filter((line) => line.hours_overtime > 0 || line.minutes_overtime > 0)
    .map((line) => {
      const rounded = roundOvertime(line.hours_overtime, line.minutes_overtime);
      return { ...line, hours_overtime: rounded.hours, minutes_overtime: rounded.minutes };
    });
}

/**
 * Overtime per type (spec/1 §5): hours by 1, minutes by 15, from 0. Minutes that are no quarter are shown as they will
 * be saved, rounded up ("becomes 1 h 15") before the user saves.
 */
export function OvertimeFields({
  types,
  lines,
  onChange,
  readOnly,
  error,
}: {
  types: readonly TypeOfOvertime[];
  lines: readonly OvertimeLine[];
  onChange: (lines: OvertimeLine[]) => void;
  readOnly: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  const lineOf = (type: number) =>
    lines.find((l) => l.type_of_overtime === type) ?? {
      type_of_overtime: type,
      hours_overtime: 0,
      minutes_overtime: 0,
    };
  const set = (type: number, change: Partial<OvertimeLine>) =>
    onChange([...lines.filter((l) => l.type_of_overtime !== type), { ...lineOf(type), ...change }]);
  const number = (value: string | number) => (typeof value === 'number' ? value : Number.parseInt(value, 10) || 0);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('activity.modal.overtime')}
      </Text>
      {types.map((type) => {
        const line = lineOf(type.id);
        const rounded = roundOvertime(line.hours_overtime, line.minutes_overtime);
        const changes = rounded.hours !== line.hours_overtime || rounded.minutes !== line.minutes_overtime;
        return (
          <Group key={type.id} gap="xs" align="flex-end" wrap="wrap">
            <Text size="sm" w={{ base: '100%', xs: 200 }} style={{ overflowWrap: 'anywhere' }} pb={{ base: 0, xs: 6 }}>
              {type.name}
            </Text>
            <NumberInput
              aria-label={t('activity.modal.overtimeHours', { type: type.name })}
              suffix=" h"
              min={0}
              max={OVERTIME_HOURS_MAX}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              w={90}
              readOnly={readOnly}
              value={line.hours_overtime}
              onChange={(value) => set(type.id, { hours_overtime: number(value) })}
            />
            <NumberInput
              aria-label={t('activity.modal.overtimeMinutes', { type: type.name })}
              suffix=" min"
              min={0}
              max={59}
              step={15}
              allowDecimal={false}
              allowNegative={false}
              w={100}
              readOnly={readOnly}
              value={line.minutes_overtime}
              onChange={(value) => set(type.id, { minutes_overtime: number(value) })}
            />
            {changes && (
              <Text size="xs" c="dimmed" pb={8}>
                {t('activity.modal.overtimeRounded', { hours: rounded.hours, minutes: rounded.minutes })}
              </Text>
            )}
          </Group>
        );
      })}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
