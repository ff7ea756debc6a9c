import { Button, Collapse, Group, Input, Paper, Pill, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** spec/3 §2: the filter panel is shown when the window is at least 1200 px wide (behind a button below). */
const WIDE_QUERY = '(min-width: 1200px)';

export type ActiveFilter = { key: string; label: string; onRemove: () => void };

/**
 * The generic table's filter panel (spec/3 §2): fields, Apply and Clear, Enter applies, and the tags of the
 * filters in force, each removable.
 */
export function FilterPanel({
  children,
  onApply,
  onClear,
  active,
  canApply = true,
}: {
  children: ReactNode;
  onApply: () => void;
  onClear: () => void;
  active: ActiveFilter[];
  canApply?: boolean;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_QUERY, true) ?? true;
  const [opened, { toggle }] = useDisclosure(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) onApply();
  };

  const panel = (
    <Paper withBorder radius="md" p="sm" component="form" onSubmit={submit} aria-label={t('filters.title')}>
      <Group align="flex-start" gap="sm">
        {children}
        {/* An empty label above the buttons keeps them level with the inputs, whatever error a field shows. */}
        <Input.Wrapper label={'\u00a0'} labelProps={{ 'aria-hidden': true }}>
          <Group gap="xs" wrap="nowrap">
            <Button type="submit" size="sm" disabled={!canApply}>
              {t('filters.apply')}
            </Button>
            <Button type="button" size="sm" variant="default" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          </Group>
        </Input.Wrapper>
      </Group>
    </Paper>
  );

  return (
    <Stack gap="xs">
      {wide ? (
        panel
      ) : (
        <>
          <Group>
            <Button variant="default" size="xs" leftSection={<IconFilter size={14} />} onClick={toggle}>
              {t('filters.title')}
            </Button>
          </Group>
          <Collapse expanded={opened}>{panel}</Collapse>
        </>
      )}
      {active.length > 0 && (
        <Group gap={6} aria-label={t('filters.active')}>
          {active.map((filter) => (
            <Pill
              key={filter.key}
              withRemoveButton
              onRemove={filter.onRemove}
              removeButtonProps={{ 'aria-label': t('filters.remove', { filter: filter.label }) }}
            >
              {filter.label}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
