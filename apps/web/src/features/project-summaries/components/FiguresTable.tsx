import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayFigure, TABULAR } from './DayFigure';
import { useDayFormat } from './useDayFormat';

export type FiguresRow = { key: string; label: string; values: number[] };

/**
 * Man-days as a table: a caption, one row per month, person, project or customer, one column per figure, and a total
 * line when given. It is the alternative to every chart (shown on demand, and always to screen readers); `onOpen`
 * makes each figure of a row open the activities it is made of.
 */
export function FiguresTable({
  caption,
  rowHeader,
  columns,
  rows,
  total,
  onOpen,
}: {
  caption: string;
  rowHeader: string;
  columns: string[];
  rows: FiguresRow[];
  total?: number[];
  onOpen?: (row: FiguresRow) => void;
}) {
  const { t } = useTranslation();
  const format = useDayFormat();
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table withTableBorder captionSide="top" striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{rowHeader}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} ta="right">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw="normal">
                {row.label}
              </Table.Th>
              {row.values.map((value, i) => (
                <Table.Td key={columns[i]} ta="right" style={TABULAR}>
                  {onOpen ? (
                    <DayFigure
                      days={value}
                      label={t('projectSummaries.activities.open', { what: `${row.label}, ${columns[i]}` })}
                      onOpen={() => onOpen(row)}
                    />
                  ) : (
                    format(value)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('projectSummaries.total')}</Table.Th>
              {total.map((value, i) => (
                <Table.Th key={columns[i]} ta="right" style={TABULAR}>
                  {format(value)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
