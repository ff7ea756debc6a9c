import { ActionIcon, Alert, Badge, Group, Image, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import type { ExpenseAttachment } from '@staff/shared';
import { formatNumber } from '@staff/shared';
import { IconDownload, IconEye, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../../components/confirm';
import { UploadDropzone } from '../../../../components/UploadDropzone';
import { describeError } from '../../../../lib/messages';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import {
  type AttachmentOwner,
  attachmentFileUrl,
  attachmentsQuery,
  useDeleteAttachment,
  useUploadAttachment,
} from '../../api/lines';
import {
  ACCEPTED_ATTACHMENT_TYPES,
  type PendingAttachment,
  pendingAttachment,
  prepareAttachment,
} from '../lib/attachments';
import { AttachmentPreview, type PreviewTarget } from './AttachmentPreview';

/** spec/3 §9: attachment dates as dd-MM-yyyy. */
const attachmentDate = (iso: string) => dayjs(iso).format('DD-MM-YYYY');

/** One row of the list, saved or still in memory. */
type Row = { key: string; name: string; contentType: string; size: number; url: string; saved?: ExpenseAttachment } & (
  | { pending: PendingAttachment }
  | { pending?: undefined }
);

/**
 * A receipt's attachments (spec/1 §5, §9): each with a thumbnail (an image) or an icon (a PDF) that opens the preview
 * in place, downloadable once saved, removable while the claim is a draft; a drop zone to add some. A receipt not saved
 * yet has no address for its files: they wait in `pending` (shown and previewed from memory) and the form uploads them
 * once the receipt is saved.
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
  const { t, i18n } = useTranslation();
  const saved = useQuery({ ...attachmentsQuery(owner ?? { claimId: 0 }), enabled: owner !== null });
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);

  const rows: Row[] = [
    ...(owner ? (saved.data ?? []) : []).map((file) => ({
      key: `saved-${file.id}`,
      name: file.file_name,
      contentType: file.content_type,
      size: file.size,
      url: owner ? attachmentFileUrl(owner, file.id) : '',
      saved: file,
    })),
    ...pending.map((file) => ({
      key: file.key,
      name: file.file.name,
      contentType: file.file.type,
      size: file.file.size,
      url: file.url,
      pending: file,
    })),
  ];

  async function onDrop(files: File[]) {
    setError(null);
    setPreparing(true);
    const added: PendingAttachment[] = [];
    for (const file of files) {
      const prepared = await prepareAttachment(file);
      if ('tooLarge' in prepared) {
        setError(t('validation.fileTooLarge'));
        continue;
      }
      if (!owner) {
        added.push(pendingAttachment(prepared.file));
        continue;
      }
      await upload.mutateAsync({ owner, file: prepared.file }).then(
        () => notifySuccess(t('expenseForms.attachments.added', { name: file.name })),
        (failure) =>
          setError(t('expenseForms.attachments.addFailed', { name: file.name, error: describeError(t, failure) })),
      );
    }
    setPreparing(false);
    if (added.length) onPendingChange([...pending, ...added]);
  }

  function onReject(rejections: FileRejection[]) {
    const wrongType = rejections.some((r) => r.errors.some((e) => e.code === 'file-invalid-type'));
    setError(wrongType ? t('expenseForms.attachments.wrongType') : t('validation.fileTooLarge'));
  }

  function deleteRow(row: Row) {
    if (row.pending) {
      URL.revokeObjectURL(row.pending.url);
      onPendingChange(pending.filter((file) => file.key !== row.key));
      return;
    }
    const { saved: file } = row;
    if (!owner || !file) return;
    openConfirm({
      title: t('expenseForms.attachments.deleteTitle'),
      message: t('expenseForms.attachments.deleteText', { name: row.name }),
      confirmLabel: t('expenseForms.attachments.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutateAsync({ owner, attachmentId: file.id }).then(
          () => notifySuccess(t('expenseForms.attachments.deleted', { name: row.name })),
          (failure) => notifyError(t('expenseForms.attachments.deleteFailed', { error: describeError(t, failure) })),
        ),
    });
  }

  const open = (row: Row) =>
    setPreview({ name: row.name, contentType: row.contentType, url: row.url, inMemory: !!row.pending });

  return (
    <Stack gap="sm" component="section" aria-label={t('expenseForms.attachments.title')}>
      <Title order={2} fz="h5">
        {t('expenseForms.attachments.title')}
      </Title>
      {rows.length === 0 && (owner === null || saved.isSuccess) && (
        <Text size="sm" c="dimmed">
          {t('expenseForms.attachments.none')}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group key={row.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <UnstyledButton
                  onClick={() => open(row)}
                  aria-label={t('expenseForms.attachments.preview', { name: row.name })}
                >
                  <Thumbnail row={row} />
                </UnstyledButton>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {row.name}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {row.saved && `${attachmentDate(row.saved.created)} · `}
                      {t('expenseForms.attachments.size', {
                        size: formatNumber(Math.max(1, row.size / 1024), i18n.language, 0),
                      })}
                    </Text>
                    {row.pending && (
                      <Badge size="xs" variant="light" color={row.pending.fromOcr ? 'grape' : 'gray'}>
                        {row.pending.fromOcr
                          ? t('expenseForms.attachments.fromOcr')
                          : t('expenseForms.attachments.pending')}
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('expenseForms.attachments.preview', { name: row.name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('expenseForms.attachments.preview', { name: row.name })}
                    onClick={() => open(row)}
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                </Tooltip>
                {row.saved && (
                  <Tooltip label={t('expenseForms.attachments.download', { name: row.name })}>
                    <ActionIcon
                      component="a"
                      href={row.url}
                      download={row.name}
                      variant="subtle"
                      aria-label={t('expenseForms.attachments.download', { name: row.name })}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {!readOnly && (
                  <Tooltip label={t('expenseForms.attachments.deleteOne', { name: row.name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('expenseForms.attachments.deleteOne', { name: row.name })}
                      onClick={() => deleteRow(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {!readOnly && (
        <UploadDropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={ACCEPTED_ATTACHMENT_TYPES}
          loading={preparing || upload.isPending}
          multiple
          label={t('expenseForms.attachments.drop')}
          limits={t('expenseForms.attachments.limits')}
        />
      )}
      {error && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {error}
        </Alert>
      )}
      <AttachmentPreview target={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}

/** A small picture of an image (the file itself, scaled), a PDF icon otherwise. */
function Thumbnail({ row }: { row: Row }) {
  if (row.contentType.startsWith('image/'))
    return <Image src={row.url} alt="" w={48} h={48} radius="sm" fit="cover" data-testid="attachment-thumbnail" />;
  return (
    <Group w={48} h={48} justify="center" style={{ borderRadius: 4, background: 'var(--mantine-color-default-hover)' }}>
      <IconFileTypePdf size={28} color="var(--mantine-color-red-6)" />
    </Group>
  );
}
