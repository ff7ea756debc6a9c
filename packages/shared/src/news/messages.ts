/** The news form's own messages (spec/3 §5 "News: publication date required before save"), by code `news.<name>`. */
export const NEWS_MESSAGES = {
  publicationDateRequired: 'Publication date is required.',
} as const;
