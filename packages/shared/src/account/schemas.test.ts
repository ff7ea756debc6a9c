import { describe, expect, it } from 'vitest';
import {
  languagePatchSchema,
  ACCOUNT_MESSAGES as M,
  passwordChangeFormSchema,
  passwordChangeSchema,
  profileSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  resetRequestSchema,
  supportRequestSchema,
} from './schemas';

type Schema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

/** The messages of a failed parse as `field: message`, or [] when the value is accepted. */
function errors(schema: Schema, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const profile = { first_name: 'Alice', last_name: 'Martin', email: 'alice@acme.fr', phone: '', mobile: null };

describe('profileSchema', () => {
  it.each([
    ['a complete profile', profile, []],
    ['phones with spaces and a leading plus', { ...profile, phone: '+33 1 23 45 67 89', mobile: '06 12 34 56 78' }, []],
    ['phones left out', { first_name: 'A', last_name: 'B', email: 'a@b.com' }, []],
    ['a four-letter top-level domain', { ...profile, email: 'a.b@mail.info' }, []],
    ['a blank first name', { ...profile, first_name: '   ' }, [`first_name: ${M.required}`]],
    ['a missing last name', { ...profile, last_name: undefined }, [`last_name: ${M.required}`]],
    ['an empty e-mail gives one message', { ...profile, email: '' }, [`email: ${M.required}`]],
    ['an e-mail without @', { ...profile, email: 'alice.acme.fr' }, [`email: ${M.emailInvalid}`]],
    ['an e-mail without top-level domain', { ...profile, email: 'alice@acme' }, [`email: ${M.emailInvalid}`]],
    ['a one-letter top-level domain', { ...profile, email: 'alice@acme.f' }, [`email: ${M.emailInvalid}`]],
    ['a five-letter top-level domain', { ...profile, email: 'alice@acme.fance' }, [`email: ${M.emailInvalid}`]],
    ['a digit in the top-level domain', { ...profile, email: 'alice@acme.f1' }, [`email: ${M.emailInvalid}`]],
    ['letters in the phone', { ...profile, phone: '01 AB' }, [`phone: ${M.phoneInvalid}`]],
    ['a plus inside the mobile', { ...profile, mobile: '06+12' }, [`mobile: ${M.mobileInvalid}`]],
    [
      'several faults at once',
      { ...profile, first_name: '', phone: 'x', mobile: '-' },
      [`first_name: ${M.required}`, `phone: ${M.phoneInvalid}`, `mobile: ${M.mobileInvalid}`],
    ],
  ])('%s', (_name, value, expected) => {
    expect(errors(profileSchema, value)).toEqual(expected);
  });

  it('trims the names it accepts', () => {
    expect(profileSchema.parse({ ...profile, first_name: '  Alice ' }).first_name).toBe('Alice');
  });
});

describe('passwordChangeFormSchema', () => {
  const ok = { old_password: 'demo1234', password: 'secret1', confirmpassword: 'secret1' };
  it.each([
    ['matching passwords of 6 characters or more', { ...ok, password: 'abcdef', confirmpassword: 'abcdef' }, []],
    ['no old password', { ...ok, old_password: '' }, [`old_password: ${M.required}`]],
    ['no new password', { ...ok, password: '' }, [`password: ${M.passwordsRequired}`]],
    ['no confirmation', { ...ok, confirmpassword: '' }, [`confirmpassword: ${M.passwordsRequired}`]],
    [
      'neither',
      { ...ok, password: '', confirmpassword: '' },
      [`password: ${M.passwordsRequired}`, `confirmpassword: ${M.passwordsRequired}`],
    ],
    ['different passwords', { ...ok, confirmpassword: 'secret2' }, [`confirmpassword: ${M.passwordsDiffer}`]],
    [
      'different and short: equality first',
      { ...ok, password: 'a', confirmpassword: 'b' },
      [`confirmpassword: ${M.passwordsDiffer}`],
    ],
    ['5 characters', { ...ok, password: 'abcde', confirmpassword: 'abcde' }, [`password: ${M.passwordTooShort}`]],
  ])('%s', (_name, value, expected) => {
    expect(errors(passwordChangeFormSchema, value)).toEqual(expected);
  });
});

describe('passwordChangeSchema (wire)', () => {
  it.each([
    ['a valid body', { old_password: 'x', new_password: 'abcdef', id: 3 }, []],
    [
      'a short new password',
      { old_password: 'x', new_password: 'abc', id: 3 },
      [`new_password: ${M.passwordTooShort}`],
    ],
    ['an empty old password', { old_password: '', new_password: 'abcdef', id: 3 }, [`old_password: ${M.required}`]],
  ])('%s', (_name, value, expected) => {
    expect(errors(passwordChangeSchema, value)).toEqual(expected);
  });

  it('needs the user id', () => {
    expect(errors(passwordChangeSchema, { old_password: 'x', new_password: 'abcdef' })).toHaveLength(1);
  });
});

describe('reset schemas', () => {
  it.each([
    [resetRequestSchema, { username: 'alice' }, []],
    [resetRequestSchema, { username: 'alice@acme.fr' }, []],
    [resetRequestSchema, { username: '  ' }, [`username: ${M.resetIdentifierRequired}`]],
    [resetRequestSchema, {}, [`username: ${M.resetIdentifierRequired}`]],
    [resetPasswordSchema, { password: 'abcdef' }, []],
    [resetPasswordSchema, { password: 'abcde' }, [`password: ${M.passwordTooShort}`]],
    [resetPasswordFormSchema, { password: 'abcdef', confirmpassword: 'abcdef' }, []],
    [
      resetPasswordFormSchema,
      { password: 'abcdef', confirmpassword: 'abcdeg' },
      [`confirmpassword: ${M.passwordsDiffer}`],
    ],
    [resetPasswordFormSchema, { password: '', confirmpassword: 'x' }, [`password: ${M.passwordsRequired}`]],
  ] as [Schema, unknown, string[]][])('case %#', (schema, value, expected) => {
    expect(errors(schema, value)).toEqual(expected);
  });
});

describe('supportRequestSchema', () => {
  const ok = { type: 'bug', description: 'The page is blank', gravity: 3 };
  it.each([
    ['a bug report', ok, []],
    ['a technical issue of gravity 5', { ...ok, type: 'technical', gravity: 5 }, []],
    ['another request of gravity 1', { ...ok, type: 'other', gravity: 1 }, []],
    ['an unknown type', { ...ok, type: 'praise' }, [`type: ${M.supportTypeRequired}`]],
    ['no type', { ...ok, type: undefined }, [`type: ${M.supportTypeRequired}`]],
    ['a blank description', { ...ok, description: ' ' }, [`description: ${M.supportDescriptionRequired}`]],
    ['gravity 0', { ...ok, gravity: 0 }, [`gravity: ${M.gravityOutOfRange}`]],
    ['gravity 6', { ...ok, gravity: 6 }, [`gravity: ${M.gravityOutOfRange}`]],
    ['gravity 2.5', { ...ok, gravity: 2.5 }, [`gravity: ${M.gravityOutOfRange}`]],
  ])('%s', (_name, value, expected) => {
    expect(errors(supportRequestSchema, value)).toEqual(expected);
  });
});

describe('languagePatchSchema (issue 28)', () => {
  it.each([
    ['French', { language: 'fr' }, []],
    ['English', { language: 'en' }, []],
    ['another language', { language: 'de' }, [`language: ${M.languageInvalid}`]],
    ['upper case', { language: 'EN' }, [`language: ${M.languageInvalid}`]],
    ['none', {}, [`language: ${M.languageInvalid}`]],
  ])('%s', (_name, value, expected) => {
    expect(errors(languagePatchSchema, value)).toEqual(expected);
  });

  it('takes nothing else: the profile is PUT', () => {
    expect(languagePatchSchema.safeParse({ language: 'en', first_name: 'Bob' }).success).toBe(false);
  });
});
