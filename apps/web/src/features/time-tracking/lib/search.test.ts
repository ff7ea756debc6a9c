import { describe, expect, it } from 'vitest';
import { listFilters, SEARCH_RESULTS_MAX } from './search';

const WEEK = { date_min: '2026-11-23', date_max: '2026-11-30' };

describe('the task search', () => {
  it('lists the week while fewer than 2 characters are typed (spec/2 §5.3)', () => {
    expect(listFilters(WEEK, { by: 'project', text: '' })).toEqual(WEEK);
    expect(listFilters(WEEK, { by: 'tag', text: ' a ' })).toEqual(WEEK);
  });

  it('searches all weeks by project or tag from 2 characters, trimmed', () => {
    expect(listFilters(WEEK, { by: 'project', text: ' ac ' })).toEqual({ project: 'ac', limit: SEARCH_RESULTS_MAX });
    expect(listFilters(WEEK, { by: 'tag', text: 'urgent' })).toEqual({ tag: 'urgent', limit: SEARCH_RESULTS_MAX });
  });
});
