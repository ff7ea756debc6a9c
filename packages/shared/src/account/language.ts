/**
 * The product's languages, French first (spec/1 §1): the interface's, and each user's for mails (issue 28). Without
 * Zod, so that the web's first page can read them alone (the schemas are in ./schemas.ts).
 */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A new user's language while companies have no default language of their own (decisions/mail-language.md). */
export const DEFAULT_LANGUAGE: Language = 'fr';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
