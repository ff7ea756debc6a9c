import { ATTACHMENT_MAX_BYTES } from '@staff/shared';
import { shrinkImage } from '../../../../lib/shrinkImage';

/** What a receipt may carry (spec/1 §9): PDF and images. */
export const ACCEPTED_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export const isPdf = (contentType: string) => contentType === 'application/pdf';

/**
 * A file as it will be uploaded: an image above 1 MB scaled down first (spec/1 §9), then the 5 MB limit checked on
 * what is left ("File size exceeds 5Mo."): a 7 MB photo becomes a few hundred KB and passes.
 */
export async function prepareAttachment(file: File): Promise<{ file: File } | { tooLarge: true }> {
  const ready = file.type.startsWith('image/') ? await shrinkImage(file) : file;
  return ready.size > ATTACHMENT_MAX_BYTES ? { tooLarge: true } : { file: ready };
}

/** A file chosen for a receipt not saved yet: uploaded once the receipt is, previewed meanwhile from memory. */
export type PendingAttachment = { key: string; file: File; url: string; fromOcr: boolean };

let lastKey = 0;
export function pendingAttachment(file: File, fromOcr = false): PendingAttachment {
  return { key: `pending-${++lastKey}`, file, url: URL.createObjectURL(file), fromOcr };
}
