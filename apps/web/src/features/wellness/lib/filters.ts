import { addDays, type WellnessPeriod } from '@staff/shared';

/** The management screen's filters (spec/3 "Wellness management"): service, period type, names, dates. */
export type WellnessFilters = {
  service: number | null;
  wellness_period: WellnessPeriod | null;
  names: string;
  date_min: string | null;
  date_max: string | null;
};

export const NO_WELLNESS_FILTERS: WellnessFilters = {
  service: null,
  wellness_period: null,
  names: '',
  date_min: null,
  date_max: null,
};

/**
 * The filters as GET wellness/ takes them: every mark of the company (`by_company`, HR's), `date_max` made the day
 * after the chosen one (the server's end is excluded, the user's included).
 */
export function entryQueryOf(filters: WellnessFilters) {
  return {
    by_company: true,
    service: filters.service ?? undefined,
    wellness_period: filters.wellness_period ?? undefined,
    names: filters.names.trim() || undefined,
    date_min: filters.date_min ?? undefined,
    date_max: filters.date_max ? addDays(filters.date_max, 1) : undefined,
  };
}
