import { Table, Text } from '@mantine/core';
import { formatHours, toFrenchDate } from '@staff/shared';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellPosition, cellKey, DAYS_IN_WEEK, gridTotals, moveFocus } from '../lib/timesheetGrid';
import { weekdayShort } from '../lib/week';
import { RowName, TimesheetCell, type TimesheetLayoutProps } from './TimesheetCell';

/**
 * The week's grid: projects by days, each cell typed as `1,5`, `1:30` or `90m`; totals per project, per day and of
 * the week follow the typing. Keyboard only: Tab goes on, the arrows move between cells, Enter saves (`onSave`).
 * From a tablet's width on; a phone gets the same cells as day cards (TimesheetDayCards).
 */
export function TimesheetGrid(layout: TimesheetLayoutProps) {
  const { days, rows, drafts } = layout;
  const { t, i18n } = useTranslation();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const totals = gridTotals(rows, drafts);

  /** The arrows: from cell to cell (Enter, which saves, is the cell's). */
  const onArrowKey = (event: KeyboardEvent<HTMLInputElement>, from: CellPosition) => {
    const input = event.currentTarget;
    const caret = { atStart: input.selectionStart === 0, atEnd: input.selectionEnd === input.value.length };
    const target = moveFocus(from, event.key, { rows: rows.length }, caret);
    if (!target) return;
    event.preventDefault();
    const row = rows[target.row];
    const next = inputs.current.get(cellKey(row?.project?.id ?? null, target.day));
    next?.focus();
    next?.select();
  };

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder withColumnBorders verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={180}>{t('timeTracking.timesheet.project')}</Table.Th>
            {days.map((day) => (
              <Table.Th key={day} ta="center">
                <Text size="sm" fw={600} tt="capitalize">
                  {weekdayShort(day, i18n.language)}
                </Text>
                <Text size="xs" c="dimmed">
                  {toFrenchDate(day).slice(0, 5)}
                </Text>
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('timeTracking.timesheet.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            <Table.Tr key={row.project?.id ?? 'none'}>
              <Table.Th scope="row">
                <RowName row={row} />
              </Table.Th>
              {Array.from({ length: DAYS_IN_WEEK }, (_, day) => {
                const key = cellKey(row.project?.id ?? null, day);
                return (
                  <Table.Td key={key} p={2}>
                    <TimesheetCell
                      layout={layout}
                      row={row}
                      day={day}
                      onOtherKey={(event) => onArrowKey(event, { row: rowIndex, day })}
                      inputRef={(input) => {
                        if (input) inputs.current.set(key, input);
                        else inputs.current.delete(key);
                      }}
                    />
                  </Table.Td>
                );
              })}
              <Table.Td ta="right">{formatHours(totals.rows[rowIndex] ?? 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('timeTracking.timesheet.total')}</Table.Th>
            {totals.days.map((seconds, day) => (
              <Table.Td key={days[day]} ta="center" data-testid={`day-total-${day}`}>
                {formatHours(seconds)}
              </Table.Td>
            ))}
            <Table.Th ta="right" data-testid="week-total">
              {formatHours(totals.total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
