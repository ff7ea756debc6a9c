import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the employee form (spec 3 §2: identity and account, dates, roles…): a titled card, two columns. */
export function FormSection({ title, children, cols = 2 }: { title: string; children: ReactNode; cols?: number }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
