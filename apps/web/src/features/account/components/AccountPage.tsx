import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the three account pages: a title, an optional line of help, the form. */
export function AccountPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack maw={640} gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      )}
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
    </Stack>
  );
}
