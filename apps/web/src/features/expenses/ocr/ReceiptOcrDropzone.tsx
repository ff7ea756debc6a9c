import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { ATTACHMENT_MAX_BYTES, OCR_FILE_TYPES, type ReceiptProposal } from '@staff/shared';
import { IconAlertTriangle, IconCamera, IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../../components/UploadDropzone';
import { useReceiptOcr } from './useReceiptOcr';

type ReceiptOcrDropzoneProps = {
  /** Called once the receipt is read, with what was read and the file dropped (to attach it to the receipt). */
  onProposal: (proposal: ReceiptProposal, file: File) => void;
  /** Called with a file that could not be read: it is still the receipt's, attached as it is. */
  onUnread: (file: File) => void;
  disabled?: boolean;
};

/**
 * The receipt's one zone (issue 12, then issue 25 "one zone that both reads the receipt and attaches it"): drop a photo
 * or a PDF, or take the photo with the phone's camera ("Prendre en photo", phones only), follow the reading's
 * progress, then a line says what was read; the form fills its fields through `onProposal`, highlights them
 * (`ocrHighlight`) and attaches the file; a file that could not be read is attached all the same (`onUnread`).
 */
export function ReceiptOcrDropzone({ onProposal, onUnread, disabled = false }: ReceiptOcrDropzoneProps) {
  const { t, i18n } = useTranslation();
  const ocr = useReceiptOcr();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onDrop([file]: File[]) {
    if (!file) return;
    setRefusal(null);
    const proposal = await ocr.read(file);
    if (proposal) onProposal(proposal, file);
    else onUnread(file);
  }

  function refuse(tooLarge: boolean) {
    ocr.reset();
    setRefusal(tooLarge ? t('validation.fileTooLarge') : t('receiptOcr.wrongType'));
  }

  function onReject(rejections: FileRejection[]) {
    refuse(rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large')));
  }

  /** The camera's photo, held to the drop zone's bounds (a phone's photo may be larger, or HEIC): refused unsent. */
  function onPhoto(file: File | null) {
    if (!file) return;
    const readable = (OCR_FILE_TYPES as readonly string[]).includes(file.type);
    if (file.size > ATTACHMENT_MAX_BYTES || !readable) refuse(file.size > ATTACHMENT_MAX_BYTES);
    else void onDrop([file]);
  }

  const percent = Math.round(ocr.progress * 100);
  const error = refusal ?? ocr.error;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });

  return (
    <Stack gap="xs" component="section" aria-label={t('receiptOcr.title')}>
      <UploadDropzone
        label={t('receiptOcr.drop')}
        limits={t('receiptOcr.limits')}
        accept={[...OCR_FILE_TYPES]}
        maxSize={ATTACHMENT_MAX_BYTES}
        multiple={false}
        disabled={disabled || ocr.busy}
        onDrop={onDrop}
        onReject={onReject}
      />
      {/* The camera, where there is one to open: `capture` asks a phone for its back camera, a computer ignores it. */}
      <FileButton onChange={onPhoto} accept="image/*" capture="environment" disabled={disabled || ocr.busy}>
        {(props) => (
          <Button {...props} hiddenFrom="sm" variant="light" leftSection={<IconCamera size={18} />} fullWidth>
            {t('receiptOcr.takePhoto')}
          </Button>
        )}
      </FileButton>
      {ocr.busy && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {ocr.status === 'uploading'
              ? t('receiptOcr.uploading')
              : ocr.status === 'queued'
                ? t('receiptOcr.queued')
                : t('receiptOcr.reading', { percent })}
          </Text>
          <Progress value={percent} animated aria-label={t('receiptOcr.progressLabel')} />
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      {ocr.status === 'done' && ocr.proposal && (
        <Group gap="xs" wrap="nowrap" align="flex-start" aria-live="polite">
          <IconScan size={18} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {ocr.proposal.recognized.length > 0
              ? t('receiptOcr.recognized', {
                  fields: list.format(ocr.proposal.recognized.map((field) => t(`receiptOcr.fields.${field}`))),
                })
              : t('receiptOcr.nothingRecognized')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
