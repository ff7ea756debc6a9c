/** The superuser's company screens (spec/3 "Companies"), by code `company.<name>`. */
export const COMPANY_MESSAGES = {
  hostnameInvalid: 'This hostname is not valid.',
  hostnameTaken: 'This hostname is already used.',
  usernameTaken: 'This username is already used.',
  trialEndRequired: 'A trial needs an end date.',
  // The superuser's deletion page (spec/3 §1): the typed text must equal the company's name, the server checks it too.
  deletionNameMismatch: 'The typed text does not match the company name.',
  // Only a locked company is erased (asked for, or deactivated): one unlocked meanwhile by another superuser is kept.
  deletionNotLocked: 'This company is in use again (unlocked): it is not deleted.',
  deleted: 'Company successfully deleted',
  unlocked: 'Company successfully unlocked',
} as const;
