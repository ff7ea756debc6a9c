import { ACCOUNT_MESSAGES, DATE_MESSAGES, LEAVE_MESSAGES, TEXT_MESSAGES } from '@staff/shared';
import type { TFunction } from 'i18next';
import { ApiError } from './api';

/**
 * The server and the shared schemas speak English (the spec's words); the screens speak the user's language.
 * A known English message maps to its translation key; an unknown one is shown as it is rather than hidden.
 */
const hasPlaceholders = (message: string) => /\{\w+\}/.test(message);

/** Server messages not exported by `shared` (platform files, leave workflow), by their exact English text. */
const SERVER_MESSAGES: Record<string, string> = {
  'File size exceeds 5Mo.': 'validation.fileTooLarge',
  'Please choose a file.': 'validation.fileRequired',
  'Choose a service or employees.': 'validation.leave.serviceOrEmployees',
  'The attachments of a decided leave can no longer change.': 'validation.leave.attachmentsLocked',
  'This leave was changed by someone else. Reload it and try again.': 'validation.leave.stale',
  'This leave was changed meanwhile. Reload it and try again.': 'validation.leave.stale',
  'This type of leave is no longer active.': 'validation.leave.typeInactive',
  'Invalid date': 'validation.invalidDate',
};

const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(ACCOUNT_MESSAGES).map(([name, message]): [string, string] => [message, `validation.${name}`]),
  ...Object.entries(LEAVE_MESSAGES)
    .filter(([, message]) => !hasPlaceholders(message))
    .map(([name, message]): [string, string] => [message, `validation.leave.${name}`]),
  ...Object.entries(DATE_MESSAGES).map(([name, message]): [string, string] => [message, `validation.range.${name}`]),
  [TEXT_MESSAGES.forbiddenCharacters, 'validation.forbiddenCharacters'],
  ...Object.entries(SERVER_MESSAGES),
]);

type Template = {
  pattern: RegExp;
  key: string;
  /** Values that are words of the product (a status) rather than data, translated too. */
  translate?: Record<string, (t: TFunction, value: string) => string>;
};

/** `You've … from {begin} to {end}` → a pattern capturing begin and end. */
function templatePattern(message: string): RegExp {
  const parts = message.split(/(\{\w+\})/);
  const source = parts
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const TEMPLATES: Template[] = [
  ...Object.entries(LEAVE_MESSAGES)
    .filter(([, message]) => hasPlaceholders(message))
    .map(([name, message]) => ({
      pattern: templatePattern(message),
      key: `validation.leave.${name}`,
      translate: { status: (t: TFunction, value: string) => t(`leaves.status.${value}`, { defaultValue: value }) },
    })),
  { pattern: /^A (?<from>\w+) leave cannot become (?<to>\w+)\.$/, key: 'validation.leave.transition' },
  { pattern: templatePattern(TEXT_MESSAGES.tooLong), key: 'validation.tooLong' },
];

function translateTemplate(t: TFunction, message: string): string | null {
  for (const template of TEMPLATES) {
    const values = template.pattern.exec(message)?.groups;
    if (!values) continue;
    const translated = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, template.translate?.[name]?.(t, value) ?? value]),
    );
    return t(template.key, translated);
  }
  return null;
}

function translateOne(t: TFunction, message: string): string | null {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : translateTemplate(t, message);
}

/**
 * Translates one message from a schema or from the server. A message about one person of a group
 * (`Alice Martin: <message>`, delegation) keeps the name and translates the rest.
 */
export function translateMessage(t: TFunction, message: string): string {
  const whole = translateOne(t, message);
  if (whole !== null) return whole;
  const prefixed = /^([^:]{1,80}): (.+)$/.exec(message);
  const rest = prefixed?.[2] ? translateOne(t, prefixed[2]) : null;
  return rest !== null && prefixed ? `${prefixed[1]}: ${rest}` : message;
}

/** What to tell the user about a failed call, in their language. */
export function describeError(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  const translated = translateMessage(t, error.detail);
  if (translated !== error.detail) return translated;
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
