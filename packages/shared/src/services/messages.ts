/** The services screens' messages (spec/3 §5 "Service", "Service attachment"), by code `service.<name>`. */
export const SERVICE_MESSAGES = {
  sameManagerAssistant: 'A same user can not be assistant and manager of a service at the same time.',
  assistantNeedsManager: 'Choose a manager before an assistant.',
  managerNotEligible: 'A manager must be an active user holding the manager, hr or administrator role.',
  assistantInactive: 'The assistant must be an active user.',
  unknownPeople: 'Some of these people are not employees of the company.',
  tooManyMembers: 'A service holds at most 5,000 members.',
  usedByProjects: 'This service is used by {count} project(s): give them another service before deleting it.',
  saveFailed: 'Error during service creation/update',
} as const;
