/** The messages of the account screens' rules (account/schemas.ts), as the error catalogue names them. */
export const ACCOUNT_MESSAGES = {
  required: 'Please fill all the nescessary fields (*).',
  emailInvalid: 'Email is not valid.',
  phoneInvalid: 'The number phone is not valid.',
  mobileInvalid: 'The number mobile is not valid.',
  passwordsRequired: 'Please enter the new password and the confirmation !',
  passwordsDiffer: 'Passwords need to be the same !',
  passwordTooShort: 'Password need to be at least 6 character long !',
  resetIdentifierRequired: 'Please enter your username or e-mail.',
  supportTypeRequired: 'Please choose the type of your request.',
  supportDescriptionRequired: 'Please describe your request.',
  gravityOutOfRange: 'The gravity goes from 1 to 5.',
  languageInvalid: 'The language is fr or en.',
} as const;
export type AccountMessage = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];
