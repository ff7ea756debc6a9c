import { type CodedMessage, type MessageCode, type MessageParams, messageText } from '@staff/shared';

/**
 * An error the API answers with its own status and body (ARCHITECTURE.md "Errors"). It is built from a message code
 * of the shared catalogue and its params, never from free text: the body's `detail` is the catalogue's English text,
 * and the web app translates the code (docs/decisions/contract-and-errors.md "Errors by code").
 */
export class AppError extends Error {
  /** The body's `code`: the message's own code unless the route keeps a broader one (`invalid`, a 409's kind). */
  readonly code: string;
  readonly fields?: Record<string, CodedMessage[]>;
  /** Who the message is about, when one request acts for several people (a delegation): `Alice Martin: …`. */
  readonly subject?: string;

  constructor(
    readonly status: number,
    readonly coded: CodedMessage,
    options: { code?: string; fields?: Record<string, CodedMessage[]>; subject?: string } = {},
  ) {
    const text = messageText(coded.code, coded.params);
    super(options.subject ? `${options.subject}: ${text}` : text);
    this.name = 'AppError';
    this.code = options.code ?? coded.code;
    this.fields = options.fields;
    this.subject = options.subject;
  }

  /** The same error, said of one person of a group. */
  about(subject: string): AppError {
    return new AppError(this.status, this.coded, { code: this.code, fields: this.fields, subject });
  }
}

export const appError = (
  status: number,
  code: MessageCode,
  params?: MessageParams,
  options?: { code?: string; fields?: Record<string, CodedMessage[]> },
) => new AppError(status, { code, params }, options);

export const notFound = () => appError(404, 'not_found');
export const forbidden = (code: MessageCode = 'permission_denied') =>
  appError(403, code, undefined, { code: 'permission_denied' });
/** 400 `invalid`, its message also on the fields it names. */
export const badRequest = (code: MessageCode, params?: MessageParams, fieldNames: string[] = []) =>
  appError(400, code, params, {
    code: 'invalid',
    fields: Object.fromEntries(fieldNames.map((name) => [name, [{ code, params }]])),
  });
/** 409: a state change the current status does not allow (`invalid_transition`) or another kind named by `kind`. */
export const conflict = (code: MessageCode, params?: MessageParams, kind = 'invalid_transition') =>
  appError(409, code, params, { code: kind });
/** One field's error, with the detail the web app shows when it does not place it on the field. */
export const fieldError = (field: string, code: MessageCode, params?: MessageParams) =>
  badRequest(code, params, [field]);
