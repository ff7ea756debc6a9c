import { ActionIcon, Alert, Anchor, Badge, Group, Image, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { ATTACHMENT_TYPES, formatNumber } from '@staff/shared';
import { IconDownload, IconEye, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from '../../lib/dayjs';
import { describeError } from '../../lib/messages';
import { notifySuccess } from '../../lib/notify';
import { openConfirm } from '../confirm';
import { UploadDropzone } from '../UploadDropzone';
import { AttachmentPreview, type PreviewTarget } from './AttachmentPreview';
import { isPdf, prepareAttachment } from './prepare';

/** One file of the list: saved (its API address, its date) or still in memory (a blob: address, not sent yet). */
export type AttachmentRow = {
  key: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
  /** When it was saved; none for a file in memory. */
  created?: string;
  inMemory?: boolean;
  badge?: { label: string; color: string };
};

/** How the list shows a file: a thumbnail (receipts), its name as a link to open it in a tab, a download button. */
type Looks = { thumbnails?: boolean; nameLinks?: boolean; download?: boolean };

/** spec/1 §9, spec/3 §9: attachment dates as dd-MM-yyyy. */
const attachmentDate = (iso: string) => dayjs(iso).format('DD-MM-YYYY');

/**
 * The attached files of a leave, a receipt or the month's transport cost (spec/1 §5, §9), one way for all: listed with
 * their date and size, each previewed in place (an image, a PDF in the browser's viewer); while `canChange`, a drop zone
 * for PDF and images (the shared ATTACHMENT_TYPES; an image above 1 MB shrunk first, the 5 MB limit checked on what is
 * sent) and a delete after confirmation (a file in memory goes at once). What goes wrong is said under the list, beside
 * the drop zone (docs/decisions/web-pieces.md). `texts` is the key holding the texts (`leaves.attachments`…).
 *
 * `upload` sends one file; without it (a receipt not saved yet) the files are handed to `keep`, to be sent later.
 */
export function Attachments({
  texts,
  rows,
  loaded = true,
  canChange,
  upload,
  keep,
  remove,
  looks = {},
  withDropzone = true,
}: {
  texts: string;
  rows: AttachmentRow[];
  /** False while the saved files are being read: "none" is not said yet. */
  loaded?: boolean;
  canChange: boolean;
  upload?: (file: File) => Promise<unknown>;
  keep?: (files: File[]) => void;
  remove: (row: AttachmentRow) => Promise<unknown> | undefined;
  looks?: Looks;
  /** False: the files come in through another zone of the page (a new receipt's, which reads them too). */
  withDropzone?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function onDrop(files: File[]) {
    setError(null);
    setBusy((n) => n + 1);
    const kept: File[] = [];
    for (const file of files) {
      const ready = await prepareAttachment(file);
      if ('tooLarge' in ready) {
        setError(t('validation.fileTooLarge'));
      } else if (!upload) {
        kept.push(ready.file);
      } else {
        await upload(ready.file).then(
          () => notifySuccess(t(`${texts}.added`, { name: file.name })),
          (failure) => setError(t(`${texts}.addFailed`, { name: file.name, error: describeError(t, failure) })),
        );
      }
    }
    setBusy((n) => n - 1);
    if (kept.length) keep?.(kept);
  }

  function onReject(rejections: FileRejection[]) {
    const wrongType = rejections.some((r) => r.errors.some((e) => e.code === 'file-invalid-type'));
    setError(wrongType ? t(`${texts}.wrongType`) : t('validation.fileTooLarge'));
  }

  function askDelete(row: AttachmentRow) {
    setError(null);
    if (row.inMemory) return void remove(row);
    openConfirm({
      title: t(`${texts}.deleteTitle`),
      message: t(`${texts}.deleteText`, { name: row.name }),
      confirmLabel: t(`${texts}.delete`),
      color: 'red',
      onConfirm: () =>
        remove(row)?.then(
          () => notifySuccess(t(`${texts}.deleted`, { name: row.name })),
          (failure) => setError(t(`${texts}.deleteFailed`, { error: describeError(t, failure) })),
        ),
    });
  }

  const open = (row: AttachmentRow) =>
    setPreview({ name: row.name, contentType: row.contentType, url: row.url, inMemory: !!row.inMemory });
  const size = (row: AttachmentRow) =>
    t(`${texts}.size`, { size: formatNumber(Math.max(1, row.size / 1024), i18n.language, 0) });

  return (
    <Stack gap="sm">
      {rows.length === 0 && loaded && (
        <Text size="sm" c="dimmed">
          {t(`${texts}.none`)}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group key={row.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                {looks.thumbnails ? (
                  <UnstyledButton onClick={() => open(row)} aria-label={t(`${texts}.preview`, { name: row.name })}>
                    <Thumbnail row={row} />
                  </UnstyledButton>
                ) : isPdf(row.contentType) ? (
                  <IconFileTypePdf size={18} />
                ) : (
                  <IconPhoto size={18} />
                )}
                <div style={{ minWidth: 0 }}>
                  {looks.nameLinks ? (
                    <Anchor href={row.url} target="_blank" rel="noopener" size="sm" display="block" truncate>
                      {row.name}
                    </Anchor>
                  ) : (
                    <Text size="sm" truncate>
                      {row.name}
                    </Text>
                  )}
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {row.created && `${attachmentDate(row.created)} · `}
                      {size(row)}
                    </Text>
                    {row.badge && (
                      <Badge size="xs" variant="light" color={row.badge.color}>
                        {row.badge.label}
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t(`${texts}.previewTip`, { name: row.name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t(`${texts}.preview`, { name: row.name })}
                    onClick={() => open(row)}
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                </Tooltip>
                {looks.download && !row.inMemory && (
                  <Tooltip label={t(`${texts}.download`, { name: row.name })}>
                    <ActionIcon
                      component="a"
                      href={row.url}
                      download={row.name}
                      variant="subtle"
                      aria-label={t(`${texts}.download`, { name: row.name })}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {canChange && (
                  <Tooltip label={t(`${texts}.deleteOne`, { name: row.name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t(`${texts}.deleteOne`, { name: row.name })}
                      onClick={() => askDelete(row)}
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
      {canChange && withDropzone && (
        <UploadDropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={[...ATTACHMENT_TYPES]}
          // No size limit here: a large image is shrunk first, and the limit checked on what is sent.
          maxSize={Number.POSITIVE_INFINITY}
          loading={busy > 0}
          multiple
          label={t(`${texts}.drop`)}
          limits={t(`${texts}.limits`)}
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
function Thumbnail({ row }: { row: AttachmentRow }) {
  if (row.contentType.startsWith('image/'))
    return <Image src={row.url} alt="" w={48} h={48} radius="sm" fit="cover" data-testid="attachment-thumbnail" />;
  return (
    <Group w={48} h={48} justify="center" style={{ borderRadius: 4, background: 'var(--mantine-color-default-hover)' }}>
      <IconFileTypePdf size={28} color="var(--mantine-color-red-6)" />
    </Group>
  );
}

/** The rows of saved files as the API lists them, each read at `urlOf(id)`. */
export const savedRows = (
  files: readonly { id: number; file_name: string; content_type: string; size: number; created: string }[],
  urlOf: (attachmentId: number) => string,
): AttachmentRow[] =>
  files.map((file) => ({
    key: `saved-${file.id}`,
    name: file.file_name,
    contentType: file.content_type,
    size: file.size,
    url: urlOf(file.id),
    created: file.created,
  }));

/** The saved file a row stands for (its id from its key), for the delete. */
export const savedId = (row: AttachmentRow) => Number(row.key.slice('saved-'.length));
