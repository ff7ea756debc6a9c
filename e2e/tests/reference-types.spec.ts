// Reference types journey (issue 10): an administrator creates a type of leave with an annual quota (rights
// management); an employee requests a leave of that type and sees its balance; the administrator deactivates it, and
// the leave form no longer offers it while the existing leave keeps its name. Then the modal lists: a vehicle type
// with a price per km to the thousandth, its short name held to three characters. Then the VAT rates (issue 28): one
// added, taken by a receipt, deactivated (no longer offered, kept by the receipt), and never deleted while in use.
//
// The type's name carries the retry number and the dates move one year per retry, so that a retried test never meets
// what its failed attempt left on the shared demo database.
import type { TestInfo } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';
import { pickDate } from '../support/months';
import { callApi, switchUser } from '../support/session';

/** The first Wednesday of October next year (no public holiday near it), shifted a year per retry. */
function leaveDay(testInfo: TestInfo): string {
  const year = clockNow().getFullYear() + 1 + testInfo.retry;
  const day = new Date(Date.UTC(year, 9, 1));
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');

test.describe('reference types', () => {
  test('a type of leave with a quota is requested, then deactivated: the form stops offering it, the leave keeps it', async ({
    page,
    loginAs,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = `Congé ancienneté ${testInfo.retry + 1}`;
    const day = leaveDay(testInfo);
    await loginAs(page, DEMO.admin);

    await test.step('the administrator creates the type with rights management and 2.5 days a year', async () => {
      await page.goto('/back_office');
      await page.getByRole('link', { name: /^Types de congés/ }).click();
      await expect(page).toHaveURL(/\/back_office\/type_of_leave_management$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Types de congés' })).toBeVisible();
      await page.getByRole('link', { name: 'Nouveau type' }).click();
      await expect(page).toHaveURL(/\/type_of_leave_management\/create$/);
      await page.getByRole('textbox', { name: 'Nom' }).fill(name);
      // The hidden block opens on "more settings".
      await expect(page.getByRole('switch', { name: /^Gestion des droits/ })).toBeHidden();
      await page.getByRole('button', { name: 'Plus de réglages' }).click();
      await page.getByRole('switch', { name: /^Gestion des droits/ }).check();
      await page.getByRole('textbox', { name: 'Quota annuel (jours)' }).fill('2,5');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page).toHaveURL(/\/type_of_leave_management$/);
      await expect(page.getByText(`Le type « ${name} » est enregistré.`)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Actif');
    });

    await test.step('alice requests a leave of that type and sees its balance', async () => {
      await switchUser(page, loginAs, DEMO.alice);
      await page.goto('/leaves/create/');
      await pickDate(page, 'Date de début', day);
      await page.getByRole('combobox', { name: 'Type de congé' }).click();
      await page.getByRole('option', { name }).click();
      const balances = page.getByRole('region', { name: 'Mes soldes' });
      await expect(balances).toContainText(name);
      // The quota acquired over the calendar year (no reference period), nothing taken yet.
      await expect(balances).toContainText(/Acquis\s*2,5/);
      await expect(balances).toContainText(/Restant\s*2,5/);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page).toHaveURL(/\/leave\/update\/\d+$/);
      await expect(page.getByText('Congé enregistré.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier le congé' })).toBeVisible();
      await page.getByRole('button', { name: 'Enregistrer et envoyer' }).click();
      await expect(page.getByText('Votre demande de congé a bien été envoyée.')).toBeVisible();
      await expect(page).toHaveURL(/\/leaves$/);
      await expect(page.getByRole('row').filter({ hasText: fr(day) })).toContainText(name);
    });

    await test.step('the administrator deactivates it', async () => {
      await switchUser(page, loginAs, DEMO.admin);
      await page.goto('/back_office/type_of_leave_management');
      await page.getByRole('button', { name: `Modifier ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await page.getByRole('switch', { name: 'Actif' }).uncheck();
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Inactif');
      // Used by a leave, it cannot be deleted: the server says why.
      await page.getByRole('button', { name: `Supprimer ${name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
      await expect(page.getByText('Échec de la suppression : Ce type de congé est utilisé')).toBeVisible();
    });

    await test.step('the leave form no longer offers it; the leave keeps its name', async () => {
      await switchUser(page, loginAs, DEMO.alice);
      await page.goto('/leaves/create/');
      await page.getByRole('combobox', { name: 'Type de congé' }).click();
      await expect(page.getByRole('option', { name: 'Congés payés' })).toBeVisible();
      await expect(page.getByRole('option', { name })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/leaves');
      await expect(page.getByRole('row').filter({ hasText: fr(day) })).toContainText(name);
    });
  });

  test('a vehicle type keeps its price per km to the thousandth; its short name stops at 3 characters', async ({
    page,
    loginAs,
  }, testInfo) => {
    const name = `Utilitaire ${testInfo.retry + 1}`;
    await loginAs(page, DEMO.admin);
    await page.goto('/back_office/vehicle_management');
    await expect(page.getByRole('heading', { level: 1, name: 'Types de véhicules' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau type' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau type de véhicule' });
    await modal.getByRole('textbox', { name: 'Nom' }).fill(name);
    // The input stops at 3 characters (the server refuses a 4th: reference-types.test.ts).
    await modal.getByRole('textbox', { name: 'Abréviation' }).fill('UTIL');
    await expect(modal.getByRole('textbox', { name: 'Abréviation' })).toHaveValue('UTI');
    await modal.getByRole('textbox', { name: 'Prix au km' }).fill('0,697');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('0,697 €');
    // Deleted after a confirmation.
    await row.getByRole('button', { name: `Supprimer ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText(`Le type « ${name} » est supprimé.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a VAT rate is added, deactivated: no longer offered to a new line, kept by the receipt; in use, not deleted', async ({
    page,
    loginAs,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A value and a month of its own per retry: a retried test never meets what its failed attempt left.
    const value = 7 + (testInfo.retry + 1) / 10;
    const rate = `${String(value).replace('.', ',')} %`;
    const month = `2019-0${testInfo.retry + 1}`;
    await loginAs(page, DEMO.admin);

    await test.step('the administrator adds the rate from the settings card', async () => {
      await page.goto('/back_office');
      await page.getByRole('link', { name: /^Taux de TVA/ }).click();
      await expect(page).toHaveURL(/\/back_office\/tax_management$/);
      await expect(page).toHaveTitle(/Taux de TVA/);
      await expect(page.getByRole('heading', { level: 1, name: 'Taux de TVA' })).toBeVisible();
      await page.getByRole('button', { name: 'Nouveau taux' }).click();
      const modal = page.getByRole('dialog', { name: 'Nouveau taux de TVA' });
      await modal.getByRole('textbox', { name: 'Taux' }).fill(String(value).replace('.', ','));
      await modal.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByText(`Le taux de ${rate} est ajouté.`)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: rate })).toContainText('Actif');
      // 20 % is on the demo's receipts: its delete is off and says why.
      const inUse = page.getByRole('button', { name: 'Supprimer 20 %' });
      await expect(inUse).toHaveAttribute('aria-disabled', 'true');
      await inUse.hover();
      await expect(page.getByRole('tooltip')).toContainText('Impossible de supprimer un taux de TVA utilisé');
    });

    const { claimId, invoiceId } = await test.step('claire saves a receipt at that rate', async () => {
      await switchUser(page, loginAs, DEMO.claire);
      const rates = await callApi<{ results: { id: number; value: number }[] }>(page, 'GET', 'tax/');
      const taxId = rates.results.find((r) => r.value === value)!.id;
      const types = await callApi<{ results: { id: number; label: string }[] }>(page, 'GET', 'typeOfExpense/');
      const customers = await callApi<{ results: { id: number }[] }>(page, 'GET', 'customer/?actif=true');
      const claim = await callApi<{ id: number }>(page, 'POST', 'expense-claim/', {
        date: `${month}-01`,
        number_meals: 0,
      });
      const invoice = await callApi<{ id: number }>(page, 'POST', `expense-claim/${claim.id}/invoice/`, {
        date: `${month}-10`,
        type_of_expense: types.results.find((t) => t.label === 'Hôtel')!.id,
        seller: 'Hôtel du Port',
        customer: customers.results[0]!.id,
        // 100 € HT at the rate: its VAT is `value` euros.
        total: 100 + value,
        invoicetax_set: [{ tax: taxId }],
      });
      return { claimId: claim.id, invoiceId: invoice.id };
    });

    await test.step('the administrator deactivates it; in use, it cannot be deleted', async () => {
      await switchUser(page, loginAs, DEMO.admin);
      await page.goto('/back_office/tax_management');
      await page.getByRole('button', { name: `Désactiver le taux de ${rate}` }).click();
      await expect(
        page.getByText(`Le taux de ${rate} n'est plus proposé sur les nouveaux justificatifs.`),
      ).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: rate })).toContainText('Inactif');
      await expect(page.getByRole('button', { name: `Supprimer ${rate}` })).toHaveAttribute('aria-disabled', 'true');
    });

    await test.step('a new line no longer offers it; the receipt that has it keeps it', async () => {
      await switchUser(page, loginAs, DEMO.claire);
      await page.goto(`/create_invoice/${claimId}`);
      await page.getByRole('button', { name: 'Ajouter un taux' }).click();
      await page.getByRole('group', { name: 'Ligne de TVA 1' }).getByRole('combobox', { name: 'Taux de TVA' }).click();
      await expect(page.getByRole('option', { name: '20 %', exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: rate, exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto(`/create_invoice/${claimId}/${invoiceId}`);
      const line = page.getByRole('group', { name: 'Ligne de TVA 1' });
      // The value as the select writes it, with its narrow no-break space before %.
      await expect(line.getByRole('combobox', { name: 'Taux de TVA' })).toHaveValue(
        new RegExp(`^${rate.replace(' ', '\\s')}$`),
      );
      await expect(line.getByRole('textbox', { name: 'Montant TVA' })).toHaveValue(
        `${value.toFixed(2).replace('.', ',')} €`,
      );
    });
  });
});
