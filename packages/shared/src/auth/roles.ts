/** The six roles of the spec (spec/3 §3, §6). A user holds one or more. */
export const ROLES = ['collaborator', 'assistant', 'manager', 'hr', 'accounting', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that open the back office (spec/3 §6). */
export const BACK_OFFICE_ROLES: readonly Role[] = ['hr', 'administrator', 'accounting', 'manager'];

/** Roles allowed on routes whose first segment is activity, expenses or leaves (spec/1 §6). */
export const SELF_SERVICE_ROLES: readonly Role[] = ['collaborator', 'hr'];
