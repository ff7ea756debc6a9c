import { Select, TextInput } from '@mantine/core';
import { EXPENSE_CLAIM_FILTER_STATUSES, TEXT_LIMITS } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';

export type ExpenseClaimFilterValues = {
  status: (typeof EXPENSE_CLAIM_FILTER_STATUSES)[number] | null;
  names: string;
  employee_number: string;
};

export const NO_EXPENSE_CLAIM_FILTERS: ExpenseClaimFilterValues = { status: null, names: '', employee_number: '' };

/**
 * The filters of the expense claims management (spec/3 §2): status (draft or submitted only), employee number and
 * names; applied with Apply or Enter. Remount it (key) when the applied filters change.
 */
export function ExpenseClaimFilters({
  applied,
  onApply,
}: {
  applied: ExpenseClaimFilterValues;
  onApply: (values: ExpenseClaimFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<ExpenseClaimFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const without = (patch: Partial<ExpenseClaimFilterValues>) => () => onApply({ ...applied, ...patch });
  const tag = (name: string, value: string) => t('filters.tag', { name, value });

  const active: ActiveFilter[] = [];
  if (applied.status)
    active.push({
      key: 'status',
      label: tag(t('expenseManagement.filters.status'), t(`expenses.status.${applied.status}`)),
      onRemove: without({ status: null }),
    });
  if (applied.employee_number)
    active.push({
      key: 'employee',
      label: tag(t('expenseManagement.filters.employeeNumber'), applied.employee_number),
      onRemove: without({ employee_number: '' }),
    });
  if (applied.names)
    active.push({
      key: 'names',
      label: tag(t('expenseManagement.filters.names'), applied.names),
      onRemove: without({ names: '' }),
    });

  return (
    <FilterPanel
      onApply={() => onApply({ ...draft, names: draft.names.trim(), employee_number: draft.employee_number.trim() })}
      onClear={() => {
        setDraft(NO_EXPENSE_CLAIM_FILTERS);
        onApply(NO_EXPENSE_CLAIM_FILTERS);
      }}
      active={active}
    >
      <Select
        label={t('expenseManagement.filters.status')}
        placeholder={t('expenseManagement.filters.all')}
        data={EXPENSE_CLAIM_FILTER_STATUSES.map((status) => ({
          value: status,
          label: t(`expenses.status.${status}`),
        }))}
        value={draft.status}
        onChange={(value) => set({ status: value as ExpenseClaimFilterValues['status'] })}
        clearable
        w={150}
      />
      <TextInput
        label={t('expenseManagement.filters.employeeNumber')}
        value={draft.employee_number}
        onChange={(event) => set({ employee_number: event.currentTarget.value })}
        maxLength={TEXT_LIMITS.search}
        w={130}
      />
      <TextInput
        label={t('expenseManagement.filters.names')}
        value={draft.names}
        onChange={(event) => set({ names: event.currentTarget.value })}
        maxLength={TEXT_LIMITS.search}
        w={180}
      />
    </FilterPanel>
  );
}
