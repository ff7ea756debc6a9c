import { describe, expect, it } from 'vitest';
import { messageText } from '../errors/catalogue';
import {
  TagInput,
  TimeEntryInput,
  TimeEntryListQuery,
  TimeStatisticsQuery,
  TimesheetCellsInput,
  TimesheetWeekQuery,
  TimeTrackingPreferences,
} from './schemas';

/** The first issue's message and path, or 'ok'. */
const verdict = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? 'ok' : `${result.error!.issues[0]!.path.join('.')}: ${result.error!.issues[0]!.message}`;

const task = { description: 'Spec review', start_time: '2026-11-23T09:00:00Z', end_time: '2026-11-23T10:00:00Z' };

describe('TimeEntryInput', () => {
  it.each([
    [{}, 'ok'],
    [{ description: '  ' }, `description: ${messageText('time.description_required')}`],
    [{ description: undefined }, `description: ${messageText('time.description_required')}`],
    [{ end_time: '2026-11-23T08:59:59Z' }, `end_time: ${messageText('time.start_after_end')}`],
    [{ end_time: '2026-11-23T09:00:00Z' }, 'ok'],
    [{ end_time: '2026-11-24T09:00:00Z' }, 'ok'],
    [{ end_time: '2026-11-24T09:00:01Z' }, `end_time: ${messageText('time.task_too_long')}`],
    [{ start_time: '2000-01-01T09:00:00Z' }, `end_time: ${messageText('time.task_too_long')}`],
    [{ end_time: null }, 'ok'],
    [{ start_time: '2026-11-23' }, 'start_time: Invalid ISO datetime'],
    [{ start_time: '1800-01-01T00:00:00Z' }, 'start_time: Enter a valid date between 01/01/1900 and 31/12/2099.'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, `tags: ${messageText('time.too_many_tags')}`],
    [{ tags: [''] }, `tags.0: ${messageText('time.tag_name_required')}`],
    [{ project: 0 }, 'project: Too small: expected number to be >0'],
  ])('%j → %s', (change, expected) => {
    expect(verdict(TimeEntryInput.safeParse({ ...task, ...change }))).toBe(expected);
  });

  it('trims the description and defaults project, tags and confirmation', () => {
    expect(TimeEntryInput.parse({ ...task, description: '  Review ' })).toMatchObject({
      description: 'Review',
      project: null,
      tags: [],
      confirm_long_day: false,
    });
  });
});

describe('queries', () => {
  it.each([
    [{ project: 'ab' }, 'ok'],
    [{ project: 'a' }, `project: ${messageText('time.search_too_short')}`],
    [{ tag: ' a ' }, `tag: ${messageText('time.search_too_short')}`],
    [{ tag: 'x'.repeat(19) }, 'tag: Ensure this field has no more than 18 characters.'],
    [{ for_me: 'True', date_min: '2026-11-01', date_max: '2026-12-01' }, 'ok'],
  ])('the list %j → %s', (query, expected) => {
    expect(verdict(TimeEntryListQuery.safeParse(query))).toBe(expected);
  });

  it.each([
    [{ date_min: '2026-11-01', date_max: '2026-12-01' }, 'ok'],
    [{ date_min: '2026-11-01', date_max: '2026-11-01' }, `date_max: ${messageText('time.range_invalid')}`],
    [{ date_min: '2026-01-01', date_max: '2027-01-02' }, 'ok'],
    [{ date_min: '2026-01-01', date_max: '2027-01-03' }, `date_max: ${messageText('time.range_too_long')}`],
    // A date that is none: its own message, no crash of the range's check.
    [
      { date_min: '2026-01-01', date_max: '2026-02-30' },
      'date_max: Enter a valid date between 01/01/1900 and 31/12/2099.',
    ],
  ])('the statistics %j → %s', (query, expected) => {
    expect(verdict(TimeStatisticsQuery.safeParse(query))).toBe(expected);
  });

  it.each([
    ['2026-11-23', 'ok'],
    ['2026-11-24', `week: ${messageText('time.not_a_monday')}`],
    // Not a calendar date: the date's own message, never a thrown RangeError (a fuzzer finding).
    ['2024-02-30', 'week: Enter a valid date between 01/01/1900 and 31/12/2099.'],
  ])('the week %s → %s', (week, expected) => {
    expect(verdict(TimesheetWeekQuery.safeParse({ week }))).toBe(expected);
  });
});

describe('TimesheetCellsInput', () => {
  const cell = (day: string, seconds = 3600, project: number | null = 1) => ({ project, day, seconds });
  it.each([
    [[cell('2026-11-23'), cell('2026-11-29', 0, null)], 'ok'],
    [[cell('2026-11-30')], `cells.0.day: ${messageText('time.cell_outside_week')}`],
    [[cell('2026-11-23'), cell('2026-11-23', 60)], `cells.1.day: ${messageText('time.cell_twice')}`],
    [[cell('2026-11-23', 86_401)], `cells.0.seconds: ${messageText('time.duration_invalid')}`],
    [[cell('2026-02-30')], 'cells.0.day: Enter a valid date between 01/01/1900 and 31/12/2099.'],
  ])('%j → %s', (cells, expected) => {
    expect(verdict(TimesheetCellsInput.safeParse({ week: '2026-11-23', cells }))).toBe(expected);
  });
});

describe('TagInput and the settings', () => {
  it.each([
    [{ name: ' urgent ' }, 'ok'],
    [{ name: ' ' }, `name: ${messageText('time.tag_name_required')}`],
    [{ name: 'x'.repeat(51) }, 'name: Ensure this field has no more than 50 characters.'],
  ])('tag %j → %s', (body, expected) => {
    expect(verdict(TagInput.safeParse(body))).toBe(expected);
  });

  it.each([
    [null, 'ok'],
    ['2:00:00', 'ok'],
    ['3 00:00:00', 'ok'],
    ['25:00:00', `track_remind: ${messageText('time.remind_too_many_hours')}`],
    ['1 hour', `track_remind: ${messageText('time.remind_invalid')}`],
  ])('track_remind %j → %s', (track_remind, expected) => {
    expect(verdict(TimeTrackingPreferences.safeParse({ track_remind }))).toBe(expected);
  });
});
