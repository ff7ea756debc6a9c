import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AttachmentRow, Attachments, savedId, savedRows } from '../../../../components/attachments/Attachments';
import {
  type AttachmentOwner,
  attachmentFileUrl,
  attachmentsQuery,
  useDeleteAttachment,
  useUploadAttachment,
} from '../../api/lines';
import { type PendingAttachment, pendingAttachment } from '../lib/attachments';

/**
 * A receipt's attachments (spec/1 §5, §9): each with a thumbnail that opens the preview in place, downloadable once
 * saved, removable while the claim is a draft. A receipt not saved yet has no address for its files: they wait in
 * `pending` (shown and previewed from memory) and the form uploads them once the receipt is saved.
 */
export function ReceiptAttachments({
  owner,
  pending,
  onPendingChange,
  readOnly,
}: {
  /** The saved receipt, null for a new one. */
  owner: AttachmentOwner | null;
  pending: PendingAttachment[];
  onPendingChange: (pending: PendingAttachment[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const saved = useQuery({ ...attachmentsQuery(owner ?? { claimId: 0 }), enabled: owner !== null });
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();

  const rows: AttachmentRow[] = [
    ...(owner ? savedRows(saved.data ?? [], (id) => attachmentFileUrl(owner, id)) : []),
    ...pending.map((file) => ({
      key: file.key,
      name: file.file.name,
      contentType: file.file.type,
      size: file.file.size,
      url: file.url,
      inMemory: true,
      badge: file.fromOcr
        ? { label: t('expenseForms.attachments.fromOcr'), color: 'grape' }
        : { label: t('expenseForms.attachments.pending'), color: 'gray' },
    })),
  ];

  function removeRow(row: AttachmentRow) {
    if (!row.inMemory) return owner ? remove.mutateAsync({ owner, attachmentId: savedId(row) }) : undefined;
    URL.revokeObjectURL(row.url);
    onPendingChange(pending.filter((file) => file.key !== row.key));
  }

  return (
    <Stack gap="sm" component="section" aria-label={t('expenseForms.attachments.title')}>
      <Title order={2} fz="h5">
        {t('expenseForms.attachments.title')}
      </Title>
      <Attachments
        texts="expenseForms.attachments"
        rows={rows}
        loaded={owner === null || saved.isSuccess}
        canChange={!readOnly}
        upload={owner ? (file) => upload.mutateAsync({ owner, file }) : undefined}
        keep={(files) => onPendingChange([...pending, ...files.map((file) => pendingAttachment(file))])}
        remove={removeRow}
        looks={{ thumbnails: true, download: true }}
        // A new receipt takes its file in the receipt zone above, which reads it too (issue 25: one zone).
        withDropzone={owner !== null}
      />
    </Stack>
  );
}
