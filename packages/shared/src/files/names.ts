/** spec/3 §5: an extension longer than this is no extension ("rapport.version_finale" has none). */
export const FILE_EXTENSION_MAX = 6;

/** The extensions the attachment types are named with, when a file's name has none. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * A file name's extension, lower case, without the dot: what follows its last dot, 1 to FILE_EXTENSION_MAX
 * characters, after a non-empty base. Null otherwise (spec/3 §5: a longer one is treated as none).
 */
export function fileExtension(name: string): string | null {
  const dot = name.lastIndexOf('.');
  const extension = name.slice(dot + 1);
  if (dot <= 0 || extension.length === 0 || extension.length > FILE_EXTENSION_MAX) return null;
  return extension.toLowerCase();
}

/** The name without its extension (unchanged when it has none by fileExtension's rule). */
export const withoutExtension = (name: string): string =>
  fileExtension(name) === null ? name : name.slice(0, name.lastIndexOf('.'));

/** The name, given its type's extension when it has none ("scan" and "scan.version_finale" as PDF: "….pdf"). */
export function withTypeExtension(name: string, contentType: string): string {
  const extension = EXTENSION_OF_TYPE[contentType];
  return extension && fileExtension(name) === null ? `${name}.${extension}` : name;
}
