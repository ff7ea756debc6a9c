import { Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconCalendarEvent, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEAVES_CALENDAR_PATH } from '../lib/paths';

/** "Leaves calendar": opens the calendar in a new tab (spec/2 §2.1), from both leave lists. */
export function CalendarLinkButton() {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={LEAVES_CALENDAR_PATH}
      target="_blank"
      rel="noopener"
      variant="default"
      leftSection={<IconCalendarEvent size={16} />}
      rightSection={<IconExternalLink size={14} />}
    >
      {t('leaves.list.calendar')}
    </Button>
  );
}

/** The small "← back to the list" link above a leave page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {label}
      </Group>
    </Anchor>
  );
}
