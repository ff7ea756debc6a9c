import { ActionIcon, Alert, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { ATTACHMENT_MAX_BYTES, formatNumber } from '@staff/shared';
import { IconDownload, IconFileTypePdf, IconPaperclip, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { UploadDropzone } from '../../../components/UploadDropzone';
import { describeError } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notify';
import { attachmentsQuery, attachmentUrl, useDeleteAttachment, useUploadAttachment } from '../api/attachments';

/** spec/1 §9: attachments up to 5242880 bytes ("File size exceeds 5Mo."), PDF and images. */
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_MAX_BYTES;
const ACCEPTED = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** spec/3 §9: attachment dates as dd-MM-yyyy. */
const attachmentDate = (iso: string) => dayjs(iso).format('DD-MM-YYYY');

/** The leave's attachments, downloadable, and (while it is draft or submitted) a drop zone to add or remove some. */
export function LeaveAttachments({ leaveId, canChange }: { leaveId: number; canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(attachmentsQuery(leaveId));
  const upload = useUploadAttachment(leaveId);
  const remove = useDeleteAttachment(leaveId);
  const [error, setError] = useState<string | null>(null);

  function onDrop(files: File[]) {
    setError(null);
    for (const file of files) {
      if (file.size > MAX_ATTACHMENT_BYTES) {
        setError(t('validation.fileTooLarge'));
        continue;
      }
      upload.mutateAsync(file).then(
        () => notifySuccess(t('leaves.attachments.added', { name: file.name })),
        (failure) => setError(t('leaves.attachments.addFailed', { error: describeError(t, failure) })),
      );
    }
  }

  function onReject(rejections: FileRejection[]) {
    const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setError(tooLarge ? t('validation.fileTooLarge') : t('leaves.attachments.wrongType'));
  }

  const confirmDelete = (id: number, name: string) =>
    openConfirm({
      title: t('leaves.attachments.deleteTitle'),
      message: t('leaves.attachments.deleteText', { name }),
      confirmLabel: t('leaves.attachments.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutateAsync(id).then(
          () => notifySuccess(t('leaves.attachments.deleted', { name })),
          (failure) => setError(t('leaves.attachments.deleteFailed', { error: describeError(t, failure) })),
        ),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('leaves.attachments.title')}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconPaperclip size={18} />
          <Title order={2} fz="h5">
            {t('leaves.attachments.title')}
          </Title>
        </Group>
        {data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('leaves.attachments.none')}
          </Text>
        )}
        {!!data?.length && (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.map((file) => (
              <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {file.content_type === 'application/pdf' ? <IconFileTypePdf size={18} /> : <IconPhoto size={18} />}
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {file.file_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {attachmentDate(file.created)} ·{' '}
                      {t('leaves.attachments.size', {
                        size: formatNumber(Math.max(1, file.size / 1024), i18n.language, 0),
                      })}
                    </Text>
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('leaves.attachments.download', { name: file.file_name })}>
                    <ActionIcon
                      component="a"
                      href={attachmentUrl(leaveId, file.id)}
                      download={file.file_name}
                      variant="subtle"
                      aria-label={t('leaves.attachments.download', { name: file.file_name })}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                  {canChange && (
                    <Tooltip label={t('leaves.attachments.deleteOne', { name: file.file_name })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('leaves.attachments.deleteOne', { name: file.file_name })}
                        onClick={() => confirmDelete(file.id, file.file_name)}
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
        {canChange && (
          <UploadDropzone
            onDrop={onDrop}
            onReject={onReject}
            accept={ACCEPTED}
            loading={upload.isPending}
            multiple
            label={t('leaves.attachments.drop')}
            limits={t('leaves.attachments.limits')}
          />
        )}
        {error && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
