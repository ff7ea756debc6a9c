/**
 * The messages of the employees' rules (users/employees.ts, the users routes), as the error catalogue names them
 * (`employee.<name>`). Spec 3 §4 gives the deletion one word for word; the others say the rule plainly.
 */
export const EMPLOYEE_MESSAGES = {
  usernameInvalid: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  usernameTaken: 'A user with that username already exists.',
  employeeNumberTaken: 'This employee number is already used in the company.',
  alreadyLogged: 'Impossible. This user has already logged.',
  hasHistory: 'This user already has records in the company: deactivate them instead.',
  roleNotGrantable: 'You cannot grant a role beyond your own.',
  userNotEditable: 'You cannot change a user who holds a role beyond your own.',
  emailChangeAdminOnly: 'Only an administrator can change the e-mail address of a user who holds a back-office role.',
  lastAdministrator: 'You are the last active administrator: you cannot remove your own administrator role.',
  lastAdministratorDeactivation: 'You are the last active administrator: you cannot deactivate yourself.',
  invitationExpired: 'This invitation has expired or has already been used. Ask your HR department for a new one.',
  invitationNotNeeded: 'This user has already signed in: they can reset their password themselves.',
  contractUnknown: 'This contract does not exist.',
  serviceUnknown: 'One of these services does not exist.',
} as const;
