import { Loader, Modal } from '@mantine/core';
import type { ExpenseClaimStatus } from '@staff/shared';
import { formatEuros, formatNumber } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HistoryTimeline } from '../../../components/HistoryTimeline';
import { expenseClaimHistoryQuery } from '../api/backOffice';

/** The fields a claim's history entry may name, in the order they are shown. */
const FIELDS = ['status', 'refusal_reason', 'number_meals', 'transport_cost', 'comment', 'place'] as const;
type Field = (typeof FIELDS)[number];

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
      {isLoading && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      <HistoryTimeline
        entries={data}
        texts="expenseManagement.history"
        fields={FIELDS}
        label={(field) => t(`expenseManagement.history.fields.${field}`)}
        value={value}
      />
    </Modal>
  );
}
