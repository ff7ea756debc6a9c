import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/PageTitle';

/** The frame of the three account pages: a title, an optional line of help, the form. */
export function AccountPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack maw={640} gap="md">
      <PageTitle>{title}</PageTitle>
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
