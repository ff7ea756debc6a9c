import { Alert, Button, Checkbox, Group, List, ScrollArea, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import type { InboxItemOut } from '@staff/shared';
import { IconChecks, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from '../../../components/DashboardPanel';
import { ValidationInboxBadge } from '../../../components/ValidationInboxBadge';
import { useValidationInbox } from '../../../lib/validationInbox';
import { bulkPlan } from '../lib/kinds';
import { InboxItemRow } from './InboxItemRow';
import { useBulkDecision } from './useBulkDecision';
import { useInboxDecide } from './useInboxDecide';

const keyOf = (item: Pick<InboxItemOut, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

/**
 * The dashboard's "To validate" panel, the validator's one inbox (issue 25): every sent leave, activity report and
 * expense claim of the people they decide on, the claims accounting pays and the travel requests asked of them,
 * oldest first, each decided in place with its module's confirmation; several accepted (or paid) at once.
 */
export default function ValidationInboxPanel() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useValidationInbox();
  const decide = useInboxDecide();
  const bulk = useBulkDecision();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // A long inbox scrolls in its panel beside the others; on a phone, with the page (no scroll inside a scroll).
  const listHeight = useMatches({ base: undefined, md: 560 });
  const items = data?.results ?? [];
  const count = data?.count ?? 0;
  // Only what a bulk decision can take is offered a box; what left the inbox leaves the choice too.
  const bulkable = bulkPlan(items).map(({ item }) => item);
  const chosenItems = bulkable.filter((item) => chosen.has(keyOf(item)));
  const plan = bulkPlan(chosenItems);
  const allChosen = bulkable.length > 0 && chosenItems.length === bulkable.length;
  const choose = (item: InboxItemOut, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  // The button says what it will do: accept, pay, or both ("process") when the choice mixes them.
  const paying = plan.some((p) => p.decision === 'pay');
  const accepting = plan.some((p) => p.decision === 'accept');
  const bulkLabel = paying && accepting ? 'mixed' : paying ? 'pay' : 'accept';

  return (
    <DashboardPanel title={t('validationInbox.title')} icon={IconInbox} aside={<ValidationInboxBadge />}>
      {isPending && <Skeleton h={60} />}
      {isError && <Alert color="red">{t('validationInbox.unavailable')}</Alert>}
      {bulk.failures.length > 0 && (
        <Alert
          color="red"
          title={t('validationInbox.bulk.failed', { count: bulk.failures.length })}
          withCloseButton
          closeButtonLabel={t('validationInbox.close')}
          onClose={bulk.clearFailures}
        >
          <List size="sm" spacing={4}>
            {bulk.failures.map((failure) => (
              <List.Item key={keyOf(failure.item)}>{`${failure.label} : ${failure.message}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {data && count === 0 && (
        <Text size="sm" c="dimmed">
          {t('validationInbox.none')}
        </Text>
      )}
      {data && count > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {items.length < count
              ? t('validationInbox.waitingShown', { count, shown: items.length })
              : t('validationInbox.waiting', { count })}
          </Text>
          {bulkable.length > 1 && (
            // Kept in sight while a long list scrolls with the page (a phone): the choice and its button together.
            <Group
              justify="space-between"
              gap="xs"
              py={4}
              style={{
                position: 'sticky',
                top: 'var(--app-shell-header-height, 0px)',
                zIndex: 2,
                background: 'var(--mantine-color-body)',
              }}
            >
              <Checkbox
                label={t('validationInbox.bulk.chooseAll')}
                checked={allChosen}
                indeterminate={chosenItems.length > 0 && !allChosen}
                onChange={() => setChosen(allChosen ? new Set() : new Set(bulkable.map(keyOf)))}
              />
              <Button
                size="xs"
                color="green"
                leftSection={<IconChecks size={16} />}
                disabled={plan.length === 0}
                loading={bulk.running}
                onClick={() => bulk.start(plan, () => setChosen(new Set()))}
              >
                {t(`validationInbox.bulk.${bulkLabel}`, { count: plan.length })}
              </Button>
            </Group>
          )}
          <ScrollArea.Autosize mah={listHeight} type="auto" offsetScrollbars={listHeight !== undefined}>
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <InboxItemRow
                  key={keyOf(item)}
                  item={item}
                  decide={decide}
                  selected={bulkable.length <= 1 ? undefined : bulkable.includes(item) ? chosen.has(keyOf(item)) : null}
                  onSelect={(on) => choose(item, on)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </>
      )}
    </DashboardPanel>
  );
}
