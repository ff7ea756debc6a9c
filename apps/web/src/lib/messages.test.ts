import { isMessageCode, LEAVE_MESSAGES, TEXT_MESSAGES, tooLongMessage } from '@staff/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { translateIssue, translateMessage } from './issueMessages';
import { describeError, translatedFields } from './messages';

/**
 * A t() that shows which key and values it was given (options such as defaultValue aside). Like the real one, whose
 * locale files hold exactly the catalogue's codes (messages.catalogue.test.ts), it answers the default value for an
 * error code the catalogue does not have.
 */
const t = ((key: string, options?: Record<string, unknown>) => {
  const { defaultValue, ...values } = options ?? {};
  const code = key.startsWith('errors.codes.') ? key.slice('errors.codes.'.length) : null;
  if (code !== null && !isMessageCode(code) && defaultValue !== undefined) return defaultValue;
  return Object.keys(values).length ? `${key} ${JSON.stringify(values)}` : key;
}) as unknown as TFunction;

describe('messages in the user language, by code', () => {
  it('translates a schema message by the code its text is in the catalogue', () => {
    expect(translateMessage(t, LEAVE_MESSAGES.minHalfDay)).toBe('errors.codes.leave.minHalfDay');
    expect(translateMessage(t, TEXT_MESSAGES.forbiddenCharacters)).toBe('errors.codes.text.forbiddenCharacters');
  });

  it('takes the values of a Zod issue from the issue itself (a maximum length)', () => {
    const issue = { message: tooLongMessage(150), code: 'too_big', origin: 'string', maximum: 150 };
    expect(translateIssue(t, issue)).toBe('errors.codes.text.tooLong {"max":"150"}');
  });

  it('leaves unknown messages as they are', () => {
    expect(translateMessage(t, 'Something new: happened')).toBe('Something new: happened');
  });

  it('describes an API error by its message code and params, translating a status', () => {
    const body = {
      detail: 'You have already …',
      code: 'invalid',
      message_code: 'leave.overlap',
      params: { begin: '13/05/2027', end: '18/05/2027', status: 'accepted' },
    };
    expect(describeError(t, new ApiError(400, 'Bad Request', body))).toBe(
      'errors.codes.leave.overlap {"begin":"13/05/2027","end":"18/05/2027","status":"leaves.status.accepted"}',
    );
    expect(describeError(t, new ApiError(404, 'Not Found', { detail: 'Not found.', code: 'not_found' }))).toBe(
      'errors.codes.not_found',
    );
  });

  it('hands a count over as a number, so that i18next picks the plural form (issue 25)', () => {
    const body = { detail: 'This contract is used by 2 employee(s)…', code: 'contract.inUse', params: { count: 2 } };
    expect(describeError(t, new ApiError(409, 'Conflict', body))).toBe('errors.codes.contract.inUse {"count":2}');
  });

  it('keeps the name of a delegation message and translates the rest', () => {
    const body = {
      detail: `Alice Martin: ${LEAVE_MESSAGES.precisionRequired}`,
      code: 'invalid',
      message_code: 'leave.precisionRequired',
      subject: 'Alice Martin',
    };
    expect(describeError(t, new ApiError(400, 'Bad Request', body))).toBe(
      'Alice Martin: errors.codes.leave.precisionRequired',
    );
  });

  it('falls back to the detail only for a code it does not know', () => {
    const body = { detail: 'Something new happened.', code: 'brand_new' };
    expect(describeError(t, new ApiError(400, 'Bad Request', body))).toBe('Something new happened.');
  });

  it('translates field errors by their codes', () => {
    const body = {
      detail: 'Please choose a file.',
      code: 'invalid',
      message_code: 'file_required',
      fields: { attachment_file: ['Please choose a file.'], other: ['Unknown text'] },
      field_codes: { attachment_file: [{ code: 'file_required' }], other: [{ code: 'brand_new' }] },
    };
    expect(translatedFields(t, new ApiError(400, 'Bad Request', body))).toEqual({
      attachment_file: ['errors.codes.file_required'],
      other: ['Unknown text'],
    });
  });
});
