import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type ReferenceKind, useDeleteReferenceType } from '../api/referenceTypes';

/**
 * Delete after a confirmation (spec/3 §2 "delete (with confirmation)"). A refusal, such as a type of leave still used
 * by leaves, is told in the server's words after "Delete Failed :" (spec/3 §8).
 */
export function useConfirmDelete(kind: ReferenceKind) {
  const { t } = useTranslation();
  const remove = useDeleteReferenceType(kind);
  // A VAT rate is not a "type": its own words.
  const texts = kind === 'tax' ? 'referenceTypes.tax.delete' : 'referenceTypes.delete';
  return (row: { id: number }, name: string) =>
    openConfirm({
      title: t(`${texts}.title`),
      message: t(`${texts}.message`, { name }),
      confirmLabel: t('referenceTypes.actions.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => notifySuccess(t(`${texts}.done`, { name })),
          onError: (error) => notifyError(t('referenceTypes.delete.failed', { error: describeError(t, error) })),
        }),
    });
}
