import { z } from 'zod';
import { ROLES } from '../auth';
import { isoDateSchema } from '../calendar/schemas';
import { idSchema, queryIdSchema } from '../ids';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { plainText, TEXT_LIMITS } from '../text/schemas';

/*
 * The wire contract of the company directory (GET /api/user/, /api/user/{id}/) and of the services list
 * (GET /api/service/): the server validates and serializes with these, the web's types are their `z.infer`.
 */

/** GET /api/user/ filters on top of the paging. */
export const UserListQuery = PageQuery.extend({
  is_active: queryBoolean.optional(),
  /** Comma-separated roles: users holding any of them. */
  roles: z
    .string()
    .max(TEXT_LIMITS.enumList)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(ROLES)))
    .optional(),
  service: queryIdSchema.optional(),
  /** Members of the services this user manages. */
  managed_by: queryIdSchema.optional(),
  /**
   * The managers of these services (spec/2 §7.2 "manager_service as a JSON list of ids", `[3,4]`; `3,4` is read too):
   * whom a travel request may go to.
   */
  manager_service: plainText(TEXT_LIMITS.enumList)
    .transform((v) =>
      v
        .replace(/^\[|\]$/g, '')
        .split(',')
        .filter((id) => id.trim() !== '')
        .map(Number),
    )
    .pipe(z.array(idSchema).min(1).max(100))
    .optional(),
  employee_number: plainText(TEXT_LIMITS.employeeNumber).optional(),
  first_name: plainText(TEXT_LIMITS.name).optional(),
  last_name: plainText(TEXT_LIMITS.name).optional(),
  /** Users employed on that day (hired before, not yet gone). */
  active_for_date: isoDateSchema.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** A person of the directory, in the list and alone. */
export const UserOut = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  employee_number: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  hiring_date: z.string().nullable(),
  departure_date: z.string().nullable(),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type UserOut = z.infer<typeof UserOut>;

/** GET /api/service/ filters on top of the paging. */
export const ServiceListQuery = PageQuery.extend({ manager_id: queryIdSchema.optional() });
export type ServiceListQuery = z.infer<typeof ServiceListQuery>;

/** A service of the company with its number of members. */
export const ServiceOut = z.object({
  id: z.number(),
  name: z.string(),
  manager: z.number().nullable(),
  assistant: z.number().nullable(),
  /** "First Last" of the manager and the assistant, for the back office's list. */
  manager_name: z.string().nullable(),
  assistant_name: z.string().nullable(),
  share_members_visibility: z.boolean(),
  share_leaves_visibility: z.boolean(),
  members_count: z.number(),
});
export type ServiceOut = z.infer<typeof ServiceOut>;
