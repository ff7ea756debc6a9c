/** The auth module's door (docs/decisions/module-boundaries.md): what other modules and app.ts may use. */
export { inviteUsers, spendInvitations } from './auth.invitations';
export { presentMe } from './auth.present';
export { purgeExpiredAuthRows } from './auth.queries';
export { authRoutes } from './auth.routes';
export { spendResetTokens } from './auth.service';
export { assertMayChangeEmail, isNewEmail, requestEmailChange } from './email-change';
