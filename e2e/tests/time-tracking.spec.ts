// The time-tracking journey of issue 23: alice starts the stopwatch from the header, reloads and finds it still
// running, stops it, adds a manual task with a new tag, fills two days of last week in the weekly grid by keyboard
// only, opens the statistics (both charts drawn) and sets a 2-hour reminder. The fill of the activity report from
// tracked time is its own journey. Her tasks of this week and last week are removed first (a run that stopped
// half-way leaves some, maybe a running one).
import type { Page } from '@playwright/test';
import { DEMO, expect, TODAY, test } from '../fixtures';
import { callApi } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

const DAY_MS = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Date.parse(`${TODAY}T00:00:00Z`);
/** This week's Monday, and last week's (weeks start on Monday). */
const MONDAY = isoOf(today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS);
const LAST_MONDAY = isoOf(Date.parse(`${MONDAY}T00:00:00Z`) - 7 * DAY_MS);
const NEXT_MONDAY = isoOf(Date.parse(`${MONDAY}T00:00:00Z`) + 7 * DAY_MS);

type Entry = { id: number; end_time: string | null };

/** alice's tasks of last week and this week, the running one included, deleted. */
async function removeTasks(page: Page) {
  const list = await callApi<{ results: Entry[] }>(
    page,
    'GET',
    `time-entry/?for_me=True&date_min=${LAST_MONDAY}&date_max=${NEXT_MONDAY}&limit=1000`,
  );
  for (const entry of list.results) await callApi(page, 'DELETE', `time-entry/${entry.id}/`);
}

test('alice tracks her time: stopwatch, manual task, weekly grid, statistics and reminder', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, DEMO.alice);
  await removeTasks(page);
  const tag = `atelier-${Date.now() % 100_000}`;

  // The stopwatch, from the header; the running task is the server's: it survives a reload.
  await page.goto('/time-tracking');
  await expect(page).toHaveURL(/\/time-tracking\/task-list$/, LOADED);
  await expect(page).toHaveTitle(/^Suivi du temps — /);
  await page.getByRole('button', { name: 'Démarrer une tâche' }).click();
  await page.getByRole('dialog').getByLabel('Description').fill('Revue du parcours');
  await page.getByRole('button', { name: 'Démarrer', exact: true }).click();
  await expect(page.getByText('Nouvelle tâche démarrée !')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0:00:0\d$/);
  await page.reload();
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible(LOADED);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Arrêter la tâche « Revue du parcours »' }).click();
  await expect(page.getByText('La tâche « Revue du parcours » est arrêtée et enregistrée !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Démarrer une tâche' })).toBeVisible();
  await expect(page.getByTestId('task-row').filter({ hasText: 'Revue du parcours' })).toBeVisible();

  // A manual task, this morning, with a tag the company does not have yet.
  await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
  await form.getByLabel('Description').fill('Atelier client');
  const tags = form.getByRole('combobox', { name: 'Étiquettes' });
  await tags.fill(tag);
  await tags.press('Enter');
  await form.getByLabel('Début').fill('08:00');
  await form.getByLabel('Fin').fill('09:30');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La tâche « Atelier client » a été ajoutée.')).toBeVisible();
  const manual = page.getByTestId('task-row').filter({ hasText: 'Atelier client' });
  await expect(manual).toContainText(tag);
  await expect(manual).toContainText('1:30');

  // Last week's grid, by keyboard only: a project row, then Thursday and Friday typed, Enter saves.
  await page.getByRole('tab', { name: 'Feuille de temps' }).click();
  await expect(page).toHaveTitle(/^Feuille de temps de la semaine — /);
  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  const projects = page.getByRole('combobox', { name: 'Ajouter une ligne de projet' });
  await projects.fill('Formation');
  await page.getByRole('option', { name: 'Formation interne', exact: true }).click();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const thursday = page.getByRole('textbox', { name: /^Formation interne, jeu\. / });
  await thursday.focus();
  await page.keyboard.type('3,5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1:30');
  await page.keyboard.press('Enter');
  await expect(page.getByText('La feuille de temps a été enregistrée.')).toBeVisible();
  await expect(thursday).toHaveValue('3:30');
  await expect(page.getByRole('textbox', { name: /^Formation interne, ven\. / })).toHaveValue('1:30');
  await expect(page.getByTestId('week-total')).toHaveText('5:00');

  // The statistics of this week: the doughnut by project and the bars by day.
  await page.getByRole('tab', { name: 'Statistiques' }).click();
  await expect(page).toHaveTitle(/^Statistiques du temps — /);
  await expect(page.getByTestId('doughnut-chart').locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(page.getByTestId('bar-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();

  // A reminder after 2 hours without tracking; saved, back to the tasks.
  await page.getByRole('tab', { name: 'Réglages' }).click();
  await page.getByText('En heures', { exact: true }).click();
  await page.getByRole('textbox', { name: /Au bout de combien d’heures/ }).fill('2');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos réglages ont bien été enregistrés !')).toBeVisible();
  await expect(page).toHaveURL(/\/time-tracking\/task-list$/);
  expect(await callApi(page, 'GET', 'my-account/preferences/time_tracking/')).toEqual({ track_remind: '2:00:00' });
});
