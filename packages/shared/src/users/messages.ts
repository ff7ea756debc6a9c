/**
 * The messages of the employees' rules (users/employees.ts, the users routes), as the error catalogue names them
 * (`employee.<name>`). Spec 3 §4 gives the deletion one word for word; the others say the rule plainly.
 */
export const EMPLOYEE_MESSAGES = {
  usernameInvalid: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  usernameTaken: 'A user with that username already exists.',
  usernameConfusable:
    'This username looks too much like "{username}", already used in the company: choose one that cannot be mistaken for it.',
  employeeNumberTaken: 'This employee number is already used in the company.',
  alreadyLogged: 'Impossible. This user has already logged.',
  hasHistory: 'This user already has records in the company: deactivate them instead.',
  roleNotGrantable: 'You cannot grant a role beyond your own.',
  userNotEditable: 'You cannot change a user who holds a role beyond your own.',
  lastAdministrator:
    'The company must keep an active administrator: make someone else administrator before taking this role away.',
  lastAdministratorDeactivation:
    'The company must keep an active administrator: make someone else administrator before deactivating this user.',
  lastAdministratorDeletion:
    'The company must keep an active administrator: make someone else administrator before deleting this user.',
  ownRecord:
    'You cannot change your own HR record: another person of the back office does it. Change your contact details in Edit my profile.',
  emailChangeAdminOnly: 'Only an administrator can change the e-mail address of a user who holds a back-office role.',
  invitationExpired: 'This invitation has expired or has already been used. Ask your HR department for a new one.',
  invitationNotNeeded: 'This user has already signed in: they can reset their password themselves.',
  contractUnknown: 'This contract does not exist.',
  serviceUnknown: 'One of these services does not exist.',
} as const;
