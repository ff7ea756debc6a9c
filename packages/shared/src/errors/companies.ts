/** The superuser's company screens (spec/3 "Companies"), by code `company.<name>`. */
export const COMPANY_MESSAGES = {
  hostnameInvalid: 'This hostname is not valid.',
  hostnameTaken: 'This hostname is already used.',
  usernameTaken: 'This username is already used.',
  trialEndRequired: 'A trial needs an end date.',
} as const;
