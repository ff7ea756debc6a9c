import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatHours,
  formatTrackRemind,
  parseDurationText,
  parseTrackRemind,
  reminderIntervalSeconds,
  trackRemindProblem,
} from './durations';

describe('parseDurationText: what a grid cell accepts', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['2', 7200],
    ['1,5', 5400],
    ['1.5', 5400],
    [' 1,25 ', 4500],
    ['1:30', 5400],
    ['0:05', 300],
    ['90m', 5400],
    ['90 min', 5400],
    ['2h', 7200],
    ['2H30', 9000],
    ['2h30m', 9000],
    ['24', 86_400],
    ['24:00', 86_400],
    ['24,5', 'invalid'],
    ['25h', 'invalid'],
    ['1441m', 'invalid'],
    ['1:60', 'invalid'],
    ['-1', 'invalid'],
    ['abc', 'invalid'],
    ['1,5h', 'invalid'],
  ])('%j reads as %j', (text, expected) => {
    expect(parseDurationText(text)).toBe(expected);
  });
});

describe('formatDuration (stopwatch) and formatHours (grid, totals)', () => {
  it.each([
    [0, '0:00:00', '0:00'],
    [59, '0:00:59', '0:01'],
    [5400, '1:30:00', '1:30'],
    [5429, '1:30:29', '1:30'],
    [5430, '1:30:30', '1:31'],
    [36_000 + 61, '10:01:01', '10:01'],
    [-5, '0:00:00', '0:00'],
  ])('%i s is %s and %s', (seconds, stopwatch, hours) => {
    expect(formatDuration(seconds)).toBe(stopwatch);
    expect(formatHours(seconds)).toBe(hours);
  });
});

describe('the reminder setting: H:00:00 hours (1 to 24) or D 00:00:00 days (1 to 30)', () => {
  it.each([
    ['3:00:00', { unit: 'hours', amount: 3 }, null, 3 * 3600],
    ['24:00:00', { unit: 'hours', amount: 24 }, null, 24 * 3600],
    ['25:00:00', { unit: 'hours', amount: 25 }, 'remind_too_many_hours', null],
    ['0:00:00', { unit: 'hours', amount: 0 }, 'remind_invalid', null],
    ['2 00:00:00', { unit: 'days', amount: 2 }, null, 2 * 86_400],
    ['30 00:00:00', { unit: 'days', amount: 30 }, null, 30 * 86_400],
    ['31 00:00:00', { unit: 'days', amount: 31 }, 'remind_invalid', null],
    ['3:30:00', null, 'remind_invalid', null],
    ['3h', null, 'remind_invalid', null],
    ['', null, 'remind_invalid', null],
  ])('%j', (text, parsed, problem, seconds) => {
    expect(parseTrackRemind(text)).toEqual(parsed);
    expect(trackRemindProblem(text)).toBe(problem);
    expect(reminderIntervalSeconds(text)).toBe(seconds);
    if (parsed) expect(formatTrackRemind(parsed as never)).toBe(text);
  });

  it('no setting, no interval', () => {
    expect(reminderIntervalSeconds(null)).toBeNull();
  });
});
