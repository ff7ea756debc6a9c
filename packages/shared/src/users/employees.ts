import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account/messages';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../account/schemas';
import { ROLES } from '../auth/roles';
import { idSchema } from '../ids';
import { multilineText, plainText, TEXT_LIMITS, tooLongMessage } from '../text/schemas';
import { EMPLOYEE_MESSAGES } from './messages';
import {
  CIVILITIES,
  capitaliseName,
  DEFAULT_EMPLOYEE_ROLES,
  EMPLOYMENT_CONTRACTS,
  USERNAME_PATTERN,
  validDateOrNull,
} from './rules';
import { UserOut } from './schemas';
import { normaliseUsername } from './usernames';

/*
 * One employee as HR writes it: the body of POST and PUT /api/user/ (spec 3 §7), the employee form's validator and
 * each row of the CSV import. Its output is normalised (spec 3 §5): names capitalised, invalid dates null, empty texts
 * null, no role means collaborator. A password is never part of it: the employee chooses theirs from an invitation.
 */

const M = { ...ACCOUNT_MESSAGES, ...EMPLOYEE_MESSAGES };

const required = (max: number) => plainText(max, { message: M.required }).min(1, { error: M.required, abort: true });

/** An optional one-line text: empty, blank or absent is null. */
const optionalText = (max: number) =>
  plainText(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

const optionalPhone = (message: string) =>
  optionalText(TEXT_LIMITS.phone).refine((v) => v === null || PHONE_PATTERN.test(v), { error: message });

/** A date the form or a file gives: a real date stays, anything else (typos, "31/02/2024", empty) becomes null. */
const lenientDate = z
  .string()
  .max(TEXT_LIMITS.search)
  .nullable()
  .optional()
  .transform(validDateOrNull)
  .meta({ format: 'date', description: 'YYYY-MM-DD; an invalid date is stored as null' });

export const EmployeeIn = z.object({
  // NFKC before the alphabet's check: "ａｌｉｃｅ" is stored as "alice", and a letter typed as a letter and an accent
  // becomes the one accented letter (usernames.ts). The form can lengthen a name: its limit is checked again.
  username: required(TEXT_LIMITS.username)
    .overwrite(normaliseUsername)
    .max(TEXT_LIMITS.username, { error: tooLongMessage(TEXT_LIMITS.username) })
    .regex(USERNAME_PATTERN, { error: M.usernameInvalid }),
  first_name: required(TEXT_LIMITS.name).transform(capitaliseName),
  last_name: required(TEXT_LIMITS.name).transform(capitaliseName),
  email: required(TEXT_LIMITS.email).regex(EMAIL_PATTERN, { error: M.emailInvalid }),
  civility: z.enum(CIVILITIES).nullable().optional().default(null),
  employee_number: optionalText(TEXT_LIMITS.employeeNumber),
  phone: optionalPhone(M.phoneInvalid),
  mobile: optionalPhone(M.mobileInvalid),
  is_active: z.boolean().default(true),
  hiring_date: lenientDate,
  departure_date: lenientDate,
  roles: z
    .array(z.enum(ROLES))
    .max(ROLES.length)
    .optional()
    .transform((roles) => (roles?.length ? [...new Set(roles)] : [...DEFAULT_EMPLOYEE_ROLES])),
  employment_contract: z.enum(EMPLOYMENT_CONTRACTS).nullable().optional().default(null),
  qualification: optionalText(TEXT_LIMITS.title),
  professional_status: optionalText(TEXT_LIMITS.title),
  coefficient: optionalText(TEXT_LIMITS.title),
  office: optionalText(TEXT_LIMITS.title),
  contract: idSchema.nullable().optional().default(null),
  services: z
    .array(idSchema)
    .max(200)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
  notes: multilineText(TEXT_LIMITS.longText)
    .nullable()
    .optional()
    .transform((v) => v || null),
  field_1: optionalText(TEXT_LIMITS.title),
  field_2: optionalText(TEXT_LIMITS.title),
  field_3: optionalText(TEXT_LIMITS.title),
  field_4: optionalText(TEXT_LIMITS.title),
  field_5: optionalText(TEXT_LIMITS.title),
});
/** What HR or a CSV row gives. */
export type EmployeeInput = z.input<typeof EmployeeIn>;
/** The same, normalised: what the server stores. */
export type Employee = z.output<typeof EmployeeIn>;

/** An employee's contract as the form shows it (spec 3 §3: id, title and its rules). */
export const EmployeeContractOut = z.object({
  id: z.number(),
  title: z.string(),
  max_worked_days_per_month: z.number().nullable(),
  can_overflow_max_worked_days: z.boolean(),
});

/** GET /api/user/{id}/ for HR (permission user.create): every field of spec 3 §3. */
export const EmployeeOut = z.object({
  id: z.number(),
  username: z.string(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  employee_number: z.string().nullable(),
  /** Read-only: null until the employee first signs in, which also ends the right to delete them. */
  last_login: z.string().nullable(),
  /** Read-only. */
  date_joined: z.string(),
  civility: z.enum(CIVILITIES).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  hiring_date: z.string().nullable(),
  departure_date: z.string().nullable(),
  qualification: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  employment_contract: z.enum(EMPLOYMENT_CONTRACTS).nullable(),
  professional_status: z.string().nullable(),
  coefficient: z.string().nullable(),
  office: z.string().nullable(),
  contract: EmployeeContractOut.nullable(),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
  notes: z.string().nullable(),
  field_1: z.string().nullable(),
  field_2: z.string().nullable(),
  field_3: z.string().nullable(),
  field_4: z.string().nullable(),
  field_5: z.string().nullable(),
  company: z.number(),
  /** Whether an invitation link that still works is waiting for the employee. */
  invitation_pending: z.boolean(),
  /**
   * A new address waiting for its owner to open the link mailed to it (issue 21); `email` stays the confirmed one,
   * where reset links go, until then.
   */
  pending_email: z.string().nullable(),
});
export type EmployeeOut = z.infer<typeof EmployeeOut>;

/**
 * GET /api/user/{id}/: the directory entry for every reader, with the rest of EmployeeOut for a caller holding
 * user.create (HR's form). One object shape, so the compiled response writer needs no union.
 */
export const UserDetailOut = EmployeeOut.partial().extend(UserOut.shape);
export type UserDetailOut = z.infer<typeof UserDetailOut>;
