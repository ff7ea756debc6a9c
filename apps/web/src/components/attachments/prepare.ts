import { ATTACHMENT_MAX_BYTES } from '@staff/shared';
import { shrinkImage } from '../../lib/shrinkImage';

export const isPdf = (contentType: string) => contentType === 'application/pdf';

/**
 * A file as it will be uploaded: an image above 1 MB scaled down first (spec/1 §9), then the 5 MB limit checked on
 * what is left ("File size exceeds 5Mo."): a 7 MB photo becomes a few hundred KB and passes.
 */
export async function prepareAttachment(file: File): Promise<{ file: File } | { tooLarge: true }> {
  const ready = file.type.startsWith('image/') ? await shrinkImage(file) : file;
  return ready.size > ATTACHMENT_MAX_BYTES ? { tooLarge: true } : { file: ready };
}
