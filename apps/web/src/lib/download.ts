import { ApiError, type ApiOptions, apiUrl } from './api';

/** The file name of a `Content-Disposition` header (RFC 6266 `filename*` first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * Downloads a file the API answers (PDF, ZIP…) under the name its `Content-Disposition` gives (spec/3 §7: "file name
 * from the content-disposition header"), else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string, query?: ApiOptions['query']): Promise<string> {
  const response = await fetch(apiUrl(path, query), { credentials: 'same-origin' });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(response.status, response.statusText, body);
  }
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a blob to the browser as a download named `name` (a file the API answered, or one written here). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
