import { ApiError, apiUrl } from './api';
import { readCookie } from './cookies';

/** POSTs a multipart form (uploads) with the session cookie and the CSRF header; the parsed JSON or an ApiError. */
export async function postMultipart<T>(path: string, body: FormData): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-CSRFToken': readCookie('csrftoken') ?? '' },
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, response.statusText, data);
  return data as T;
}
