import { emitAuthEvent } from './authEvents';
import { readCookie } from './cookies';

/** A message of the shared catalogue as the server sends it: its code and the values of its placeholders. */
export type CodedMessageBody = { code: string; params?: Record<string, string | number> };

/**
 * The error body of every API route: `{detail, code, fields}` (docs/api-platform.md), with the catalogue code of
 * `detail` (`message_code` when more precise than `code`, `params`, `subject`) and of each field message
 * (`field_codes`), by which the web app translates (docs/decisions/contract-and-errors.md "Errors by code").
 */
export type ApiErrorBody = {
  detail?: string;
  code?: string;
  message_code?: string;
  params?: Record<string, string | number>;
  subject?: string;
  fields?: Record<string, string[]>;
  field_codes?: Record<string, CodedMessageBody[]>;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly detail: string;
  readonly fields: Record<string, string[]>;
  /** The catalogue message `detail` says, when the server named one. */
  readonly coded: CodedMessageBody | undefined;
  /** Who the message is about, when one request acted for several people (a delegation). */
  readonly subject: string | undefined;
  readonly fieldCodes: Record<string, CodedMessageBody[]>;

  constructor(status: number, statusText: string, body: ApiErrorBody | null) {
    super(body?.detail || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.detail = body?.detail || statusText;
    this.fields = body?.fields ?? {};
    const code = body?.message_code ?? body?.code;
    this.coded = code ? { code, params: body?.params } : undefined;
    this.subject = body?.subject;
    this.fieldCodes = body?.field_codes ?? {};
  }
}

/**
 * A 401 carrying one of these codes is an answer about what the user typed (a rejected password), not about the
 * session, so it must not sign the user out.
 */
const CREDENTIAL_CODES = new Set(['invalid_credentials', 'wrong_password']);

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** false for the calls that find out whether someone is signed in: their 401 is an answer, not an event. */
  authEvents?: boolean;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function apiUrl(path: string, query?: ApiOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

function raiseAuthEvent(error: ApiError): void {
  if (error.status === 440) emitAuthEvent('session_lost');
  else if (error.status === 419) emitAuthEvent('session_timeout');
  else if (error.status === 401 && !CREDENTIAL_CODES.has(error.code ?? '')) emitAuthEvent('not_authenticated');
  // The module was turned off meanwhile: `me` is read again, so that its menus, panels and pages go away.
  else if (error.status === 403 && error.code === 'feature_disabled') emitAuthEvent('feature_disabled');
  // A 403 only means "go to login" when nobody is signed in; the listener knows whether someone is.
  else if (error.status === 403 && error.code !== 'trial_expired') emitAuthEvent('not_authorized');
}

/** Calls the API with the session cookie and the CSRF header; answers the parsed JSON or throws an ApiError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (UNSAFE.has(method)) headers['X-CSRFToken'] = readCookie('csrftoken') ?? '';

  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (response.status === 502) {
    // spec/1 §8: the gateway is down, the app cannot work; a static page explains it and offers to retry.
    window.location.assign('/unavailable.html');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = new ApiError(response.status, response.statusText, isErrorBody(data) ? data : null);
    if (options.authEvents !== false) raiseAuthEvent(error);
    throw error;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null;
}
