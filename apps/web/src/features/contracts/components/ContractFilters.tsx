import { NumberInput, Select, TextInput } from '@mantine/core';
import { CONTRACT_MAX_DAYS } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';

export type ContractFilterValues = {
  title: string;
  max_worked_days_per_month: number | null;
  can_overflow_max_worked_days: 'True' | 'False' | null;
};

export const NO_CONTRACT_FILTERS: ContractFilterValues = {
  title: '',
  max_worked_days_per_month: null,
  can_overflow_max_worked_days: null,
};

/**
 * The contracts list's filters (spec/3 "Contracts": title, max days, overflow), applied with Apply or Enter.
 * Remount it (key) when the applied filters change from outside.
 */
export function ContractFilters({
  applied,
  onApply,
}: {
  applied: ContractFilterValues;
  onApply: (values: ContractFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<ContractFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const yesNo = (value: 'True' | 'False') => t(value === 'True' ? 'contracts.yes' : 'contracts.no');

  const active: ActiveFilter[] = [];
  const without = (patch: Partial<ContractFilterValues>) => () => onApply({ ...applied, ...patch });
  if (applied.title)
    active.push({
      key: 'title',
      label: t('filters.tag', { name: t('contracts.fields.title'), value: applied.title }),
      onRemove: without({ title: '' }),
    });
  if (applied.max_worked_days_per_month !== null)
    active.push({
      key: 'max',
      label: t('filters.tag', { name: t('contracts.columns.maxDays'), value: applied.max_worked_days_per_month }),
      onRemove: without({ max_worked_days_per_month: null }),
    });
  if (applied.can_overflow_max_worked_days)
    active.push({
      key: 'overflow',
      label: t('filters.tag', {
        name: t('contracts.columns.canOverflow'),
        value: yesNo(applied.can_overflow_max_worked_days),
      }),
      onRemove: without({ can_overflow_max_worked_days: null }),
    });

  return (
    <FilterPanel
      onApply={() => onApply({ ...draft, title: draft.title.trim() })}
      onClear={() => {
        setDraft(NO_CONTRACT_FILTERS);
        onApply(NO_CONTRACT_FILTERS);
      }}
      active={active}
    >
      <TextInput
        label={t('contracts.fields.title')}
        value={draft.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        maxLength={60}
        w={220}
      />
      <NumberInput
        label={t('contracts.columns.maxDays')}
        value={draft.max_worked_days_per_month ?? ''}
        onChange={(value) => set({ max_worked_days_per_month: typeof value === 'number' ? value : null })}
        min={0}
        max={CONTRACT_MAX_DAYS}
        allowDecimal={false}
        allowNegative={false}
        w={180}
      />
      <Select
        label={t('contracts.columns.canOverflow')}
        value={draft.can_overflow_max_worked_days}
        onChange={(value) => set({ can_overflow_max_worked_days: value as 'True' | 'False' | null })}
        data={[
          { value: 'True', label: t('contracts.yes') },
          { value: 'False', label: t('contracts.no') },
        ]}
        clearable
        w={200}
      />
    </FilterPanel>
  );
}
