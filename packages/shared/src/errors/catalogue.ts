import { ACCOUNT_MESSAGES } from '../account/messages';
import { ACTIVITY_MESSAGES } from '../activities/messages';
import { DATE_MESSAGES } from '../calendar/messages';
import { COMPANY_SETTINGS_MESSAGES } from '../company-settings/messages';
import { CONTRACT_MESSAGES } from '../contracts/messages';
import { EXPENSE_MESSAGES } from '../expenses/messages';
import { LEAVE_MESSAGES, LEAVE_SERVER_MESSAGES } from '../leaves/rules';
import { MISSION_ORDER_MESSAGES } from '../mission-orders/messages';
import { NEWS_MESSAGES } from '../news/messages';
import { OCR_MESSAGES } from '../ocr/messages';
import { PROJECT_SUMMARY_MESSAGES } from '../project-summaries/messages';
import { PROJECT_MESSAGES } from '../projects/rules';
import { REFERENCE_MESSAGES } from '../reference/messages';
import { SERVICE_MESSAGES } from '../services/messages';
import { SYNTHESIS_MESSAGES } from '../synthesis/messages';
import { TEXT_MESSAGES } from '../text/messages';
import { TIME_MESSAGES } from '../time-tracking/messages';
import { EMPLOYEE_CSV_MESSAGES } from '../users/csv/messages';
import { EMPLOYEE_MESSAGES } from '../users/messages';
import { WELLNESS_MESSAGES } from '../wellness/messages';
import { COMPANY_MESSAGES } from './companies';
import { PLATFORM_MESSAGES } from './platform';

type Prefixed<P extends string, T> = { [K in keyof T as `${P}.${K & string}`]: T[K] };

/** A module's messages under `<module>.<name>` codes (`leave.overlap`): one locale subtree per module. */
function prefixed<P extends string, T extends Record<string, string>>(prefix: P, messages: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(messages).map(([name, text]) => [`${prefix}.${name}`, text])) as Prefixed<
    P,
    T
  >;
}

/**
 * Every message the server sends and the shared schemas give, by code, in English with `{placeholders}` (the spec's
 * exact words: they are the wire's `detail`). The web app translates by code from `errors.codes.<code>` of its locale
 * files, which hold the same placeholders (a unit test checks it); a new message is added here and in both locales.
 */
export const ERROR_MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...prefixed('text', TEXT_MESSAGES),
  ...prefixed('date', DATE_MESSAGES),
  ...prefixed('account', ACCOUNT_MESSAGES),
  ...prefixed('leave', { ...LEAVE_MESSAGES, ...LEAVE_SERVER_MESSAGES }),
  ...prefixed('activity', ACTIVITY_MESSAGES),
  ...prefixed('expense', EXPENSE_MESSAGES),
  ...prefixed('synthesis', SYNTHESIS_MESSAGES),
  ...prefixed('company', COMPANY_MESSAGES),
  ...prefixed('project', PROJECT_MESSAGES),
  ...prefixed('projectSummary', PROJECT_SUMMARY_MESSAGES),
  ...prefixed('reference', REFERENCE_MESSAGES),
  ...prefixed('news', NEWS_MESSAGES),
  ...prefixed('companySettings', COMPANY_SETTINGS_MESSAGES),
  ...prefixed('contract', CONTRACT_MESSAGES),
  ...prefixed('service', SERVICE_MESSAGES),
  ...prefixed('employee', EMPLOYEE_MESSAGES),
  ...prefixed('employeeCsv', EMPLOYEE_CSV_MESSAGES),
  ...prefixed('ocr', OCR_MESSAGES),
  ...prefixed('time', TIME_MESSAGES),
  ...prefixed('mission', MISSION_ORDER_MESSAGES),
  ...prefixed('wellness', WELLNESS_MESSAGES),
} as const;

export type MessageCode = keyof typeof ERROR_MESSAGES;
export type MessageParams = Record<string, string | number>;
/** One message as it travels: a code and the values of its placeholders. */
export type CodedMessage = { code: MessageCode; params?: MessageParams };

export const isMessageCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

/** The placeholders a text names, in order: `{begin}` → `begin`. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((m) => m[1] ?? '');

/** The English text of a coded message, placeholders filled. */
export function messageText(code: MessageCode, params: MessageParams = {}): string {
  return ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

/** The code of a placeholder-free message by its exact English text, for the messages Zod issues carry as text. */
const CODE_OF_TEXT = new Map<string, MessageCode>(
  (Object.entries(ERROR_MESSAGES) as [MessageCode, string][])
    .filter(([, text]) => placeholdersOf(text).length === 0)
    .map(([code, text]) => [text, code]),
);

/** What a Zod issue of the shared schemas reads as, structurally (no zod import in callers). */
export type IssueLike = { message: string; code?: string; maximum?: unknown; origin?: unknown };

/**
 * The coded message of a Zod issue. The shared schemas' messages are catalogue texts, so the exact text names the
 * code; a string's maximum length is the one message with a value, taken from the issue itself. Zod's own messages
 * (a wrong type on a hand-made request) are not the spec's: they read as `invalid_value`.
 */
export function issueMessage(issue: IssueLike): CodedMessage {
  const code = CODE_OF_TEXT.get(issue.message);
  if (code) return { code };
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') {
    return { code: 'text.tooLong', params: { max: issue.maximum } };
  }
  return { code: 'invalid_value' };
}
