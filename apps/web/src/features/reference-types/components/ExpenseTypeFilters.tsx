import { Select, TextInput } from '@mantine/core';
import { REFERENCE_LIMITS } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';

/** The filters of spec/3 §7 "type of expense": label, person mandatory, is lunch, accounting number, account name. */
export type ExpenseTypeFilterValues = {
  label: string;
  person_is_mandatory: boolean | null;
  is_lunch: boolean | null;
  accounting_number: string;
  name_account: string;
};

export const NO_EXPENSE_FILTERS: ExpenseTypeFilterValues = {
  label: '',
  person_is_mandatory: null,
  is_lunch: null,
  accounting_number: '',
  name_account: '',
};

const TEXTS = ['label', 'accounting_number', 'name_account'] as const;
const FLAGS = ['person_is_mandatory', 'is_lunch'] as const;
const LABELS = {
  label: 'referenceTypes.expense.label',
  accounting_number: 'referenceTypes.expense.accountingNumber',
  name_account: 'referenceTypes.expense.nameAccount',
  person_is_mandatory: 'referenceTypes.expense.personIsMandatory',
  is_lunch: 'referenceTypes.expense.isLunch',
} as const;

/** Applied with Apply or Enter (FilterPanel); remount it (key) when the applied filters change from outside. */
export function ExpenseTypeFilters({
  applied,
  onApply,
}: {
  applied: ExpenseTypeFilterValues;
  onApply: (values: ExpenseTypeFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<ExpenseTypeFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const yesNo = (value: boolean) => t(value ? 'referenceTypes.yes' : 'referenceTypes.no');

  const active: ActiveFilter[] = [];
  for (const name of TEXTS) {
    if (applied[name])
      active.push({
        key: name,
        label: t('filters.tag', { name: t(LABELS[name]), value: applied[name] }),
        onRemove: () => onApply({ ...applied, [name]: '' }),
      });
  }
  for (const name of FLAGS) {
    const value = applied[name];
    if (value !== null)
      active.push({
        key: name,
        label: t('filters.tag', { name: t(LABELS[name]), value: yesNo(value) }),
        onRemove: () => onApply({ ...applied, [name]: null }),
      });
  }

  return (
    <FilterPanel
      onApply={() =>
        onApply({
          ...draft,
          label: draft.label.trim(),
          accounting_number: draft.accounting_number.trim(),
          name_account: draft.name_account.trim(),
        })
      }
      onClear={() => {
        setDraft(NO_EXPENSE_FILTERS);
        onApply(NO_EXPENSE_FILTERS);
      }}
      active={active}
    >
      {TEXTS.map((name) => (
        <TextInput
          key={name}
          label={t(LABELS[name])}
          value={draft[name]}
          onChange={(event) => set({ [name]: event.currentTarget.value })}
          maxLength={REFERENCE_LIMITS.name}
          w={170}
        />
      ))}
      {FLAGS.map((name) => (
        <Select
          key={name}
          label={t(LABELS[name])}
          placeholder={t('referenceTypes.any')}
          data={[
            { value: 'true', label: yesNo(true) },
            { value: 'false', label: yesNo(false) },
          ]}
          value={draft[name] === null ? null : String(draft[name])}
          onChange={(value) => set({ [name]: value === null ? null : value === 'true' })}
          clearable
          w={180}
        />
      ))}
    </FilterPanel>
  );
}
