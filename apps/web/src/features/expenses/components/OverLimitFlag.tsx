import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A line or a claim over its mission order's limits (issue 24): one orange warning, the same on the claim and the list. */
export function OverLimitFlag({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" c="orange" align="flex-start">
      <IconAlertTriangle size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" fw={500} c="orange">
        {children}
      </Text>
    </Group>
  );
}
