/**
 * The messages of the company management rules (spec/3 §5 "Company"), as the error catalogue names them
 * (`companySettings.<name>`). Only the image size has the spec's own words (platform `image_too_large`); the others
 * say the rule the spec states.
 */
export const COMPANY_SETTINGS_MESSAGES = {
  emailsInvalid: 'Enter e-mail addresses separated by commas.',
  phoneInvalid: 'A phone number holds digits, spaces and an optional leading +.',
  siretInvalid: 'A SIRET holds digits and spaces only.',
  pdfPrefixInvalid: 'The prefix needs at least one letter or digit.',
  pdfFormatInvalid: 'Choose a file name format.',
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  firstDayInvalid: 'Choose a day of the week.',
  slicesInvalid: 'Choose 2, 4, 8, 16 or 32 slices per day.',
  /** spec/3 §2, §8: the documents table without its owner (the company) is read-only and says so. */
  documentOwnerMissing: 'Attachments owner not defined!',
  /** spec/3 §8, with the reason the server gave. */
  documentDeleteFailed: "Can't delete document: {reason}",
  attachmentAddFailed: "Can't add attachment: {reason}",
} as const;
