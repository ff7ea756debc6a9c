import { LEAVE_MESSAGES, leaveInputSchema } from '@staff/shared';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFrench } from '../test/i18n';
import { ApiError, type ApiErrorBody } from './api';
import { useSchemaForm } from './form';

beforeAll(initFrench);

const VALUES = {
  begin_date: '2026-03-02' as string | null,
  begin_period: 'AM',
  end_date: '2026-03-06' as string | null,
  end_period: 'PM',
  type_of_leave: 1 as number | null,
  comment: '',
};
const render = (options: Parameters<typeof useSchemaForm>[2] = {}) =>
  renderHook(() => useSchemaForm(leaveInputSchema, VALUES, options)).result;
const badRequest = (body: ApiErrorBody) => new ApiError(400, 'Bad Request', body);

describe('useSchemaForm', () => {
  it('says the server detail at the form level when it names no field', () => {
    const form = render();
    let shown = false;
    act(() => {
      shown = form.current.showServerErrors(
        new ApiError(412, '', {
          detail: 'This leave was changed by someone else. Reload it and try again.',
          code: 'stale_version',
          message_code: 'leave.stale',
        }),
      );
    });
    expect(shown).toBe(true);
    expect(form.current.formErrors).toEqual([
      "Ce congé a été modifié par quelqu'un d'autre. Rechargez-le et réessayez.",
    ]);
    expect(form.current.errors).toEqual({});
  });

  it('puts the field errors of a 400 on their fields, and those no input shows at the form level', () => {
    const form = render();
    act(() => {
      form.current.showServerErrors(
        badRequest({
          detail: 'Alice Martin: The begin date must be before the end date.',
          code: 'invalid',
          message_code: 'leave.beginAfterEnd',
          subject: 'Alice Martin',
          fields: {
            type_of_leave: [LEAVE_MESSAGES.typeRequired],
            number_of_days: [LEAVE_MESSAGES.beginAfterEnd],
          },
          field_codes: {
            type_of_leave: [{ code: 'leave.typeRequired' }],
            number_of_days: [{ code: 'leave.beginAfterEnd' }],
          },
        }),
      );
    });
    expect(form.current.textInput('comment').error).toBeUndefined();
    expect(form.current.selectInput('type_of_leave').error).toBe('Veuillez choisir un type de congé.');
    // The server's own sentence keeps who it is about.
    expect(form.current.formErrors).toEqual(['Alice Martin: La date de début doit précéder la date de fin.']);
  });

  it('says summarized fields in the alert and only outlines them', () => {
    const form = render({ summarized: ['end_date'] });
    act(() => {
      form.current.update(() => ({ end_date: '2026-03-01' }));
    });
    let body: unknown = 'untouched';
    act(() => {
      body = form.current.validate();
    });
    expect(body).toBeNull();
    // Translated by the code when validated.
    expect(form.current.errors.end_date).toBe('La date de début doit précéder la date de fin.');
    expect(form.current.formErrors).toEqual(['La date de début doit précéder la date de fin.']);
    // Correcting a date clears what was said about it.
    act(() => form.current.setValue('end_date', '2026-03-06'));
    expect(form.current.errors.end_date).toBeUndefined();
    expect(form.current.formErrors).toEqual([]);
  });

  it('leaves a lost session and a network failure to the caller', () => {
    const form = render();
    expect(form.current.showServerErrors(new ApiError(440, '', { detail: 'Session expired' }))).toBe(false);
    expect(form.current.showServerErrors(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('in read-only mode makes every input read-only and never submits', () => {
    const form = render({ readOnly: true });
    expect(form.current.textInput('comment')).toMatchObject({ readOnly: true, variant: 'filled' });
    expect(form.current.dateInput('begin_date')).toMatchObject({ readOnly: true, variant: 'filled' });
    expect(form.current.selectInput('begin_period')).toMatchObject({ readOnly: true });
    expect(form.current.checkbox('comment')).toMatchObject({ disabled: true });
    expect(form.current.fileInput('comment')).toMatchObject({ readOnly: true, clearable: false });
    const sent: unknown[] = [];
    const event = { preventDefault: () => sent.push('prevented') } as unknown as React.FormEvent;
    act(() => form.current.onSubmit((body) => sent.push(body))(event));
    expect(sent).toEqual(['prevented']);
  });

  it('submits the parsed body when editable', () => {
    const form = render();
    const sent: unknown[] = [];
    act(() => form.current.onSubmit((body) => sent.push(body))());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ begin_date: '2026-03-02', type_of_leave: 1, status: 'draft' });
  });

  it('binds dates as YYYY-MM-DD within the shared range, shown dd/MM/yyyy; selects give ids back as numbers', () => {
    const form = render();
    expect(form.current.dateInput('begin_date')).toMatchObject({
      value: '2026-03-02',
      valueFormat: 'DD/MM/YYYY',
      minDate: '1900-01-01',
      maxDate: '2099-12-31',
    });
    expect(form.current.selectInput('type_of_leave').value).toBe('1');
    act(() => form.current.selectInput('type_of_leave', { numeric: true }).onChange('7'));
    expect(form.current.values.type_of_leave).toBe(7);
    const file = new File(['x'], 'note.pdf');
    act(() => form.current.fileInput('comment').onChange([file]));
    expect(form.current.values.comment).toEqual([file]);
  });
});
