import { Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import type { ExpenseClaimStatus } from '@staff/shared';
import { formatEuros, formatNumber } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { type ExpenseClaimHistoryEntry, expenseClaimHistoryQuery } from '../api/backOffice';

/** The fields a claim's history entry may name, in the order they are shown. */
const FIELDS = ['status', 'number_meals', 'transport_cost', 'comment'] as const;
type Field = (typeof FIELDS)[number];

const author = (entry: ExpenseClaimHistoryEntry) =>
  `${entry.user.first_name} ${entry.user.last_name}`.trim() || entry.user.username;

/**
 * A claim's history (spec/3 §2 "history", §4 "the submit date … read from its history"), in a modal: each entry says
 * who, when (dd/MM/yyyy HH:mm) and what changed, in words ("Status: Accepted"), newest first.
 */
export function ExpenseClaimHistoryModal({
  claimId,
  words,
  onClose,
}: {
  claimId: number | null;
  words: { name: string; month: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useQuery({ ...expenseClaimHistoryQuery(claimId ?? 0), enabled: claimId !== null });

  const value = (field: Field, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    switch (field) {
      case 'status':
        return t(`expenses.status.${raw as ExpenseClaimStatus}`);
      case 'transport_cost':
        return formatEuros(Number(raw), i18n.language);
      case 'number_meals':
        return formatNumber(Number(raw), i18n.language, 0);
      default:
        return String(raw);
    }
  };

  return (
    <Modal opened={claimId !== null} onClose={onClose} title={t('expenseManagement.history.title', words)} size="lg">
      {isLoading && <Loader size="sm" aria-label={t('common.loading')} />}
      {data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('expenseManagement.history.empty')}
        </Text>
      )}
      {!!data?.length && (
        <Timeline bulletSize={14} lineWidth={2} active={data.length - 1}>
          {[...data].reverse().map((entry) => (
            <Timeline.Item
              key={`${entry.action_time}-${entry.action_flag}-${entry.user.username}`}
              title={
                <Text size="sm" fw={600}>
                  {t(
                    entry.action_flag === 1 ? 'expenseManagement.history.created' : 'expenseManagement.history.changed',
                    {
                      name: author(entry),
                    },
                  )}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.action_time)}
              </Text>
              <Stack gap={0} mt={4}>
                {FIELDS.filter((field) => field in entry.change_message).map((field) => (
                  <Text size="xs" key={field}>
                    {t('expenseManagement.history.line', {
                      label: t(`expenseManagement.history.fields.${field}`),
                      value: value(field, entry.change_message[field]),
                    })}
                  </Text>
                ))}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
