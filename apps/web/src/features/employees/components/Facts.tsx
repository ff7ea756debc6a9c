import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Facts of a record as label and value pairs (a description list), in two columns; an empty value shows "—". */
export function Facts({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing="xs" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
