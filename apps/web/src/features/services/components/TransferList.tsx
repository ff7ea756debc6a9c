import {
  ActionIcon,
  Badge,
  Checkbox,
  Flex,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLabel, searchPeople, type TransferPerson } from '../lib/people';

export type { TransferPerson };

/** spec/1 §9: multi-select lists show 10 rows. */
const ROW_HEIGHT = 34;
const TEN_ROWS = 10 * ROW_HEIGHT;

/** One side: a search, the people it holds (10 rows high, scrolling), each ticked to be moved. */
function Side({
  title,
  people,
  picked,
  onPick,
  emptyText,
}: {
  title: string;
  people: TransferPerson[];
  picked: Set<number>;
  onPick: (id: number) => void;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = searchPeople(people, search);
  return (
    <Paper withBorder radius="md" p="xs" style={{ flex: 1, minWidth: 0 }} role="group" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Badge variant="light" size="sm">
            {people.length}
          </Badge>
        </Group>
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('services.transfer.search')}
          aria-label={t('services.transfer.searchIn', { list: title })}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <ScrollArea h={TEN_ROWS} type="auto" offsetScrollbars>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {emptyText}
            </Text>
          ) : (
            <Stack gap={0}>
              {shown.map((p) => (
                <Checkbox
                  key={p.id}
                  h={ROW_HEIGHT}
                  pt={8}
                  px={4}
                  size="xs"
                  checked={picked.has(p.id)}
                  onChange={() => onPick(p.id)}
                  label={
                    <Text
                      size="sm"
                      c={p.is_active ? undefined : 'dimmed'}
                      fs={p.is_active ? undefined : 'italic'}
                      truncate
                    >
                      {listLabel(p)}
                      {!p.is_active && ` (${t('services.inactive')})`}
                    </Text>
                  }
                />
              ))}
            </Stack>
          )}
        </ScrollArea>
      </Stack>
    </Paper>
  );
}

/**
 * The member transfer lists of the service page (spec/3 "Service create and edit page"): the company's people on the
 * left, the service's members on the right; tick people and move them, or move all of a side.
 */
export function TransferList({
  available,
  members,
  onChange,
}: {
  /** Everybody who may be listed (the page leaves inactive people out unless asked). */
  available: TransferPerson[];
  members: TransferPerson[];
  onChange: (memberIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const memberIds = new Set(members.map((m) => m.id));
  const others = available.filter((p) => !memberIds.has(p.id));
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pickedOthers = others.filter((p) => picked.has(p.id));
  const pickedMembers = members.filter((p) => picked.has(p.id));
  const move = (ids: number[]) => {
    onChange(ids);
    setPicked(new Set());
  };
  const ids = (list: TransferPerson[]) => list.map((p) => p.id);

  const buttons = [
    {
      label: t('services.transfer.add'),
      icon: IconChevronRight,
      disabled: pickedOthers.length === 0,
      onClick: () => move([...memberIds, ...ids(pickedOthers)]),
    },
    {
      label: t('services.transfer.addAll'),
      icon: IconChevronsRight,
      disabled: others.length === 0,
      onClick: () => move([...memberIds, ...ids(others)]),
    },
    {
      label: t('services.transfer.remove'),
      icon: IconChevronLeft,
      disabled: pickedMembers.length === 0,
      onClick: () => move(ids(members.filter((m) => !picked.has(m.id)))),
    },
    {
      label: t('services.transfer.removeAll'),
      icon: IconChevronsLeft,
      disabled: members.length === 0,
      onClick: () => move([]),
    },
  ];

  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="xs">
      <Side
        title={t('services.transfer.available')}
        people={others}
        picked={picked}
        onPick={toggle}
        emptyText={t('services.transfer.noneAvailable')}
      />
      <Stack gap={6} visibleFrom="sm">
        {buttons.map(({ label, icon: Icon, disabled, onClick }) => (
          <Tooltip key={label} label={label}>
            <ActionIcon variant="default" onClick={onClick} disabled={disabled} aria-label={label}>
              <Icon size={16} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Stack>
      {/* Phones: the sides stack, the buttons go between them in a row. */}
      <Group gap={6} hiddenFrom="sm" justify="center">
        {buttons.map(({ label, icon: Icon, disabled, onClick }) => (
          <ActionIcon key={label} variant="default" onClick={onClick} disabled={disabled} aria-label={label}>
            <Icon size={16} style={{ transform: 'rotate(90deg)' }} />
          </ActionIcon>
        ))}
      </Group>
      <Side
        title={t('services.transfer.members')}
        people={members}
        picked={picked}
        onPick={toggle}
        emptyText={t('services.transfer.noMembers')}
      />
    </Flex>
  );
}
