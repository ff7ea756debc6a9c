import { notifications } from '@mantine/notifications';

/** Toasts close after 5000 ms (spec/1 §9); set once on the Notifications provider, repeated here for clarity. */
export const TOAST_TIMEOUT_MS = 5000;

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: TOAST_TIMEOUT_MS });
}

/**
 * The same failure can be reported twice (a lost session: by the page's own handler and by the sign-in listener);
 * an id made of the message shows it once while it is on screen.
 */
export function notifyError(message: string, title?: string): void {
  notifications.show({
    id: `error:${title ?? ''}:${message}`,
    color: 'red',
    title,
    message,
    autoClose: TOAST_TIMEOUT_MS,
  });
}
