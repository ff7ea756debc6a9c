import { z } from 'zod';
import { idSchema } from '../ids';
import { multilineText, plainText, TEXT_LIMITS, tooLongMessage } from '../text/schemas';
import { LANGUAGES } from './language';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * Contracts of the account screens (spec/1 §2 "Profile, password, support", §5 "Password, profile, support").
 * The browser validates the forms with them and the server validates the bodies with them, so the messages are
 * the spec's own English words, as sent on the wire; the web app translates them by looking them up.
 */
// The messages are defined without Zod so that the error catalogue (and the web's first page) can use them alone.
export { ACCOUNT_MESSAGES, type AccountMessage } from './messages';

/** Minimum length of a password (spec/1 §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Support request kinds: Bug report, Technical issue, Other (spec/1 §2). */
export const SUPPORT_TYPES = ['bug', 'technical', 'other'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];
/** Support gravity scale (spec/1 §9). */
export const SUPPORT_GRAVITY_MIN = 1;
export const SUPPORT_GRAVITY_MAX = 5;

/** local@domain with a top-level domain of 2 to 4 letters (spec/1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Digits and spaces with an optional leading plus (spec/1 §5). */
export const PHONE_PATTERN = /^\+?[\d ]+$/;

const M = ACCOUNT_MESSAGES;

/**
 * A required one-line text: missing, blank or only spaces all give the one "fill the fields" message; at most `max`
 * characters, no control characters.
 */
const requiredText = (max: number, message: string = M.required) =>
  plainText(max, { message }).min(1, { error: message, abort: true });

/** An optional phone number: empty or absent is fine; anything else must be digits and spaces. */
const optionalPhone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(TEXT_LIMITS.phone, { error: tooLongMessage(TEXT_LIMITS.phone), abort: true })
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: message })
    .nullable()
    .optional();

/** PUT /api/my_account/ — what a user may change on their own profile. */
export const profileSchema = z.object({
  first_name: requiredText(TEXT_LIMITS.name),
  last_name: requiredText(TEXT_LIMITS.name),
  email: requiredText(TEXT_LIMITS.email).regex(EMAIL_PATTERN, { error: M.emailInvalid }),
  phone: optionalPhone(M.phoneInvalid),
  mobile: optionalPhone(M.mobileInvalid),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const languageSchema = z.enum(LANGUAGES, { error: M.languageInvalid });

/** PATCH /api/my_account/: the user's language, set by the interface's switch and the profile page (issue 28). */
export const languagePatchSchema = z.object({ language: languageSchema }).strict();
export type LanguagePatch = z.infer<typeof languagePatchSchema>;

/**
 * The rules on a new password and its confirmation, in the spec's order: both given, then equal, then long enough.
 * Only the first failing rule is reported, so the user reads one clear message at a time.
 */
function checkNewPassword(
  password: string,
  confirmation: string,
  ctx: z.RefinementCtx,
  fields: { password: string; confirmation: string },
) {
  if (!password || !confirmation) {
    for (const [name, value] of [
      [fields.password, password],
      [fields.confirmation, confirmation],
    ] as const) {
      if (!value) ctx.addIssue({ code: 'custom', message: M.passwordsRequired, path: [name] });
    }
    return;
  }
  if (password !== confirmation) {
    ctx.addIssue({ code: 'custom', message: M.passwordsDiffer, path: [fields.confirmation] });
    return;
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: M.passwordTooShort, path: [fields.password] });
  }
}

const newPassword = z
  .string({ error: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort })
  .max(TEXT_LIMITS.password, { error: tooLongMessage(TEXT_LIMITS.password) });

/** PUT /api/my-account/password/ body. */
export const passwordChangeSchema = z.object({
  // Never trimmed: a password is compared exactly as it was set, spaces included.
  old_password: z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(TEXT_LIMITS.password, { error: tooLongMessage(TEXT_LIMITS.password) }),
  new_password: newPassword,
  id: idSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The /edit-password form: the old password, the new one and its confirmation. */
export const passwordChangeFormSchema = z
  .object({ old_password: z.string(), password: z.string(), confirmpassword: z.string() })
  .superRefine((value, ctx) => {
    if (!value.old_password) ctx.addIssue({ code: 'custom', message: M.required, path: ['old_password'] });
    checkNewPassword(value.password, value.confirmpassword, ctx, {
      password: 'password',
      confirmation: 'confirmpassword',
    });
  });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** POST /api/reset-password/ body: a username or an e-mail address in the one field. */
export const resetRequestSchema = z.object({ username: requiredText(TEXT_LIMITS.email, M.resetIdentifierRequired) });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** PUT /api/reset-password/{token}/ body. */
export const resetPasswordSchema = z.object({ password: newPassword });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The /change-password/{token} form: the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmpassword: z.string() })
  .superRefine((value, ctx) =>
    checkNewPassword(value.password, value.confirmpassword, ctx, {
      password: 'password',
      confirmation: 'confirmpassword',
    }),
  );
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** POST /api/support/ body. */
export const supportRequestSchema = z.object({
  type: z.enum(SUPPORT_TYPES, { error: M.supportTypeRequired }),
  description: multilineText(TEXT_LIMITS.longText, { message: M.supportDescriptionRequired }).min(1, {
    error: M.supportDescriptionRequired,
    abort: true,
  }),
  gravity: z
    .number({ error: M.gravityOutOfRange })
    .int({ error: M.gravityOutOfRange })
    .min(SUPPORT_GRAVITY_MIN, { error: M.gravityOutOfRange })
    .max(SUPPORT_GRAVITY_MAX, { error: M.gravityOutOfRange }),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
