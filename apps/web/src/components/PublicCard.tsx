import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every visitor page sits in, with its title. */
export function PublicCard({ title, children, maw = 460 }: { title: string; children: ReactNode; maw?: number }) {
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={maw} mx="auto" w="100%">
      <Stack>
        <Title order={1} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
