import { z } from 'zod';
import { TEXT_MESSAGES, tooLongMessage } from './messages';

// Defined without Zod so that the error catalogue (and the web's first page) can use them without loading it.
export { TEXT_MESSAGES, tooLongMessage } from './messages';

/**
 * Every string a client sends has a maximum length (a 900 KB first name was once stored, issue 6) and no control
 * characters: PostgreSQL refuses U+0000 in text (the request then failed with 500), and the others only ever
 * arrive by mistake or malice. Limits are named once here; a module with its own field uses these helpers.
 */
export const TEXT_LIMITS = {
  /** First and last names, service and company names (Django's 150). */
  name: 150,
  /** Usernames (Django's 150). */
  username: 150,
  /** An e-mail address (RFC 5321: 254). */
  email: 254,
  /** A phone number, spaces included. */
  phone: 30,
  /** An employee number. */
  employeeNumber: 50,
  /** A host name (RFC 1035: 253). */
  hostname: 253,
  /** A search term or a text filter. */
  search: 200,
  /** `ordering` of a list: a few comma-separated field names. */
  ordering: 200,
  /** A comma-separated list of enum values in a query string (roles, statuses). */
  enumList: 500,
  /** A title or label. */
  title: 255,
  /** A free text: comment, description, support request. */
  longText: 10_000,
  /** A password: long passphrases fit; hashing a megabyte does not happen. */
  password: 128,
  /** An opaque token in a path (reset links). */
  token: 200,
} as const;

// C0 control characters: all of them on one line; tab, line feed and carriage return allowed in a multi-line text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_ANY = /[\u0000-\u001F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A UTF-16 surrogate without its pair: not a character, and stored as U+FFFD by the database drivers. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds a character no text field accepts (single-line: no line breaks or tabs either). */
export function hasForbiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_MULTILINE : CONTROL_ANY).test(value) || LONE_SURROGATE.test(value);
}

type TextOptions = { trim?: boolean; multiline?: boolean; message?: string };

function text(max: number, { trim = true, multiline = false, message }: TextOptions) {
  const base = z.string(message ? { error: message } : undefined);
  return (trim ? base.trim() : base)
    .max(max, { error: tooLongMessage(max), abort: true })
    .refine((v) => !hasForbiddenCharacters(v, { multiline }), { error: TEXT_MESSAGES.forbiddenCharacters });
}

/** A one-line text of at most `max` characters, trimmed, without control characters. */
export const plainText = (max: number, options: Omit<TextOptions, 'multiline'> = {}) => text(max, options);

/** A text of at most `max` characters that may hold line breaks and tabs, but no other control character. */
export const multilineText = (max: number, options: Omit<TextOptions, 'multiline'> = {}) =>
  text(max, { ...options, multiline: true });
