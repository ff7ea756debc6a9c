import { FREE_FIELDS } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { employeeFieldNamesQuery } from '../api/employees';

type FreeField = (typeof FREE_FIELDS)[number];

/**
 * What the company calls the employee's free fields and coefficient (issue 25, company preferences `employee`): a free
 * field shows under its name once named, and stays hidden until then unless `values` gives it something (a value
 * imported before it was named is never hidden). The coefficient keeps its own name until renamed.
 */
export function useEmployeeFieldNames(values?: Partial<Record<FreeField, string | null>>) {
  const { t } = useTranslation();
  const { data } = useQuery(employeeFieldNamesQuery());
  const nameOf = (field: FreeField) => data?.[field]?.trim() ?? '';
  return {
    freeFields: FREE_FIELDS.filter((field) => nameOf(field) !== '' || !!values?.[field]).map((field) => ({
      field,
      label: nameOf(field) || t(`employees.fields.${field}`),
    })),
    coefficient: data?.coefficient?.trim() || t('employees.fields.coefficient'),
  };
}
