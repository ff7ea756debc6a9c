import { ColorSwatch, Group, Text, TextInput } from '@mantine/core';
import { toFrenchDate } from '@staff/shared';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellKey, cellText, type Drafts, type GridRow } from '../lib/timesheetGrid';
import { weekdayShort } from '../lib/week';
import { projectLabel } from './ProjectSelect';

/** What both layouts of the week (the grid, the phone's day cards) are given by the timesheet page. */
export type TimesheetLayoutProps = {
  days: readonly string[];
  rows: readonly GridRow[];
  drafts: Drafts;
  invalid: ReadonlySet<string>;
  onType: (key: string, text: string) => void;
  onSave: () => void;
};

/** A row's name: its project, or "Sans projet". */
const rowName = (t: TFunction, row: GridRow) =>
  row.project ? projectLabel(row.project) : t('timeTracking.timesheet.noProject');

/** A row's name on one line, after its project's colour. */
export function RowName({ row }: { row: GridRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {row.project && <ColorSwatch color={row.project.color} size={10} style={{ flexShrink: 0 }} />}
      <Text size="sm" lineClamp={1} title={rowName(t, row)}>
        {rowName(t, row)}
      </Text>
    </Group>
  );
}

/**
 * One cell: a project's time on a day, typed as `1,5`, `1:30` or `90m`, named "project, day" for screen readers and
 * tests alike in both layouts. Enter saves; the other keys go to `onOtherKey` (the grid's arrows).
 */
export function TimesheetCell({
  layout,
  row,
  day,
  onOtherKey,
  inputRef,
}: {
  layout: TimesheetLayoutProps;
  row: GridRow;
  day: number;
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: (input: HTMLInputElement | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const key = cellKey(row.project?.id ?? null, day);
  const date = layout.days[day] ?? '';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return onOtherKey?.(event);
    event.preventDefault();
    layout.onSave();
  };
  return (
    <TextInput
      ref={inputRef}
      value={cellText(row, day, layout.drafts)}
      onChange={(event) => layout.onType(key, event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onFocus={(event) => event.currentTarget.select()}
      aria-label={t('timeTracking.timesheet.cell', {
        project: rowName(t, row),
        day: `${weekdayShort(date, i18n.language)} ${toFrenchDate(date)}`,
      })}
      error={layout.invalid.has(key)}
      aria-invalid={layout.invalid.has(key)}
      size="xs"
      styles={{ input: { textAlign: 'center' } }}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}
