import { ATTACHMENT_MAX_BYTES, type ReceiptOcrJobOut, type ReceiptProposal } from '@staff/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { describeError, translateCoded } from '../../../lib/messages';
import { shrinkImage } from '../../../lib/shrinkImage';
import { sendMultipart } from '../../../lib/upload';

/** How often a reading is asked for its progress: often enough for the bar to move, a reading takes a second or two. */
export const OCR_POLL_MS = 400;

/** `idle` before a file, `uploading` while it is sent, then the job's own status. */
export type ReceiptOcrStatus = 'idle' | 'uploading' | ReceiptOcrJobOut['status'];

export type ReceiptOcrState = {
  status: ReceiptOcrStatus;
  /** 0 to 1. */
  progress: number;
  proposal: ReceiptProposal | null;
  /** What went wrong, in the user's language. */
  error: string | null;
};

const IDLE: ReceiptOcrState = { status: 'idle', progress: 0, proposal: null, error: null };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads a receipt on the server (POST ocr/receipt/, then GET ocr/receipt/{id}/ every OCR_POLL_MS until it is done or
 * failed). An image goes through shrinkImage first, as every upload. `read` resolves with the proposal (null when the
 * reading failed); a new `read`, `reset` or unmounting stops the polling of the previous one.
 */
export function useReceiptOcr(pollMs = OCR_POLL_MS) {
  const { t } = useTranslation();
  const [state, setState] = useState<ReceiptOcrState>(IDLE);
  // Each reading's number: an answer of an older reading (reset, replaced) is ignored.
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const read = useCallback(
    async (file: File): Promise<ReceiptProposal | null> => {
      const mine = ++current.current;
      const live = () => current.current === mine;
      const fail = (error: string) => {
        if (live()) setState({ ...IDLE, status: 'failed', error });
        return null;
      };
      setState({ ...IDLE, status: 'uploading' });
      try {
        const sent = file.type.startsWith('image/') ? await shrinkImage(file) : file;
        if (sent.size > ATTACHMENT_MAX_BYTES) return fail(t('validation.fileTooLarge'));
        const form = new FormData();
        form.append('file', sent, sent.name);
        let job = await sendMultipart<ReceiptOcrJobOut>('ocr/receipt/', form);
        while (live() && (job.status === 'queued' || job.status === 'running')) {
          setState({ ...IDLE, status: job.status, progress: job.progress });
          await wait(pollMs);
          if (!live()) return null;
          job = await api<ReceiptOcrJobOut>(`ocr/receipt/${job.id}/`);
        }
        if (!live()) return null;
        if (job.status === 'failed' || !job.proposal) {
          return fail((job.error && translateCoded(t, job.error)) ?? t('errors.codes.ocr.unreadable'));
        }
        setState({ status: 'done', progress: 1, proposal: job.proposal, error: null });
        return job.proposal;
      } catch (error) {
        return fail(describeError(t, error));
      }
    },
    [t, pollMs],
  );

  const reset = useCallback(() => {
    current.current += 1;
    setState(IDLE);
  }, []);

  const busy = state.status === 'uploading' || state.status === 'queued' || state.status === 'running';
  return { ...state, busy, read, reset };
}
