import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The frame every dashboard panel shares: icon, title, content. */
export function DashboardPanel({
  title,
  icon: PanelIcon,
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
          <ThemeIcon variant="light" size="md">
            <PanelIcon size={18} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
