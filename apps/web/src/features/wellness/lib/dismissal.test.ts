import { afterEach, describe, expect, it } from 'vitest';
import { dismissedToday, dismissForToday } from './dismissal';

describe('the daily banner dismissal', () => {
  afterEach(() => window.localStorage.clear());

  it('holds for the day it was given, for that user only', () => {
    dismissForToday(7, '2026-11-27');
    expect(dismissedToday(7, '2026-11-27')).toBe(true);
    expect(dismissedToday(8, '2026-11-27')).toBe(false);
  });

  it('lapses the next day', () => {
    dismissForToday(7, '2026-11-27');
    expect(dismissedToday(7, '2026-11-28')).toBe(false);
  });
});
