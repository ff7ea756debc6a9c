import { TIME_LIMITS } from '@staff/shared';
import type { EntryFilters } from '../api/entries';

/** spec/2 §5.3: a task search needs at least 2 characters; its input takes at most 18. */
export const SEARCH_MIN = TIME_LIMITS.searchMin;
export const SEARCH_MAX = TIME_LIMITS.search;

export type TaskSearchValue = { by: 'project' | 'tag'; text: string };

/** How many matches a search shows, most recent first. */
export const SEARCH_RESULTS_MAX = 100;

/**
 * What the list asks for: the week's days, or, while a search of 2 characters or more is typed, the latest matches
 * of all time (a search looks for a task whatever its week). A shorter text is no search yet.
 */
export function listFilters(range: { date_min: string; date_max: string }, search: TaskSearchValue): EntryFilters {
  const text = search.text.trim();
  if (text.length < SEARCH_MIN) return range;
  return { [search.by]: text, limit: SEARCH_RESULTS_MAX };
}
