import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The customer a receipt or a trip is charged to (spec/1 §5): searched among the company's active customers, 50 shown
 * at a time, required while the line can be changed (`locked` false).
 */
export function CustomerSelect({ locked, ...props }: SelectProps & { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <Select
      placeholder={locked ? undefined : t('expenseForms.invoice.customerSearch')}
      nothingFoundMessage={t('expenseForms.invoice.noCustomer')}
      searchable
      limit={50}
      withAsterisk={!locked}
      allowDeselect={false}
      {...props}
    />
  );
}
