// Weekly activity reports (issue 28), across the roles: the administrator makes the company's reports weekly; alice
// opens a month of her year home, which creates its first week, then creates the second week from the month's card,
// fills it and sends it; the manager finds it in the back office's month under its week's name and validates it. The
// month is six months before the run's day, one no other journey touches (the demo writes the last four); the setting
// is put back to monthly whatever happens, since the run's other journeys share the database.
import { clockNow, DEMO, expect, test } from '../fixtures';
import { MONTHS_FR } from '../support/french';
import { callApi, csrfOf, switchUser } from '../support/session';

const LOADED = { timeout: 15_000 };

/** Six months before the run's day, and the Mondays of its first two week parts. */
function journeyMonth() {
  const now = clockNow();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 6, 1));
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + 1];
  const key = `${year}-${String(month).padStart(2, '0')}`;
  // The second week part starts on the first Monday after the 1st.
  const weekday = (date.getUTCDay() + 6) % 7; // 0 Monday
  const secondPart = new Date(Date.UTC(year, month - 1, 1 + (7 - weekday)));
  return { year, month, key, secondPart: secondPart.toISOString().slice(0, 10) };
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

test('a weekly company: alice writes and sends a week, the manager validates it', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const { year, month, key, secondPart } = journeyMonth();
  const monthName = MONTHS_FR[month - 1]!;
  await loginAs(page, DEMO.admin);
  const saved = await callApi(page, 'GET', 'company-settings/activity/');
  const restore = async () => {
    await switchUser(page, loginAs, DEMO.admin);
    await page.request.put('/api/company-settings/activity/', {
      data: { ...saved, report_period: 'month' },
      headers: { 'X-CSRFToken': await csrfOf(page) },
    });
  };
  try {
    await test.step('the administrator makes the reports weekly', async () => {
      await page.goto('/back_office/company_management');
      await page.getByRole('tab', { name: 'Activité' }).click();
      await page.getByRole('tabpanel').getByRole('combobox', { name: "Rapports d'activité" }).click();
      await page.getByRole('option', { name: 'Par semaine' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText("L'entreprise Acme Conseil a bien été mise à jour.").first()).toBeVisible();
      expect((await callApi(page, 'GET', 'company-settings/activity/')).report_period).toBe('week');
    });

    await test.step('alice creates her month: its first week opens', async () => {
      await switchUser(page, loginAs, DEMO.alice);
      await page.goto(`/activity?fordate=${key}`);
      const card = page.getByTestId(`month-${key}`);
      // A rerun finds the month's weeks already there.
      const create = card.getByRole('button', { name: /^Créer le rapport d/ });
      await expect(create.or(card.getByTestId(`week-${key}-01`))).toBeVisible(LOADED);
      if (await create.isVisible()) {
        await create.click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText("Rapport d'activité de la semaine", LOADED);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(`(du 01/${key.slice(5, 7)}/${year} au`);
        await page.goto(`/activity?fordate=${key}`);
      }
    });

    await test.step("the month's card lists its weeks and creates the second one", async () => {
      const card = page.getByTestId(`month-${key}`);
      await expect(card.getByText(monthName, { exact: true })).toBeVisible(LOADED);
      const row = card.getByTestId(`week-${secondPart}`);
      const create = row.getByRole('button', { name: /^Créer le rapport : Semaine/ });
      if (await create.isVisible()) await create.click();
      else await row.getByRole('link').click();
      await expect(page).toHaveURL(/\/activity\/\d+$/, LOADED);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`(du ${ddmm(secondPart)}/${year} au`);
    });

    const reportId = Number(page.url().match(/\/activity\/(\d+)/)![1]);
    const label = await page.getByRole('heading', { level: 1 }).textContent();
    const weekName = (label ?? '').replace("Rapport d'activité de la ", '');

    await test.step('alice fills the week and sends it', async () => {
      const report = await callApi(page, 'GET', `activity-report/${reportId}/`);
      if (report.status === 'draft') {
        const [project] = (await callApi(page, 'GET', 'project/?for_me=True&limit=1')).results;
        await callApi(page, 'POST', 'activity/', {
          report: reportId,
          project: project.id,
          begin_date: report.first_day,
          begin_slice: 0,
          end_date: report.last_day,
          end_slice: report.slices_per_day - 1,
        });
        await page.reload();
        await expect(page.getByRole('table', { name: 'État du rapport' })).toContainText('Jours non remplis', LOADED);
        await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
        const modal = page.getByRole('dialog', { name: /^Envoyer le rapport d'activité/ });
        await expect(modal).toContainText(weekName);
        await modal.getByRole('button', { name: 'Envoyer', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Rapport envoyé' })).toBeDisabled();
      }
    });

    await test.step("the manager finds the week in its month's list and validates it", async () => {
      await switchUser(page, loginAs, DEMO.manager);
      await page.goto('/back_office/activity_reports_management');
      await expect(page.getByRole('heading', { name: "Gestion des rapports d'activité" })).toBeVisible(LOADED);
      const picker = page.getByRole('button', { name: 'Mois', exact: true });
      const monthLabel = `${monthName} ${year}`;
      for (let i = 0; i < 13 && !(await picker.textContent())?.includes(monthLabel); i++) {
        await page.getByRole('button', { name: 'Mois précédent' }).click();
      }
      await expect(picker).toContainText(monthLabel);
      const table = page.getByRole('table', { name: "Gestion des rapports d'activité" });
      const row = table.getByRole('row').filter({ hasText: 'Alice Martin' }).filter({ hasText: weekName });
      await expect(row).toContainText('Envoyé', LOADED);
      await row.getByRole('button', { name: `Actions pour le rapport d'Alice Martin, ${weekName}` }).click();
      await page.getByRole('menuitem', { name: 'Valider' }).click();
      await page
        .getByRole('dialog', { name: "Valider le rapport d'activité" })
        .getByRole('button', { name: 'Valider' })
        .click();
      await expect(row).toContainText('Accepté');
    });
  } finally {
    await restore();
  }
});
