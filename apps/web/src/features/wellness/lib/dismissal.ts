/**
 * The daily banner, once dismissed, stays away for the rest of that day only (spec/1 §1 "can be dismissed"): the
 * browser keeps the day it was dismissed, per user, so that tomorrow it comes back by itself. Kept in localStorage,
 * not on the server: it is this browser's choice of what to show, not a datum about the person.
 */
const keyOf = (userId: number) => `wellness-banner-dismissed:${userId}`;

export function dismissedToday(userId: number, today: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === today;
  } catch {
    return false;
  }
}

export function dismissForToday(userId: number, today: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), today);
  } catch {
    // Storage refused (private mode, quota): the banner is hidden until the page is reloaded, which is enough.
  }
}
