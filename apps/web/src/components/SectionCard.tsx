import { Group, Paper, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A titled card of a record's page (a leave's attachments, its history): icon, small title, content; a named region. */
export function SectionCard({
  title,
  icon: SectionIcon,
  children,
}: {
  title: string;
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs">
          <SectionIcon size={18} />
          <Title order={2} fz="h5">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
