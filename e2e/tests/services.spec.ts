// Services and contracts (issue 9): HR creates a contract in its modal and gives it to an employee through the
// employee form (the contract, now held, cannot be deleted), then a service with a manager and a member through the
// service page; the member requests a leave, and the new manager finds it in the back office and validates it.
// Requests are made through the API (the leave form has its own journey) on a far year's days.
import type { TestInfo } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';
import { requestPaidLeave } from '../support/leaves';
import { callApi, switchUser } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

/** Tuesday and Wednesday of the first full week of March, years ahead (a retry shifts one more year). */
function marchDays(testInfo: TestInfo): { begin: string; end: string } {
  const year = clockNow().getFullYear() + 6 + testInfo.retry;
  const first = new Date(Date.UTC(year, 2, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7) + 7;
  const day = (n: number) => `${year}-03-${String(n).padStart(2, '0')}`;
  return { begin: day(tuesday), end: day(tuesday + 1) };
}
const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');

test('HR creates a contract, gives it to an employee, creates a service; its manager validates a member’s leave', async ({
  page,
  loginAs,
}, testInfo) => {
  // Three people and four screens on a loaded 2-core machine.
  test.setTimeout(180_000);
  const suffix = `${Date.now() % 100_000}`;
  const contract = `Temps partiel 90 % ${suffix}`;
  const service = `Support client ${suffix}`;
  const days = marchDays(testInfo);

  await test.step('HR creates a contract in the modal', async () => {
    await loginAs(page, DEMO.hr);
    await page.goto('/back_office');
    await page.getByRole('link', { name: /^Contrats/ }).click();
    await expect(page).toHaveURL(/\/back_office\/contracts_management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contrats' })).toBeVisible(LOADED);
    await page.getByRole('button', { name: 'Ajouter un contrat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau contrat' });
    // The spec's message for a missing title.
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toContainText('Veuillez remplir tous les champs non marqués « Facultatif ».');
    await dialog.getByLabel('Intitulé').fill(contract);
    await dialog.getByLabel('Jours travaillés maximum par mois').fill('19');
    await dialog.getByLabel('Dépassement du maximum autorisé').uncheck();
    await dialog.getByLabel('Rang').fill('4');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Le contrat « ${contract} » a été créé.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: contract });
    await expect(row).toContainText('19 jours');
    await expect(row).toContainText('Non');
  });

  await test.step('HR gives the contract to Bob in the employee form; held, it cannot be deleted', async () => {
    const bob = (await callApi(page, 'GET', 'user/?search=durand')).results.find(
      (u: { username: string }) => u.username === DEMO.bob,
    );
    await page.goto(`/back_office/employees_management/edit/${bob.id}`);
    await page.getByRole('combobox', { name: 'Contrat', exact: true }).click(LOADED);
    await page.getByRole('option', { name: contract }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Les informations de Bob ont été enregistrées.')).toBeVisible(LOADED);
    expect((await callApi(page, 'GET', `user/${bob.id}/`)).contract?.title).toBe(contract);

    await page.goto('/back_office/contracts_management');
    const row = page.getByRole('row').filter({ hasText: contract });
    await row.getByRole('button', { name: `Supprimer ${contract}` }).click(LOADED);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`« ${contract} » est attribué à 1 salarié`);
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText(/Ce contrat est attribué à 1 salarié : /)).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  await test.step('HR creates a service with a manager and a member', async () => {
    await page.goto('/back_office');
    await page.getByRole('link', { name: /^Services/ }).click();
    await expect(page).toHaveURL(/\/back_office\/service_management$/);
    await page.getByRole('link', { name: 'Créer un service' }).first().click();
    await expect(page).toHaveURL(/\/service_management\/create$/);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(service);
    const assistant = page.getByRole('combobox', { name: 'Assistant' });
    await expect(assistant).toBeDisabled();
    await page.getByRole('combobox', { name: 'Responsable' }).click();
    await page.getByRole('option', { name: 'Sandrine Girard' }).click();
    await expect(assistant).toBeEnabled();
    // The same person cannot be both: said on the field, Save disabled.
    await assistant.click();
    await page.getByRole('option', { name: 'Sandrine Girard' }).click();
    await expect(
      page.getByText('Un même utilisateur ne peut pas être à la fois assistant et responsable'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await assistant.click();
    await page.getByRole('option', { name: 'Sophie Aubert' }).click();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();

    const employees = page.getByRole('group', { name: 'Salariés' });
    await employees.getByRole('textbox', { name: 'Rechercher dans Salariés' }).fill('durand');
    await employees.getByLabel('Durand Bob').check();
    await page.getByRole('button', { name: 'Ajouter les personnes cochées' }).click();
    await expect(page.getByRole('group', { name: 'Membres du service' })).toContainText('Durand Bob');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Le service « ${service} » a été créé.`)).toBeVisible();
    await expect(page).toHaveURL(/\/back_office\/service_management$/);
    const row = page.getByRole('row').filter({ hasText: service });
    await expect(row).toContainText('Sandrine Girard');
    await expect(row).toContainText('Sophie Aubert');
    // Its number of employees.
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  });

  await test.step('the member requests a leave; the new manager validates it', async () => {
    await switchUser(page, loginAs, DEMO.bob);
    await requestPaidLeave(page, days);

    await switchUser(page, loginAs, 'sgirard');
    await page.goto('/back_office/leave_management');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Bob Durand' })
      .filter({ hasText: fr(days.begin) });
    await expect(row).toContainText('Envoyé', LOADED);
    await row.getByRole('button', { name: 'Actions pour Bob Durand' }).click();
    await page.getByRole('menuitem', { name: 'Valider' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(page.getByText('Le congé de Bob Durand est validé.')).toBeVisible(LOADED);
    await expect(row).toHaveCount(0);
  });
});
