import { describe, expect, it } from 'vitest';
import { mealsAboveWorkedDays } from './meals';

describe('meals above the worked days (spec/1 §5)', () => {
  it('warns with the worked days when the meals exceed them', () => {
    expect(mealsAboveWorkedDays(12, 10)).toBe(10);
    expect(mealsAboveWorkedDays(11, 10.5)).toBe(10.5);
  });

  it('says nothing within the worked days, or without an activity report', () => {
    expect(mealsAboveWorkedDays(10, 10)).toBeNull();
    expect(mealsAboveWorkedDays(0, 0)).toBeNull();
    expect(mealsAboveWorkedDays(20, null)).toBeNull();
    expect(mealsAboveWorkedDays(20, undefined)).toBeNull();
  });
});
