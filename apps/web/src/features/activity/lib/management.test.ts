import { describe, expect, it } from 'vitest';
import { managementActionsOf, monthPickerBounds, statusAfter, stepMonth } from './management';

describe('the back office of activity reports', () => {
  it('picks a month within five years of today, either way', () => {
    expect(monthPickerBounds('2026-11-23')).toEqual({ min: '2021-11-01', max: '2031-11-30' });
    expect(stepMonth('2026-11', 1, '2026-11-23')).toBe('2026-12');
    expect(stepMonth('2026-01', -1, '2026-11-23')).toBe('2025-12');
    expect(stepMonth('2031-11', 1, '2026-11-23')).toBeNull();
    expect(stepMonth('2021-11', -1, '2026-11-23')).toBeNull();
  });

  it('offers the actions the server allows, decisions first, and knows where each leads', () => {
    expect(managementActionsOf({ actions: ['unlock', 'refuse', 'validate'] })).toEqual([
      'validate',
      'refuse',
      'unlock',
    ]);
    expect(managementActionsOf({ actions: ['send'] })).toEqual([]);
    expect(statusAfter('suspend')).toBe('suspended');
    expect(statusAfter('unlock')).toBe('draft');
  });
});
