import { describe, expect, it } from 'vitest';
import { listSearchOf, listStateOf, NO_MISSION_ORDER_FILTERS } from './listUrl';

const state = (search: string) => listStateOf(new URLSearchParams(search));

describe('the manager list in the URL', () => {
  it('reads the default from an empty URL: no filter, by status, first page', () => {
    expect(state('')).toEqual({ ...NO_MISSION_ORDER_FILTERS, ordering: 'status', page: 1 });
    expect(listSearchOf(state(''))).toEqual({});
  });

  it('names the asked state "asked" both ways', () => {
    expect(state('status=asked').status).toEqual(['ask']);
    expect(listSearchOf({ ...state(''), status: ['ask'] })).toEqual({ status: 'asked' });
  });

  it('takes several statuses, comma-separated, in the lifecycle’s order, each once', () => {
    expect(state('status=asked,submitted,draft,asked').status).toEqual(['draft', 'submitted', 'ask']);
    expect(listSearchOf({ ...state(''), status: ['submitted', 'ask'] })).toEqual({ status: 'submitted,asked' });
    expect(state('status=gone,refused').status).toEqual(['refused']);
  });

  it('keeps every filter, the order and the page through a round trip', () => {
    const search =
      'employee=4&status=submitted&customer=2&project=9&begin_date=2026-01-01&end_date=2026-12-31&ordering=-end_date&page=3';
    expect(listSearchOf(state(search))).toEqual(Object.fromEntries(new URLSearchParams(search)));
  });

  it('leaves out what it does not understand', () => {
    expect(state('employee=abc&status=gone&begin_date=01/02/2026&ordering=password&page=0')).toEqual(state(''));
  });
});
