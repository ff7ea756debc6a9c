import { Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One column of a claim's lines table; `wide` columns stay off phones (390 px), so that the page never scrolls sideways. */
export type LineColumn<T> = {
  title: string;
  render: (row: T) => ReactNode;
  numeric?: boolean;
  wide?: boolean;
  /** Heard by screen readers only, and not printed (the actions column). */
  hiddenTitle?: boolean;
};

/**
 * A list of the claim's lines (its travel expenses, its receipts: spec/1 §2 "each with edit and remove"): a titled
 * table, the add button while the claim is a draft, the empty message. The whole claim is a handful of lines a month:
 * it comes with the claim, not paged.
 */
export function LinesSection<T extends { id: number }>({
  id,
  title,
  rows,
  columns,
  empty,
  add,
}: {
  id: string;
  title: string;
  rows: T[];
  columns: LineColumn<T>[];
  empty: string;
  /** The add link, while the claim is a draft. */
  add?: { label: string; to: string };
}) {
  const titleId = `${id}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {add && (
          <Button component={Link} to={add.to} variant="light" leftSection={<IconPlus size={16} />} data-no-print>
            {add.label}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table
          aria-labelledby={titleId}
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing={6}
          horizontalSpacing="xs"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.title}
                  ta={column.numeric ? 'right' : undefined}
                  visibleFrom={column.wide ? 'sm' : undefined}
                  data-no-print={column.hiddenTitle || undefined}
                >
                  {column.hiddenTitle ? <VisuallyHidden>{column.title}</VisuallyHidden> : column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.title}
                    ta={column.numeric ? 'right' : undefined}
                    visibleFrom={column.wide ? 'sm' : undefined}
                    data-no-print={column.hiddenTitle || undefined}
                  >
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
