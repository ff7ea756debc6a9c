import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The frame every dashboard panel shares: icon, title, content (and what sits at the right of the title). */
export function DashboardPanel({
  title,
  icon: PanelIcon,
  aside,
  children,
}: {
  title: string;
  icon: Icon;
  aside?: ReactNode;
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
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
