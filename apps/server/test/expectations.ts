import { issueMessage } from '@staff/shared';

/** The body of a 400 that names one field with a catalogue message, as every route answers it. */
export function fieldErrorBody(field: string, message: string) {
  const { code } = issueMessage({ message });
  return {
    code: 'invalid',
    detail: message,
    message_code: code,
    fields: { [field]: [message] },
    field_codes: { [field]: [{ code }] },
  };
}
