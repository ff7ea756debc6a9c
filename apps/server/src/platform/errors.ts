/** An error the API answers with its own status, code and message (ARCHITECTURE.md "Errors"). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const SESSION_LOST_MESSAGE = 'Your session has been lost, please reconnect to continue.';

export const notFound = () => new AppError(404, 'not_found', 'Not found.');
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new AppError(403, 'permission_denied', message);
export const badRequest = (message: string, fields?: Record<string, string[]>, code = 'invalid') =>
  new AppError(400, code, message, fields);
export const conflict = (message: string, code = 'invalid_transition') => new AppError(409, code, message);
/** One field's error, with the detail the web app shows when it does not place it on the field. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
