import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/DataTable';
import type { ReferenceKind } from '../api/referenceTypes';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './useConfirmDelete';

/**
 * The last column of a reference list (spec/3 §2 "edit", "delete (with confirmation)"): edit and delete of the row,
 * both named after it; the delete asks first. `nameOf` is the row's name as the list shows it.
 */
export function useRowActionsColumn<Row extends { id: number }>(
  kind: ReferenceKind,
  { nameOf, onEdit }: { nameOf: (row: Row) => string; onEdit: (row: Row) => void },
) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(kind);
  return actionsColumn<Row>(t('table.actions'), (row) => (
    <RowActions name={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => confirmDelete(row, nameOf(row))} />
  ));
}
