import { type IssueLike, issueMessage } from '@staff/shared';
import type { TFunction } from 'i18next';
import { translateCoded } from './messages';

/*
 * Schema messages name their code by their English text, so translating them needs the shared catalogue: kept apart
 * from lib/messages.ts, so that only forms load the catalogue, never the first page.
 */

/** A Zod issue of a shared schema, translated by its code. */
export function translateIssue(t: TFunction, issue: IssueLike): string {
  const coded = issueMessage(issue);
  if (coded.code === 'invalid_value' && issue.message) return issue.message;
  return translateCoded(t, coded) ?? issue.message;
}

/** A message given as the catalogue's English text (a schema's message): its translation, or itself if unknown. */
export function translateMessage(t: TFunction, message: string): string {
  return translateIssue(t, { message });
}
