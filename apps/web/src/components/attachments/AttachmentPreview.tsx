import { Center, Image, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPdf } from './prepare';

/** What to preview: a saved file (read through the API) or one still in memory (its blob: URL). */
export type PreviewTarget = { name: string; contentType: string; url: string; inMemory: boolean };

/**
 * The preview of an attachment in place (spec/1 §5 receipts): an image at full width, a PDF in the browser's viewer.
 * A saved file is read as a blob first: the API sends files as downloads and forbids framing its answers, so the
 * viewer is given a blob: address of the same page instead (CSP frame-src 'self' blob:).
 */
export function AttachmentPreview({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={target ? t('expenseForms.attachments.previewTitle', { name: target.name }) : ''}
    >
      {target && <PreviewBody target={target} />}
    </Modal>
  );
}

function PreviewBody({ target }: { target: PreviewTarget }) {
  const { t } = useTranslation();
  const url = useBlobUrl(target);
  if (url === undefined)
    return (
      <Center mih={200}>
        <Loader />
      </Center>
    );
  if (url === null) return <Text c="red">{t('errors.network')}</Text>;
  return isPdf(target.contentType) ? (
    <iframe
      src={url}
      title={target.name}
      style={{ width: '100%', height: '70vh', border: 0, display: 'block' }}
      data-testid="attachment-preview-pdf"
    />
  ) : (
    <Image src={url} alt={target.name} fit="contain" mah="70vh" data-testid="attachment-preview-image" />
  );
}

/** The blob: address of a saved file (revoked when the preview closes); undefined while it loads, null if it failed. */
function useBlobUrl(target: PreviewTarget): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(target.inMemory ? target.url : undefined);
  useEffect(() => {
    if (target.inMemory) return;
    let created: string | null = null;
    const controller = new AbortController();
    fetch(target.url, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(response.statusText))))
      .then((blob) => {
        // The type the record says, whatever the download's headers: the viewer picks itself by it.
        created = URL.createObjectURL(new Blob([blob], { type: target.contentType }));
        setUrl(created);
      })
      .catch(() => !controller.signal.aborted && setUrl(null));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [target]);
  return url;
}
