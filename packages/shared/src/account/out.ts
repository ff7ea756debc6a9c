import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../auth';
import { CompanyOut } from '../companies/schemas';
import { TEXT_LIMITS } from '../text/schemas';
import { TimeTrackingPreferences } from '../time-tracking/schemas';
import { LANGUAGES } from './language';

/*
 * What the account routes answer (spec/1 §2, §7): the server serializes with these, the web's `Me` and settings
 * types are their `z.infer`. The forms' input schemas are in ./schemas.ts.
 */

/** The signed-in user as GET /api/my_account/, PUT /api/my_account/ and POST /api/auth/ answer it. */
export const MeOut = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** A new address waiting for confirmation by the link mailed to it (issue 21); null when none. */
  pending_email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  employee_number: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  can_change_password: z.boolean(),
  /** The language mails and documents are written in for this user (issue 28): the interface's last one. */
  language: z.enum(LANGUAGES),
  /** The user's permissions as `permissionsFor()` computes them from the roles. */
  permissions_table: z.array(z.enum(PERMISSIONS)),
  /** Null only for the superuser, who belongs to no company. */
  company: CompanyOut.nullable(),
});
export type MeOut = z.infer<typeof MeOut>;

/** The `general` settings section (spec/1 §3): the welcome tour is shown until the user closes it once. */
export const GeneralPreferences = z.object({ should_display_welcome_modal: z.boolean() });
export type GeneralPreferences = z.infer<typeof GeneralPreferences>;

/**
 * The settings sections of GET/PUT /api/my-account/preferences/{section}/: GET answers the whole section, PUT takes
 * any part of it (unknown keys refused) and answers the whole. Modules add their section here.
 */
export const PREFERENCE_SECTIONS = { general: GeneralPreferences, time_tracking: TimeTrackingPreferences } as const;
export type PreferenceSection = keyof typeof PREFERENCE_SECTIONS;
export const PreferenceSectionParams = z.object({
  section: z.enum(Object.keys(PREFERENCE_SECTIONS) as [PreferenceSection]),
});
/** The answer of the settings routes: one of the sections. */
export const PreferencesOut = z.union([GeneralPreferences, TimeTrackingPreferences]);
/** The body of PUT: a part of the section's settings. */
export const preferencesPatch = (section: PreferenceSection) => PREFERENCE_SECTIONS[section].partial().strict();

/** POST /api/auth/ body: the limits only; a wrong pair answers 401 `invalid_credentials`, never a field error. */
export const Credentials = z.object({
  username: z.string().trim().min(1).max(TEXT_LIMITS.username),
  // Looser than a new password's limit: a sign-in only compares, and an over-long one is simply wrong.
  password: z.string().min(1).max(512),
});
export type Credentials = z.infer<typeof Credentials>;

/** GET /api/email-change/{token}/: the address the link confirms (issue 21). */
export const EmailChangeOut = z.object({ email: z.string() });
export type EmailChangeOut = z.infer<typeof EmailChangeOut>;

/** The token of a password reset link (/api/reset-password/{token}/). */
export const ResetTokenParams = z.object({ token: z.string().min(1).max(200) });

/** POST /api/support/ answer: the id of the stored request. */
export const SupportRequestOut = z.object({ id: z.number() });

/** What a link mailed to set a password is for: a forgotten password, or a new employee's first one (issue 9). */
export const RESET_TOKEN_PURPOSES = ['reset', 'invitation'] as const;
/** GET /api/reset-password/{token}/: the link works, and what for (the page says "choose your password" to a newcomer). */
export const ResetTokenOut = z.object({ purpose: z.enum(RESET_TOKEN_PURPOSES) });
export type ResetTokenOut = z.infer<typeof ResetTokenOut>;
