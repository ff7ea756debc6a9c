/** The six roles of the spec (spec/3 §3, §6). A user holds one or more. */
export const ROLES = ['collaborator', 'assistant', 'manager', 'hr', 'accounting', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that open the back office (spec/3 §6). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['hr', 'administrator', 'accounting', 'manager'];

/** Roles allowed on routes whose first segment is activity, expenses or leaves (spec/1 §6). */
export const SELF_SERVICE_ROLES: readonly Role[] = ['collaborator', 'hr'];

/**
 * Roles that decide on every leave of their company (spec/3 §6 and issue #3); a manager decides on the members of the
 * services he manages. The server's validator scope and the delegation form's choices both read it.
 */
export const COMPANY_WIDE_VALIDATOR_ROLES: readonly Role[] = ['hr', 'administrator', 'accounting'];

/** Whether a user with these roles decides on everybody's leaves in the company (still never on their own). */
export const decidesCompanyWide = (roles: readonly string[]): boolean =>
  roles.some((role) => (COMPANY_WIDE_VALIDATOR_ROLES as readonly string[]).includes(role));
