import type { TFunction } from 'i18next';
import { ApiError, type CodedMessageBody } from './api';

/**
 * The server and the shared schemas speak English (the spec's words) with a code from the shared catalogue
 * (`ERROR_MESSAGES`); the screens show `errors.codes.<code>` of the user's locale, placeholders filled
 * (docs/decisions/contract-and-errors.md "Errors by code"). Only a message with an unknown code is shown as the
 * server wrote it.
 */

/** Params that are words of the product (a leave status) rather than data, translated too. */
const WORD_PARAMS: Record<string, (t: TFunction, value: string) => string> = {
  status: (t, value) => t(`leaves.status.${value}`, { defaultValue: value }),
  from: (t, value) => t(`leaves.status.${value}`, { defaultValue: value }),
  to: (t, value) => t(`leaves.status.${value}`, { defaultValue: value }),
};

/**
 * Whether a code is known is asked of the locale, not of the shared catalogue: the locale files hold every code of
 * the catalogue (messages.catalogue.test.ts), and the catalogue's English texts, which grow with every module, stay
 * out of the first load (this file is in it: every failed call is described here).
 */
const UNKNOWN = '\u0000unknown-code';

/** A param's value for t(): i18next picks a plural form only for a numeric `count` (a string one is shown as it is). */
function paramValue(t: TFunction, name: string, value: unknown): string | number {
  if (name === 'count' && typeof value === 'number') return value;
  return WORD_PARAMS[name]?.(t, String(value)) ?? String(value);
}

/** The translation of a coded message; null when the code is not in the catalogue (a newer server). */
export function translateCoded(t: TFunction, message: CodedMessageBody): string | null {
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [name, paramValue(t, name, value)]),
  );
  const text = t(`errors.codes.${message.code}`, { ...params, defaultValue: UNKNOWN });
  return text === UNKNOWN ? null : text;
}

/** What to tell the user about a failed call, in their language. */
export function describeError(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  const translated = error.coded ? translateCoded(t, error.coded) : null;
  if (translated !== null) return error.subject ? `${error.subject}: ${translated}` : translated;
  // spec/1 §8: "for a 500 the status text is shown".
  if (error.status >= 500) return error.detail || t('errors.server');
  return error.detail || t('errors.unknown');
}

/** Each field's messages in the user's language, by their codes (the English text when a code is unknown). */
export function translatedFields(t: TFunction, error: ApiError): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([name, messages]) => [
      name,
      messages.map((text, i) => {
        const coded = error.fieldCodes[name]?.[i];
        return (coded && translateCoded(t, coded)) ?? text;
      }),
    ]),
  );
}

/** spec/1 §8 "Generic form errors: Field {name}: {error}", for server field errors no input can show. */
export function describeFieldErrors(t: TFunction, error: ApiError): string[] {
  return Object.entries(translatedFields(t, error)).flatMap(([name, messages]) =>
    messages.map((message) => t('errors.field', { name, error: message })),
  );
}
