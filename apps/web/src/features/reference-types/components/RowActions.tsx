import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowIconActions } from '../../../components/RowIconActions';

/** Edit and delete of one row of a reference list, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <RowIconActions
      actions={[
        {
          icon: IconPencil,
          tooltip: t('referenceTypes.actions.edit'),
          ariaLabel: t('referenceTypes.actions.editNamed', { name }),
          onClick: onEdit,
        },
        {
          icon: IconTrash,
          tooltip: t('referenceTypes.actions.delete'),
          ariaLabel: t('referenceTypes.actions.deleteNamed', { name }),
          danger: true,
          onClick: onDelete,
        },
      ]}
    />
  );
}
