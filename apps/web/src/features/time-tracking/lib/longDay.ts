import { ApiError } from '../../../lib/api';

/** The server's answer when a day's tracked time would pass 12 h without the user's yes (contract: 409 time.long_day). */
export const isLongDay = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'time.long_day';

/**
 * Sends once; when the server answers that the day would pass 12 h, asks the user (with the day's time it names) and,
 * on a yes, sends again with `confirm_long_day`. A no resolves to null: nothing was written. Any other failure throws.
 */
export async function sendConfirmingLongDay<T>(
  send: (confirmLongDay: boolean) => Promise<T>,
  ask: (hours: string) => Promise<boolean>,
): Promise<T | null> {
  try {
    return await send(false);
  } catch (error) {
    if (!isLongDay(error)) throw error;
    return (await ask(String(error.coded?.params?.hours ?? ''))) ? send(true) : null;
  }
}
