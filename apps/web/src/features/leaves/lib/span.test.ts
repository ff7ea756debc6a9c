import { describe, expect, it } from 'vitest';
import { NEW_SPAN, spanDays, withBegin, withEnd } from './span';

describe('leave span', () => {
  it('fills the other date when it is empty', () => {
    expect(withBegin(NEW_SPAN, '2027-05-13')).toMatchObject({ begin_date: '2027-05-13', end_date: '2027-05-13' });
    expect(withEnd(NEW_SPAN, '2027-05-18')).toMatchObject({ begin_date: '2027-05-18', end_date: '2027-05-18' });
  });

  it('fills the other date when it would be inconsistent, and keeps it otherwise', () => {
    const span = { ...NEW_SPAN, begin_date: '2027-05-13', end_date: '2027-05-18' };
    expect(withBegin(span, '2027-05-20').end_date).toBe('2027-05-20');
    expect(withBegin(span, '2027-05-14').end_date).toBe('2027-05-18');
    expect(withEnd(span, '2027-05-10').begin_date).toBe('2027-05-10');
    expect(withEnd(span, '2027-05-17').begin_date).toBe('2027-05-13');
  });

  it('counts business days, Whit Monday excluded, with half days', () => {
    const span = { ...NEW_SPAN, begin_date: '2027-05-13', end_date: '2027-05-18' };
    expect(spanDays(span, 'open_days')).toBe(3);
    expect(spanDays({ ...span, begin_period: 'PM' }, 'open_days')).toBe(2.5);
    expect(spanDays({ ...span, begin_period: 'PM', end_period: 'AM' }, 'open_days')).toBe(2);
    expect(spanDays({ ...span, end_date: null }, 'open_days')).toBe(0);
    expect(spanDays(span, 'calendar_days')).toBe(6);
  });
});
