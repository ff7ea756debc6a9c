// The activity report journey of issue 11, across the roles: alice opens next month's report (December when run in
// November) and finds her accepted leave and the public holidays already placed, fills the rest from last month in
// one click, adds two hours of overtime, sends it with a wellness mark; the manager finds it submitted in the back
// office and unlocks it; alice corrects it and sends it again.
//
// The leave is made through the API (the leave form has its own journeys) and removed at the end; a run that stopped
// halfway is cleaned at the start (its leave removed, the month unlocked and emptied).
import type { Page } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';
import { MONTHS_FR } from '../support/french';
import { callApi, switchUser } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };
/** The comment that marks this journey's leave, to find it again. */
const JOURNEY_LEAVE = 'Parcours du rapport d’activité (e2e)';

type Overtime = { hours_overtime: number; minutes_overtime: number };
type Report = {
  id: number;
  status: string;
  has_overtime: boolean;
  wellness_mark: number | null;
  activities: { id: number; overtime: Overtime[] }[];
};
type Leave = { id: number; status: string; comment: string | null; begin_date: string; end_date: string };

/** Next month, within the year (the year home and the reports stop at December). */
function journeyMonth(): { year: number; month: number; key: string } {
  const now = clockNow();
  const year = now.getFullYear();
  const month = Math.min(now.getMonth() + 2, 12);
  return { year, month, key: `${year}-${String(month).padStart(2, '0')}` };
}

/** The second Monday of the month: a working Monday and Tuesday in any year (no public holiday falls on them). */
function secondMonday(year: number, month: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const day = 1 + ((8 - first.getUTCDay()) % 7) + 7;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A day of the calendar as shown (the month grid on a wide screen, the list of days on a phone). */
const dayCell = (page: Page, iso: string) => page.locator(`[data-date="${iso}"]:visible`);

/** The value of a row of the status table ("Jours non remplis" → "0,00"). */
const statusRow = (page: Page, label: string) =>
  page.getByRole('table', { name: 'État du rapport' }).getByRole('row', { name: label }).getByRole('cell');

/**
 * Removes this journey's leave, and with `month` (YYYY-MM) every other leave of alice's in that month, whatever its
 * status: back to draft by HR when it was decided, then deleted. The month's figures are then the journey's alone,
 * whatever day the run pins: in December the journey's month is the current one, where the demo has her leaves.
 */
async function removeJourneyLeave(page: Page, loginAs: (page: Page, user: string) => Promise<unknown>, month?: string) {
  await switchUser(page, loginAs, DEMO.alice);
  const mine = await callApi<{ results: Leave[] }>(page, 'GET', 'leave/?owner=me&limit=1000');
  // A refused leave counts for nothing in the month: it stays.
  const inMonth = (leave: Leave) =>
    month !== undefined &&
    leave.status !== 'refused' &&
    leave.begin_date.slice(0, 7) <= month &&
    leave.end_date.slice(0, 7) >= month;
  const journey = mine.results.filter((leave) => leave.comment === JOURNEY_LEAVE || inMonth(leave));
  if (journey.some((leave) => leave.status !== 'draft')) {
    await switchUser(page, loginAs, DEMO.hr);
    for (const leave of journey.filter((l) => l.status !== 'draft')) {
      await callApi(page, 'PATCH', `leave/${leave.id}/`, { status: 'draft' });
    }
    await switchUser(page, loginAs, DEMO.alice);
  }
  for (const leave of journey) await callApi(page, 'DELETE', `leave/${leave.id}/`);
}

test('alice fills next month from the last one, sends it; the manager unlocks it; alice corrects and sends it again', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  const { year, month, key } = journeyMonth();
  const monthName = MONTHS_FR[month - 1]!;
  const leaveBegin = secondMonday(year, month);
  const leaveEnd = nextDay(leaveBegin);

  await test.step('setup: a clean month and an accepted two-day leave', async () => {
    await removeJourneyLeave(page, loginAs, key);
    let report = await callApi<Report>(page, 'POST', 'activity-report/', { date: `${key}-01` });
    if (report.status !== 'draft') {
      await switchUser(page, loginAs, DEMO.manager);
      await callApi(page, 'PATCH', `activity-report/${report.id}/`, { status: 'draft' });
      await switchUser(page, loginAs, DEMO.alice);
    }
    report = await callApi<Report>(page, 'GET', `activity-report/${report.id}/`);
    for (const activity of report.activities) await callApi(page, 'DELETE', `activity/${activity.id}/`);
    const types = await callApi<{ results: { id: number; name: string }[] }>(page, 'GET', 'typeOfLeave/?limit=50');
    const paid = types.results.find((type) => type.name === 'Congés payés')!;
    const leave = await callApi<Leave>(page, 'POST', 'leave/', {
      begin_date: leaveBegin,
      begin_period: 'AM',
      end_date: leaveEnd,
      end_period: 'PM',
      type_of_leave: paid.id,
      status: 'submitted',
      comment: JOURNEY_LEAVE,
    });
    await switchUser(page, loginAs, DEMO.hr);
    await callApi(page, 'PATCH', `leave/${leave.id}/`, { status: 'accepted' });
    await switchUser(page, loginAs, DEMO.alice);
  });

  await test.step('the month opens with its leave and its public holidays in place', async () => {
    await page.goto(`/activity?fordate=${key}`);
    await page
      .getByTestId(`month-${key}`)
      .getByRole('link', { name: /^Ouvrir le rapport/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Rapport d'activité ${/^[aeiou]/.test(monthName) ? "d'" : 'de '}${monthName} ${year}`,
      LOADED,
    );
    await expect(dayCell(page, leaveBegin)).toContainText('Congés payés');
    await expect(dayCell(page, leaveEnd)).toContainText('Congés payés');
    if (month === 12) await expect(dayCell(page, `${year}-12-25`)).toContainText('Noël');
    await expect(statusRow(page, 'Jours de congé')).toHaveText('2,00');
    await expect(statusRow(page, 'Jours travaillés')).toHaveText('0,00');
  });

  await test.step('one click fills the rest from last month', async () => {
    await page.getByRole('button', { name: 'Reprendre le mois dernier' }).click();
    await expect(page.getByText(/d'après le mois dernier\.$/)).toBeVisible();
    await expect(statusRow(page, 'Jours non remplis')).toHaveText('0,00');
    // The leave kept its days: nothing was placed over it.
    await expect(statusRow(page, 'Jours de congé')).toHaveText('2,00');
    await expect(dayCell(page, leaveBegin)).not.toContainText('Refonte');
  });

  const firstActivity = () => page.getByRole('button', { name: /Refonte/ }).first();

  await test.step('two hours of overtime on an activity', async () => {
    await firstActivity().click();
    const modal = page.getByRole('dialog', { name: "Modifier l'activité" });
    await modal.getByLabel('Heures de « Heures supplémentaires 25 % »').fill('2');
    await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Activité modifiée')).toBeVisible();
    await expect(modal).toBeHidden();
  });

  await test.step('alice sends it with four stars', async () => {
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /^Envoyer le rapport d'activité/ });
    await expect(modal.getByText("Vous ne pourrez plus modifier le rapport après l'avoir envoyé.")).toBeVisible();
    const fourStars = await modal.getByRole('radio', { name: '4 étoiles' }).getAttribute('id');
    await modal.locator(`label[for="${fourStars}"]`).click();
    await modal.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page.getByText("Rapport d'activité envoyé avec succès.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rapport envoyé' })).toBeDisabled();
    const id = page.url().match(/\/activity\/(\d+)/)![1];
    const sent = await callApi<Report>(page, 'GET', `activity-report/${id}/`);
    expect(sent).toMatchObject({ status: 'submitted', has_overtime: true, wellness_mark: 4 });
  });

  const reportUrl = page.url();

  await test.step('the manager finds it submitted and unlocks it', async () => {
    await switchUser(page, loginAs, DEMO.manager);
    await page.goto('/back_office/activity_reports_management');
    await expect(page.getByRole('heading', { name: "Gestion des rapports d'activité" })).toBeVisible(LOADED);
    const picker = page.getByRole('button', { name: 'Mois', exact: true });
    const label = `${monthName} ${year}`;
    for (let i = 0; i < 13 && !(await picker.textContent())?.includes(label); i++) {
      await page.getByRole('button', { name: 'Mois suivant' }).click();
    }
    await expect(picker).toContainText(label);
    const table = page.getByRole('table', { name: "Gestion des rapports d'activité" });
    const alice = table.getByRole('row').filter({ hasText: 'Alice Martin' });
    await expect(alice).toContainText('Envoyé');
    await alice.getByRole('button', { name: `Actions pour le rapport d'Alice Martin, ${label}` }).click();
    await page.getByRole('menuitem', { name: 'Déverrouiller' }).click();
    const confirm = page.getByRole('dialog', { name: "Déverrouiller le rapport d'activité" });
    await confirm.getByRole('button', { name: 'Déverrouiller' }).click();
    await expect(alice).toContainText('Brouillon');
  });

  await test.step('alice corrects the overtime and sends it again', async () => {
    await switchUser(page, loginAs, DEMO.alice);
    await page.goto(reportUrl);
    await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeVisible(LOADED);
    await firstActivity().click();
    const modal = page.getByRole('dialog', { name: "Modifier l'activité" });
    const hours = modal.getByLabel('Heures de « Heures supplémentaires 25 % »');
    await expect(hours).toHaveValue('2 h');
    await hours.fill('1');
    await modal.getByLabel('Minutes de « Heures supplémentaires 25 % »').fill('30');
    await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Activité modifiée')).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const send = page.getByRole('dialog', { name: /^Envoyer le rapport d'activité/ });
    await send.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Rapport envoyé' })).toBeDisabled();
    const id = reportUrl.match(/\/activity\/(\d+)/)![1];
    const sent = await callApi<Report>(page, 'GET', `activity-report/${id}/`);
    expect(sent.status).toBe('submitted');
    expect(sent.activities.flatMap((activity) => activity.overtime)).toEqual([
      expect.objectContaining({ hours_overtime: 1, minutes_overtime: 30 }),
    ]);
  });

  await test.step('cleanup: the journey leave goes', async () => {
    await removeJourneyLeave(page, loginAs);
  });
});
