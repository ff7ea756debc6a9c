import dayjs from './dayjs';

/** spec/3 §9: the back office's month pickers go plus or minus 5 years around today. */
export const MONTH_PICKER_YEARS = 5;

export function monthPickerBounds(today: string): { min: string; max: string } {
  const now = dayjs(today);
  return {
    min: now.subtract(MONTH_PICKER_YEARS, 'year').startOf('month').format('YYYY-MM-DD'),
    max: now.add(MONTH_PICKER_YEARS, 'year').endOf('month').format('YYYY-MM-DD'),
  };
}

/** The month before or after `month` (YYYY-MM), or null outside the picker's range. */
export function stepMonth(month: string, direction: 1 | -1, today: string): string | null {
  const next = dayjs(`${month}-01`).add(direction, 'month');
  const { min, max } = monthPickerBounds(today);
  const day = next.format('YYYY-MM-DD');
  return day < min || day > max ? null : next.format('YYYY-MM');
}
