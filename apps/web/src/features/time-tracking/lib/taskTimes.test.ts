import { describe, expect, it } from 'vitest';
import { instantOf, timeSpan, timesOf } from './taskTimes';

describe('a task’s times in the form', () => {
  it('turns a day and an hour into an instant, and back', () => {
    const start = instantOf('2026-11-23', '08:00');
    const end = instantOf('2026-11-23', '09:30');
    expect(Date.parse(end) - Date.parse(start)).toBe(90 * 60_000);
    expect(timesOf(start, end)).toEqual({ day: '2026-11-23', start: '08:00', end: '09:30' });
    expect(timeSpan(start, end)).toBe('08:00 – 09:30');
  });

  it('leaves a missing part empty, for the schema to say which', () => {
    expect(instantOf(null, '08:00')).toBe('');
    expect(instantOf('2026-11-23', '')).toBe('');
    expect(instantOf('2026-11-23', '8h')).toBe('');
  });

  it('shows the running task without an end', () => {
    const start = instantOf('2026-11-23', '10:00');
    expect(timesOf(start, null).end).toBe('');
    expect(timeSpan(start, null)).toBe('10:00 –');
  });
});
