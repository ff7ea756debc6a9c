import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { InboxItemOut } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notify';
import { useInboxDecision, useRefreshAfterBulk } from '../api/decide';
import { itemLabel } from '../lib/describe';
import type { Decision } from '../lib/kinds';
import { decisionKey } from './useInboxDecide';

export type PlannedDecision = { item: InboxItemOut; decision: Decision };
/** An item the bulk decision could not decide, and the server's reason, in the user's language. */
export type BulkFailure = { item: InboxItemOut; label: string; message: string };

/**
 * Bulk accept (and pay): one confirmation that lists each item and what will be done to it, then each module's own
 * PATCH, one item after the other, the lists and the inbox refreshed once at the end; what succeeded is said in a toast, each failure is kept with its reason for the
 * panel to show (none is swallowed).
 */
export function useBulkDecision() {
  const { t, i18n } = useTranslation();
  const decision = useInboxDecision();
  const refresh = useRefreshAfterBulk();
  const [running, setRunning] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);

  const lineOf = ({ item, decision: chosen }: PlannedDecision) =>
    `${t(`${decisionKey(item, chosen)}.action`)} — ${itemLabel(t, item, i18n.language)}`;

  async function perform(plan: readonly PlannedDecision[], onDone: () => void) {
    setRunning(true);
    const failed: BulkFailure[] = [];
    for (const planned of plan) {
      try {
        await decision.mutateAsync({ ...planned, inBulk: true });
      } catch (error) {
        failed.push({ item: planned.item, label: lineOf(planned), message: describeError(t, error) });
      }
    }
    // Once for the whole batch: each PATCH refreshing the inbox and its module's lists would ask for them per item.
    void refresh(plan.map(({ item }) => item));
    const done = plan.length - failed.length;
    if (done > 0) notifySuccess(t('validationInbox.bulk.done', { count: done }));
    setFailures(failed);
    setRunning(false);
    onDone();
  }

  function start(plan: readonly PlannedDecision[], onDone: () => void) {
    if (plan.length === 0) return;
    modals.openConfirmModal({
      title: t('validationInbox.bulk.title', { count: plan.length }),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t('validationInbox.bulk.text', { count: plan.length })}</Text>
          <List size="sm" spacing={4} aria-label={t('validationInbox.bulk.listLabel')}>
            {plan.map((planned) => (
              <List.Item key={`${planned.item.kind}-${planned.item.id}`}>{lineOf(planned)}</List.Item>
            ))}
          </List>
        </Stack>
      ),
      labels: { confirm: t('validationInbox.bulk.confirm', { count: plan.length }), cancel: t('common.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () => void perform(plan, onDone),
    });
  }

  return { start, running, failures, clearFailures: () => setFailures([]) };
}
