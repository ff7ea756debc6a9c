import { ActionIcon, Alert, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { ATTACHMENT_TYPES, type ExpenseAttachment, formatNumber } from '@staff/shared';
import { IconEye, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { UploadDropzone } from '../../../components/UploadDropzone';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { AttachmentPreview, type PreviewTarget } from '../forms/components/AttachmentPreview';
import { prepareAttachment } from '../forms/lib/attachments';

/** spec/1 §9: attachment dates as dd-MM-yyyy. */
const attachmentDate = (iso: string) => dayjs(iso).format('DD-MM-YYYY');
const isImage = (file: ExpenseAttachment) => file.content_type.startsWith('image/');

/**
 * The files of an expense (the month's transport cost): listed with their date and size, each previewed over the page
 * (an image, a PDF in the browser's viewer: the receipt form's preview) or opened in a tab; while `canChange`, a drop zone (images above
 * 1 MB shrunk first, spec/1 §9) and a delete after confirmation, with the spec's toasts ("Can't add attachment",
 * "Can't delete attachment").
 */
export function ExpenseAttachments({
  files,
  urlOf,
  canChange,
  onUpload,
  onDelete,
}: {
  files: ExpenseAttachment[];
  urlOf: (attachmentId: number) => string;
  canChange: boolean;
  onUpload: (file: File) => Promise<unknown>;
  onDelete: (attachmentId: number) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setUploading((n) => n + 1);
    try {
      // An image shrunk first, then spec/1 §9 "File size exceeds 5Mo." said before sending (the server refuses it too).
      const ready = await prepareAttachment(file);
      if ('tooLarge' in ready) {
        setError(t('validation.fileTooLarge'));
        return;
      }
      await onUpload(ready.file);
      notifySuccess(t('expenses.attachments.added', { name: file.name }));
    } catch (failure) {
      notifyError(describeError(t, failure), t('expenses.attachments.addFailed'));
    } finally {
      setUploading((n) => n - 1);
    }
  }

  function onDrop(dropped: File[]) {
    setError(null);
    for (const file of dropped) void upload(file);
  }

  function onReject(rejections: FileRejection[]) {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setError(tooLarge ? t('validation.fileTooLarge') : t('expenses.attachments.wrongType'));
  }

  const confirmDelete = (file: ExpenseAttachment) =>
    openConfirm({
      title: t('expenses.attachments.deleteTitle'),
      message: t('expenses.attachments.deleteText', { name: file.file_name }),
      confirmLabel: t('expenses.attachments.delete'),
      color: 'red',
      onConfirm: () =>
        onDelete(file.id).then(
          () => notifySuccess(t('expenses.attachments.deleted', { name: file.file_name })),
          (failure) => notifyError(describeError(t, failure), t('expenses.attachments.deleteFailed')),
        ),
    });

  return (
    <Stack gap="sm">
      {files.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('expenses.attachments.none')}
        </Text>
      )}
      {files.length > 0 && (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {isImage(file) ? <IconPhoto size={18} /> : <IconFileTypePdf size={18} />}
                <div style={{ minWidth: 0 }}>
                  <Anchor href={urlOf(file.id)} target="_blank" rel="noopener" size="sm" display="block" truncate>
                    {file.file_name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {attachmentDate(file.created)} ·{' '}
                    {t('expenses.attachments.size', {
                      size: formatNumber(Math.max(1, file.size / 1024), i18n.language, 0),
                    })}
                  </Text>
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('expenses.attachments.show')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('expenses.attachments.showOne', { name: file.file_name })}
                    onClick={() =>
                      setPreview({
                        name: file.file_name,
                        contentType: file.content_type,
                        url: urlOf(file.id),
                        inMemory: false,
                      })
                    }
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                </Tooltip>
                {canChange && (
                  <Tooltip label={t('expenses.attachments.deleteOne', { name: file.file_name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('expenses.attachments.deleteOne', { name: file.file_name })}
                      onClick={() => confirmDelete(file)}
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
      <AttachmentPreview target={preview} onClose={() => setPreview(null)} />
      {canChange && (
        <UploadDropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={[...ATTACHMENT_TYPES]}
          // No size limit here: a large image is shrunk first, and the limit checked on what is sent.
          maxSize={Number.POSITIVE_INFINITY}
          loading={uploading > 0}
          multiple
          label={t('expenses.attachments.drop')}
          limits={t('expenses.attachments.limits')}
        />
      )}
      {error && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
