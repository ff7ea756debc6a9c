import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './messages';
import { notifyError, notifySuccess } from './notify';

/** A toast's words: the message, and a title above it when the message is only the server's details. */
export type DownloadNotice = { message: string; title?: string };

/** What a download says when its file is there (named as saved) and when it failed (the server's reason). */
export type DownloadMessages = {
  done: (name: string) => string;
  failed: (details: string) => DownloadNotice;
};

/**
 * The files the server creates on demand, each with the spec's words (spec/2 §8): "Failed to create PDF file:
 * {details}", "Failed to create ZIP file" (its details under it), and a success alert for both, naming the file.
 */
export function createdFileMessages(t: TFunction, kind: 'pdf' | 'zip'): DownloadMessages {
  return kind === 'pdf'
    ? {
        done: (name) => t('downloads.pdf.done', { name }),
        failed: (details) => ({ message: t('downloads.pdf.failed', { details }) }),
      }
    : {
        done: (name) => t('downloads.zip.done', { name }),
        failed: (details) => ({ title: t('downloads.zip.failed'), message: details }),
      };
}

/**
 * A download started from a button or a menu: `downloading` while it runs, for the spinner; then a toast that says
 * the file is saved or why it is not. Every PDF and ZIP goes through here with `'pdf'` or `'zip'`; another file (a
 * spreadsheet export) gives its own messages. `download` answers the name the file was saved under (downloadFile).
 */
export function useDownload() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  async function run(kind: 'pdf' | 'zip' | DownloadMessages, download: () => Promise<string>) {
    const messages = typeof kind === 'string' ? createdFileMessages(t, kind) : kind;
    setDownloading(true);
    try {
      notifySuccess(messages.done(await download()));
    } catch (error) {
      const { message, title } = messages.failed(describeError(t, error));
      notifyError(message, title);
    } finally {
      setDownloading(false);
    }
  }

  return { run, downloading };
}
