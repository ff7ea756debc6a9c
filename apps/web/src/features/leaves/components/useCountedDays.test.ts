import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaveSpan } from '../lib/span';
import { useCountedDays } from './useCountedDays';

/**
 * The count both the leave form and the delegation form show (spec/3 §5): dates that deduct no day (Whit Monday
 * 2028, 5 June) ask to count one; the answer holds for those dates only.
 */
const OPEN = { deducting_mode: 'open_days' as const };
const day = (date: string, end_period: 'AM' | 'PM' = 'PM'): LeaveSpan => ({
  begin_date: date,
  begin_period: 'AM',
  end_date: date,
  end_period,
});
const WHIT_MONDAY = day('2028-06-05');

const counting = (span: LeaveSpan, type: typeof OPEN | undefined, confirmed?: LeaveSpan) =>
  renderHook((props: { span: LeaveSpan }) => useCountedDays(props.span, type, confirmed), {
    initialProps: { span },
  });

describe('useCountedDays', () => {
  it.each([
    ['a weekday counts its day, asks nothing', day('2028-06-06'), OPEN, 1, false],
    ['a holiday asks, counting nothing yet', WHIT_MONDAY, OPEN, 0, true],
    ['no question before a type says how days count', WHIT_MONDAY, undefined, 0, false],
    ['no dates yet: nothing', { ...WHIT_MONDAY, end_date: null }, OPEN, 0, false],
  ] as const)('%s', (_case, span, type, days, asks) => {
    const { result } = counting(span, type);
    expect(result.current.days).toBe(days);
    expect(result.current.question !== null).toBe(asks);
    expect(result.current.count_one_day).toBe(false);
  });

  it('confirmed, counts one day and sends count_one_day; other dates ask again', () => {
    const { result, rerender } = counting(WHIT_MONDAY, OPEN);
    act(() => result.current.question!.onAnswer('count'));
    expect(result.current).toMatchObject({ days: 1, count_one_day: true, question: null, tooShort: false });
    rerender({ span: day('2028-06-05', 'AM') });
    expect(result.current).toMatchObject({ days: 0, count_one_day: false, question: { declined: false } });
  });

  it('declined, says so and counts nothing', () => {
    const { result } = counting(WHIT_MONDAY, OPEN);
    act(() => result.current.question!.onAnswer('decline'));
    expect(result.current).toMatchObject({ days: 0, count_one_day: false, question: { declined: true } });
  });

  it('a span saved with its day counted is not asked again', () => {
    const { result } = counting(WHIT_MONDAY, OPEN, WHIT_MONDAY);
    expect(result.current).toMatchObject({ days: 1, count_one_day: true, question: null });
  });
});
