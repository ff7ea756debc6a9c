import { IMAGE_RESCALE_QUALITY, rescaledDimensions, withoutExtension } from '@staff/shared';

/** Formats a canvas can encode with a quality; others (PNG, GIF) are re-encoded as JPEG when shrunk. */
const LOSSY = new Set(['image/jpeg', 'image/webp']);

/**
 * spec/1 §9, spec/3 §5: an image (company images, leave, invoice and transport attachments, receipts to read) larger than 1,000,000 bytes is scaled down by the square root of size / 1 MB and re-encoded at
 * quality 0.5 before upload. A smaller one, or one the browser cannot decode, is sent as it is (the server checks it).
 */
export async function shrinkImage(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const size = rescaledDimensions(file.size, bitmap.width, bitmap.height);
  if (!size) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = LOSSY.has(file.type) ? file.type : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, IMAGE_RESCALE_QUALITY));
  if (!blob) return file;
  // Re-encoded as JPEG: its extension says so, in place of the old one (an over-long one is no extension: kept).
  const name = type === file.type ? file.name : `${withoutExtension(file.name)}.jpg`;
  return new File([blob], name, { type });
}
