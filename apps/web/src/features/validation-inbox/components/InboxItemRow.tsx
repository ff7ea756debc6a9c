import { Anchor, Badge, Box, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { InboxItemOut } from '@staff/shared';
import { IconCash, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { figureOf, periodOf } from '../lib/describe';
import { type Decision, decisionsOf, INBOX_KIND_SPECS, ownerName } from '../lib/kinds';
import { DECISION_COLORS, decisionKey, type useInboxDecide } from './useInboxDecide';

const ICONS = { accept: IconCheck, pay: IconCash, refuse: IconX } as const;

/** The width of a Mantine checkbox of the default size: a row without one keeps its text in line with the others. */
const BOX_WIDTH = 20;

/**
 * One item waiting for the user: a box to choose it for a bulk decision (when it has one; `selected` null for none,
 * `undefined` when no row of the list has one), its kind, whose it is (a link to it), its period and figure, since
 * when it waits; accept, pay or refuse it here, or complete it on its form.
 */
export function InboxItemRow({
  item,
  decide,
  selected,
  onSelect,
}: {
  item: InboxItemOut;
  decide: ReturnType<typeof useInboxDecide>;
  selected: boolean | null | undefined;
  onSelect: (selected: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = ownerName(item);
  const link = INBOX_KIND_SPECS[item.kind].link(item.id);
  const decisions = decisionsOf(item);
  const button = (decision: Decision) => {
    const Icon = ICONS[decision];
    const label = t(`${decisionKey(item, decision)}.action`);
    return (
      <Button
        key={decision}
        size="xs"
        variant="light"
        color={DECISION_COLORS[decision]}
        leftSection={<Icon size={16} />}
        loading={decide.isPending(item)}
        onClick={() => decide.run(decision, item)}
        aria-label={`${label} — ${name}`}
      >
        {label}
      </Button>
    );
  };

  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={`${t(`validationInbox.kinds.${item.kind}`)} — ${name}`}
    >
      {selected === null && <Box w={BOX_WIDTH} style={{ flex: 'none' }} />}
      {selected !== null && selected !== undefined && (
        <Checkbox
          mt={4}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t('validationInbox.bulk.choose', { name, kind: t(`validationInbox.kinds.${item.kind}`) })}
        />
      )}
      <Group justify="space-between" gap="xs" style={{ flex: 1 }} miw={0}>
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Anchor component={Link} to={link} fw={600} size="sm">
              {name}
            </Anchor>
            <Badge variant="light" color="gray" size="sm">
              {t(`validationInbox.kinds.${item.kind}`)}
            </Badge>
            {item.step === 'pay' && (
              <Badge variant="light" color="teal" size="sm">
                {t('validationInbox.toPay')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {periodOf(t, item, i18n.language)}
            {' · '}
            <Text span fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {figureOf(t, item, i18n.language)}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('validationInbox.waitingSince', { date: formatDate(item.waiting_since) })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {decisions.map(button)}
          {item.step === 'complete' && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={link}
              leftSection={<IconPencil size={16} />}
              aria-label={`${t('validationInbox.complete')} — ${name}`}
            >
              {t('validationInbox.complete')}
            </Button>
          )}
        </Group>
      </Group>
    </Group>
  );
}
