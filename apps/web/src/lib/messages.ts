import { ACCOUNT_MESSAGES } from '@staff/shared';
import type { TFunction } from 'i18next';
import { ApiError } from './api';

/**
 * The server and the shared schemas speak English (the spec's words); the screens speak the user's language.
 * A known English message maps to its translation key; an unknown one is shown as it is rather than hidden.
 */
const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(ACCOUNT_MESSAGES).map(([name, message]) => [message, `validation.${name}`]),
);

/** Translates one message from a schema or from the server. */
export function translateMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}

/** What to tell the user about a failed call, in their language. */
export function describeError(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (MESSAGE_KEYS.has(error.detail)) return translateMessage(t, error.detail);
  const codeKey = `errors.codes.${error.code}`;
  if (error.code && t(codeKey, { defaultValue: '' })) return t(codeKey);
  // spec/1 §8: "for a 500 the status text is shown".
  if (error.status >= 500) return error.detail || t('errors.server');
  return error.detail || t('errors.unknown');
}

/** spec/1 §8 "Generic form errors: Field {name}: {error}", for server field errors no input can show. */
export function describeFieldErrors(t: TFunction, fields: Record<string, string[]>): string[] {
  return Object.entries(fields).flatMap(([name, messages]) =>
    messages.map((message) => t('errors.field', { name, error: translateMessage(t, message) })),
  );
}
