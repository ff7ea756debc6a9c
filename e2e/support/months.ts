// Walking a month view (a date picker's calendar, the leaves calendar) to the month that shows a target.
//
// A look before the first month is drawn answers "not visible" at once (isVisible does not wait), and the walk then
// stepped past the target month and on for years: issue 20's leaves journeys, failing whenever the picker was slower
// to open than the first look. So the walk first waits for the view to be drawn (any of its days or months), then
// steps; each step is a click, after which React has drawn the next month.
import { expect, type Locator, type Page } from '@playwright/test';
import { MONTHS_FR } from './french';

/** A day button of a date picker, in either language: "2 juin 2027", "2 June 2027". */
export const ANY_DAY = /^\d{1,2} \S+ \d{4}$/;

/**
 * Steps the view with `step` until `target` is visible, once `drawn` (a locator of what any month shows) is.
 * Fails when `target` is still not shown after `maxSteps` steps.
 */
export async function walkMonthsTo(
  target: Locator,
  drawn: Locator,
  step: () => Promise<void>,
  maxSteps = 48,
): Promise<void> {
  await expect(drawn.first()).toBeVisible();
  for (let i = 0; i < maxSteps && !(await target.isVisible()); i++) await step();
  await expect(target).toBeVisible();
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks a date in a Mantine date picker labelled `label`: opens it, goes forward month by month, clicks the day. */
export async function pickDate(page: Page, label: string, isoDate: string, lang: 'fr' | 'en' = 'fr') {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  // The day's name, or a public holiday's ("5 juin 2028 : Lundi de Pentecôte, jour férié"), where one can be picked.
  const day = dialog.getByRole('button', {
    name: new RegExp(`^${d} ${(lang === 'fr' ? MONTHS_FR : MONTHS_EN)[m - 1]} ${y}(?::| :|$)`),
  });
  const next = dialog.getByRole('button', { name: lang === 'fr' ? 'Mois suivant' : 'Next month' });
  await walkMonthsTo(day, dialog.getByRole('button', { name: ANY_DAY }), () => next.click());
  await day.click();
  await expect(dialog).toBeHidden();
}
