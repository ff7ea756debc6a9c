import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../components/DeferredTooltip';

/** Edit and delete of one row of a reference list, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const editLabel = t('referenceTypes.actions.editNamed', { name });
  const deleteLabel = t('referenceTypes.actions.deleteNamed', { name });
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <DeferredTooltip label={t('referenceTypes.actions.edit')}>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </DeferredTooltip>
      <DeferredTooltip label={t('referenceTypes.actions.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </DeferredTooltip>
    </Group>
  );
}
