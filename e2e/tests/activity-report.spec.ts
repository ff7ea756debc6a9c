// Activity report journey (issue 11, web-month): alice opens a month of her year home (creating its report when it
// has none), adds an activity over two days with the modal and its project typeahead, sees the totals change, then
// deletes it and finds the totals as they were; then selects three days of the grid, gives them one project in one
// step (issue 25) and downloads the PDF for that project's customer. March 2016 is a month no other journey touches;
// the report itself stays (reports are never deleted, and opening the month again reuses it), its activities are
// restored.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';

/** The value of a row of the status table ("Jours travaillés" → "2,00"). */
const statusRow = (page: Page, label: string) =>
  page.getByRole('table', { name: 'État du rapport' }).getByRole('row', { name: label }).getByRole('cell');

test.describe('activity report', () => {
  test('alice adds an activity on two days, sees the totals change, and deletes it', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs(page, DEMO.alice);

    await test.step('the year home offers March 2016, which opens its report', async () => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: "Rapports d'activité" })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: "Rapports d'activité" })).toBeVisible();
      await page.goto('/activity?fordate=2016-03');
      const card = page.getByTestId('month-2016-03');
      const create = card.getByRole('button', { name: 'Créer le rapport de mars' });
      // The first run creates it; a later one finds it (POST is idempotent, reports are not deleted).
      await expect(create.or(card.getByRole('link', { name: 'Ouvrir le rapport de mars' }))).toBeVisible();
      if (await create.isVisible()) await create.click();
      else await card.getByRole('link', { name: 'Ouvrir le rapport de mars' }).click();
      await expect(page).toHaveURL(/\/activity\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: "Rapport d'activité de mars 2016" })).toBeVisible();
      // March 2016: 23 weekdays, less Easter Monday (28 March).
      await expect(statusRow(page, 'Jours à remplir')).toHaveText('22,00');
    });

    await test.step('the PDF opens from the action bar', async () => {
      await page.getByRole('button', { name: 'PDF', exact: true }).click();
      const href = await page.getByRole('menuitem', { name: 'Voir le PDF' }).getAttribute('href');
      expect(href).toMatch(/^\/api\/pdf\/activity-report\/\d+\?pdf=0$/);
      const pdf = await page.request.get(href ?? '');
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      await page.keyboard.press('Escape');
    });

    const worked = await statusRow(page, 'Jours travaillés').textContent();
    const empty = await statusRow(page, 'Jours non remplis').textContent();
    const days = (text: string | null) => Number((text ?? '').replace(',', '.'));

    await test.step('the modal places the activity on Tuesday 1 and Wednesday 2 March', async () => {
      await page.getByRole('button', { name: 'Ajouter une activité · 01/03/2016' }).click();
      const modal = page.getByRole('dialog', { name: 'Nouvelle activité' });
      await expect(modal.getByRole('button', { name: 'Début', exact: true })).toContainText('01/03/16');
      await modal.getByRole('button', { name: 'Fin', exact: true }).click();
      await page.getByRole('button', { name: '2 mars 2016', exact: true }).click();
      await expect(modal.getByRole('button', { name: 'Fin', exact: true })).toContainText('02/03/16');
      await modal.getByRole('combobox', { name: 'Projet' }).fill('API paie');
      await page.getByRole('option', { name: /API paiements/ }).click();
      await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Activité créée')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(statusRow(page, 'Jours travaillés')).toHaveText(
        new Intl.NumberFormat('fr', { minimumFractionDigits: 2 }).format(days(worked) + 2),
      );
      await expect(statusRow(page, 'Jours non remplis')).toHaveText(
        new Intl.NumberFormat('fr', { minimumFractionDigits: 2 }).format(days(empty) - 2),
      );
    });

    await test.step('alice deletes it: the totals are back', async () => {
      await page
        .locator('[data-date="2016-03-01"]')
        .getByRole('button', { name: /API paiements/ })
        .first()
        .click();
      const modal = page.getByRole('dialog', { name: "Modifier l'activité" });
      await modal.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await page
        .getByRole('dialog', { name: "Supprimer l'activité" })
        .getByRole('button', { name: 'Supprimer' })
        .click();
      await expect(page.getByText('Activité supprimée')).toBeVisible();
      await expect(statusRow(page, 'Jours travaillés')).toHaveText(worked ?? '');
      await expect(statusRow(page, 'Jours non remplis')).toHaveText(empty ?? '');
    });

    await test.step('three days selected on the grid take one project in one step, shown on each day', async () => {
      // Click the 7th's number, shift-click the 9th's: Monday 7 to Wednesday 9 March.
      await page.getByRole('button', { name: 'Sélectionner le 07/03/2016' }).click();
      await page.getByRole('button', { name: 'Sélectionner le 09/03/2016' }).click({ modifiers: ['Shift'] });
      await expect(page.getByText('3 jours sélectionnés')).toBeVisible();
      await page.getByRole('button', { name: 'Attribuer un projet' }).click();
      const modal = page.getByRole('dialog', { name: 'Attribuer un projet à 3 jours' });
      await modal.getByRole('combobox', { name: 'Projet' }).fill('Refonte');
      await page.getByRole('option', { name: /Refonte espace client/ }).click();
      await modal.getByRole('button', { name: 'Attribuer aux 3 jours' }).click();
      await expect(page.getByText(/3 jours attribués à .*Refonte espace client/)).toBeVisible();
      for (const day of ['2016-03-07', '2016-03-08', '2016-03-09']) {
        await expect(
          page.locator(`[data-date="${day}"]`).getByRole('button', { name: /Refonte espace client/ }),
        ).toBeVisible();
      }
      await expect(statusRow(page, 'Jours travaillés')).toHaveText(
        new Intl.NumberFormat('fr', { minimumFractionDigits: 2 }).format(days(worked) + 3),
      );
    });

    await test.step("the PDF for the project's customer downloads, then the days are emptied again", async () => {
      await page.getByRole('button', { name: 'PDF', exact: true }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'PDF pour Banque Atlantique' }).click();
      expect((await download).suggestedFilename()).toMatch(/^CRA_martin-alice_2016-03_banque-atlantique\.pdf$/);
      await expect(page.getByText('PDF créé')).toBeVisible();
      await page
        .locator('[data-date="2016-03-07"]')
        .getByRole('button', { name: /Refonte espace client/ })
        .click();
      const edit = page.getByRole('dialog', { name: "Modifier l'activité" });
      await edit.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await page
        .getByRole('dialog', { name: "Supprimer l'activité" })
        .getByRole('button', { name: 'Supprimer' })
        .click();
      await expect(statusRow(page, 'Jours travaillés')).toHaveText(worked ?? '');
    });

    await test.step('on a phone the month is a list of days, with no sideways scroll', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      const tuesday = page.locator('[data-date="2016-03-01"]').filter({ hasText: 'mardi 1' });
      await expect(tuesday).toBeVisible();
      await expect(tuesday.getByRole('button', { name: 'Ajouter une activité · 01/03/2016' })).toBeVisible();
    });
  });
});
