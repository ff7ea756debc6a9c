import { ApiError, apiUrl } from './api';
import { readCookie } from './cookies';

/**
 * Sends a multipart form (uploads) with the session cookie and the CSRF header; the parsed JSON or an ApiError, like
 * `api`. `api` sends JSON only: every file upload (leave attachments, service and company documents, company images)
 * goes through here.
 */
export async function sendMultipart<T>(path: string, body: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-CSRFToken': readCookie('csrftoken') ?? '' },
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, response.statusText, data);
  return data as T;
}
