import { DATE_MESSAGES, formatMessage, LEAVE_MESSAGES, TEXT_MESSAGES, tooLongMessage } from '@staff/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { describeError, translateMessage } from './messages';

/** A t() that shows which key and values it was given (options such as defaultValue aside). */
const t = ((key: string, options?: Record<string, unknown>) => {
  const { defaultValue: _, ...values } = options ?? {};
  return Object.keys(values).length ? `${key} ${JSON.stringify(values)}` : key;
}) as unknown as TFunction;

describe('server messages in the user language', () => {
  it('maps exact messages to their keys', () => {
    expect(translateMessage(t, LEAVE_MESSAGES.minHalfDay)).toBe('validation.leave.minHalfDay');
    expect(translateMessage(t, 'File size exceeds 5Mo.')).toBe('validation.fileTooLarge');
  });

  it('matches messages with placeholders and keeps their values, translating a status', () => {
    const overlap = formatMessage(LEAVE_MESSAGES.overlap, {
      begin: '13/05/2027',
      end: '18/05/2027',
      status: 'accepted',
    });
    expect(translateMessage(t, overlap)).toBe(
      'validation.leave.overlap {"begin":"13/05/2027","end":"18/05/2027","status":"leaves.status.accepted"}',
    );
    expect(translateMessage(t, formatMessage(LEAVE_MESSAGES.priorNotice, { days: 15 }))).toBe(
      'validation.leave.priorNotice {"days":"15"}',
    );
  });

  it('translates the date range and text rules of every field', () => {
    expect(translateMessage(t, DATE_MESSAGES.date)).toBe('validation.range.date');
    expect(translateMessage(t, TEXT_MESSAGES.forbiddenCharacters)).toBe('validation.forbiddenCharacters');
    expect(translateMessage(t, tooLongMessage(150))).toBe('validation.tooLong {"max":"150"}');
    expect(translateMessage(t, LEAVE_MESSAGES.spanTooLong)).toBe('validation.leave.spanTooLong');
  });

  it('keeps the name of a delegation message and translates the rest', () => {
    expect(translateMessage(t, `Alice Martin: ${LEAVE_MESSAGES.precisionRequired}`)).toBe(
      'Alice Martin: validation.leave.precisionRequired',
    );
  });

  it('leaves unknown messages as they are', () => {
    expect(translateMessage(t, 'Something new: happened')).toBe('Something new: happened');
  });

  it('describes an API error by its message, else by its code', () => {
    const body = { detail: LEAVE_MESSAGES.onlyDraftDeleted, code: 'invalid_transition' };
    expect(describeError(t, new ApiError(409, 'Conflict', body))).toBe('validation.leave.onlyDraftDeleted');
    expect(describeError(t, new ApiError(404, 'Not Found', { detail: 'Not found.', code: 'not_found' }))).toBe(
      'errors.codes.not_found',
    );
  });
});
