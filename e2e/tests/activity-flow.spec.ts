import { clockNow, DEMO, expect, test } from '../fixtures';
import { callApi, switchUser } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

type Report = {
  id: number;
  status: string;
  slices_per_day: number;
  wellness_mark: number | null;
  leaves: { begin_date: string; end_date: string }[];
  activities: { begin_date: string; end_date: string }[];
};

/** February of this year, or this month in January and February (the day view stops at the current month). */
function journeyMonth(): string {
  const now = clockNow();
  const year = now.getFullYear();
  const month = Math.min(now.getMonth() + 1, 2);
  return `${year}-${String(month).padStart(2, '0')}`;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A weekday of the month with neither leave nor activity: the day alice fills. */
function freeDay(report: Report, month: string): string {
  const taken = [...report.leaves, ...report.activities];
  const first = new Date(`${month}-01T00:00:00Z`);
  for (let d = new Date(first); d.getUTCMonth() === first.getUTCMonth(); d.setUTCDate(d.getUTCDate() + 1)) {
    const day = iso(d);
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6 || day.endsWith('-01-01')) continue;
    if (!taken.some((span) => span.begin_date <= day && day <= span.end_date)) return day;
  }
  throw new Error(`no free day left in ${month}`);
}

const frenchDate = (day: string) => day.split('-').reverse().join('/');

test('alice fills a day and sends the month with a wellness mark; the manager unlocks it', async ({
  page,
  loginAs,
}) => {
  const month = journeyMonth();
  await loginAs(page, DEMO.alice);
  let report = await callApi<Report>(page, 'POST', 'activity-report/', { date: `${month}-01` });
  if (report.status !== 'draft') {
    // A run that stopped after sending: the manager puts it back to draft first.
    await switchUser(page, loginAs, DEMO.manager);
    await callApi(page, 'PATCH', `activity-report/${report.id}/`, { status: 'draft' });
    await switchUser(page, loginAs, DEMO.alice);
  }
  report = await callApi<Report>(page, 'GET', `activity-report/${report.id}/`);
  const day = freeDay(report, month);

  // The day view: one row holding the whole day, its project still to pick.
  await page.goto(`/activity/day?date=${day}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(frenchDate(day), LOADED);
  const row = page.getByLabel('Activité 1');
  await expect(row.getByRole('checkbox', { name: 'Matin' })).toBeChecked();
  await expect(row.getByRole('checkbox', { name: 'Après-midi' })).toBeChecked();

  // Saved without a project: refused with the spec's words.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Votre rapport semble contenir des erreurs. Impossible de l'enregistrer." }),
  ).toBeVisible();

  // The typeahead offers alice's projects by name.
  const project = row.getByRole('combobox', { name: 'Projet' });
  await project.fill('Audit');
  await page.getByRole('option', { name: 'Groupe Santé Plus — Audit organisation' }).click();
  await expect(project).toHaveValue('Groupe Santé Plus — Audit organisation');

  // Two rows at most in a day of two slices: the second takes the afternoon, then no third can be added.
  await page.getByRole('button', { name: 'Ajouter une activité' }).click();
  const second = page.getByLabel('Activité 2');
  await second.getByText('Après-midi', { exact: true }).click();
  await expect(row.getByRole('checkbox', { name: 'Après-midi' })).not.toBeChecked();
  await expect(page.getByText('Toutes les tranches disponibles sont déjà utilisées.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une activité' })).toBeDisabled();
  await second.getByRole('combobox', { name: 'Projet' }).fill('Formation');
  await page.getByRole('option', { name: 'Formation interne' }).click();

  // Changing day with unsaved changes asks first; staying keeps the day and its changes.
  await page.getByRole('button', { name: 'Jour travaillé suivant' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Annuler' }).click();
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(second.getByRole('combobox', { name: 'Projet' })).toHaveValue('Formation interne');

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('La journée est enregistrée.')).toBeVisible();
  report = await callApi<Report>(page, 'GET', `activity-report/${report.id}/`);
  expect(report.activities.filter((a) => a.begin_date === day)).toHaveLength(2);

  // Sending: the month's figures and leaves, the warning, four stars.
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const modal = page.getByRole('dialog', { name: /^Envoyer le rapport d'activité de / });
  await expect(modal.getByText("Vous ne pourrez plus modifier le rapport après l'avoir envoyé.")).toBeVisible();
  await expect(modal.getByText(/^Jours non remplis : \d+,\d\d$/)).toBeVisible();
  // A star is the label of a hidden radio: click the star.
  const fourStars = await modal.getByRole('radio', { name: '4 étoiles' }).getAttribute('id');
  await modal.locator(`label[for="${fourStars}"]`).click();
  await expect(modal.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  await modal.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText("Rapport d'activité envoyé avec succès.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rapport envoyé' })).toBeDisabled();
  report = await callApi<Report>(page, 'GET', `activity-report/${report.id}/`);
  expect(report.status).toBe('submitted');
  expect(report.wellness_mark).toBe(4);

  // The manager finds it submitted in the back office and unlocks it.
  await switchUser(page, loginAs, DEMO.manager);
  await page.goto('/back_office');
  await page.getByRole('link', { name: /Gestion des rapports d'activité/ }).click();
  await expect(page.getByRole('heading', { name: "Gestion des rapports d'activité" })).toBeVisible(LOADED);
  const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const picker = page.getByRole('button', { name: 'Mois', exact: true });
  await expect(picker).toBeVisible();
  while (!(await picker.textContent())?.includes(monthName)) {
    await page.getByRole('button', { name: 'Mois précédent' }).click();
  }
  const table = page.getByRole('table', { name: "Gestion des rapports d'activité" });
  const alice = table.getByRole('row').filter({ hasText: 'Alice Martin' });
  await expect(alice).toContainText('Envoyé');
  await alice.getByRole('button', { name: `Actions pour le rapport d'Alice Martin, ${monthName}` }).click();
  // The PDF of the row's report downloads from its menu.
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await alice.getByRole('button', { name: `Actions pour le rapport d'Alice Martin, ${monthName}` }).click();
  await page.getByRole('menuitem', { name: 'Déverrouiller' }).click();
  const confirm = page.getByRole('dialog', { name: "Déverrouiller le rapport d'activité" });
  await expect(confirm).toContainText(`le rapport d'activité d'Alice Martin pour ${monthName}`);
  await confirm.getByRole('button', { name: 'Déverrouiller' }).click();
  await expect(
    page.getByText(`Le rapport d'activité d'Alice Martin pour ${monthName} est repassé en brouillon.`),
  ).toBeVisible();
  await expect(alice).toContainText('Brouillon');
  const after = await callApi<Report>(page, 'GET', `activity-report/${report.id}/`);
  expect(after.status).toBe('draft');

  // "View" opens the report itself, read-only for the manager: nothing to fill, nothing to send.
  await alice.getByRole('button', { name: `Actions pour le rapport d'Alice Martin, ${monthName}` }).click();
  await page.getByRole('menuitem', { name: 'Voir' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rapport d'activité d'Alice Martin — ${monthName}`);
  await expect(page.getByRole('button', { name: 'Reprendre le mois dernier' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toHaveCount(0);
});

test("the dashboard shows the month's activity report panel", async ({ page, loginAs }) => {
  await loginAs(page, DEMO.alice);
  await page.goto('/');
  const panel = page.getByRole('region', { name: "Rapport d'activité" });
  const monthName = new Intl.DateTimeFormat('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(clockNow());
  await expect(panel).toContainText(new RegExp(monthName, 'i'), LOADED);
  // Either the month has a report (its figures and a link to it) or the button that creates it.
  await expect(
    panel.getByRole('link', { name: 'Ouvrir le rapport' }).or(panel.getByRole('button', { name: 'Créer le rapport' })),
  ).toBeVisible();
});
