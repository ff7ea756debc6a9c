/** A file chosen for a receipt not saved yet: uploaded once the receipt is, previewed meanwhile from memory. */
export type PendingAttachment = { key: string; file: File; url: string; fromOcr: boolean };

let lastKey = 0;
export function pendingAttachment(file: File, fromOcr = false): PendingAttachment {
  return { key: `pending-${++lastKey}`, file, url: URL.createObjectURL(file), fromOcr };
}
