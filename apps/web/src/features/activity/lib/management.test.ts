import { describe, expect, it } from 'vitest';
import { managementActionsOf, statusAfter } from './management';

describe('the back office of activity reports', () => {
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
