import { Group, Paper, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A titled card of a page, named by its title (a `section` region, so a screen reader can jump to it): a form's part
 * (an employee's identity, a service's members), a record's side card (a leave's balance, attachments, history).
 * `size` is the title's: h4 for a page's parts, h5 for the narrower side cards; `aside` sits right of the title (a
 * year selector, an "add" button).
 */
export function SectionCard({
  title,
  icon: SectionIcon,
  size = 'h4',
  aside,
  children,
}: {
  title: string;
  icon?: Icon;
  size?: 'h4' | 'h5';
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleText = (
    <Title order={2} fz={size}>
      {title}
    </Title>
  );
  const heading = SectionIcon ? (
    <Group gap="xs">
      <SectionIcon size={18} />
      {titleText}
    </Group>
  ) : (
    titleText
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        {aside ? (
          <Group justify="space-between">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
