// Issue 10, customers and projects: an administrator adds a customer, then a project with its service, finds it among
// the customer's projects and cannot delete the customer any more; a company project is confirmed and turns red.
import { DEMO, expect, test } from '../fixtures';

const CUSTOMER = `Transports Kerbrat ${Date.now() % 100000}`;

test('an administrator adds a customer and its project, which then keeps the customer', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/back_office');
  await page.getByRole('link', { name: /Gestion des clients et projets/ }).click();
  await expect(page).toHaveURL(/\/back_office\/customer-management$/);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const customerModal = page.getByRole('dialog', { name: 'Nouveau client' });
  await customerModal.getByRole('textbox', { name: 'Nom', exact: true }).fill(CUSTOMER);
  await customerModal.getByRole('textbox', { name: 'Abréviation' }).fill('tkb');
  await customerModal.getByRole('textbox', { name: 'Ville' }).fill('Brest');
  await customerModal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(customerModal).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: CUSTOMER });
  await expect(row).toContainText('TKB');
  await expect(row).toContainText('Brest');

  // Quick add: a customer's project needs its service.
  await row.getByRole('button', { name: `Actions sur ${CUSTOMER}` }).click();
  await page.getByRole('menuitem', { name: "Ajout rapide d'un projet" }).click();
  const projectModal = page.getByRole('dialog', { name: /Nouveau projet/ });
  await projectModal.getByRole('textbox', { name: 'Nom', exact: true }).fill('Suivi de flotte');
  await projectModal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(projectModal.getByText('Le service du projet est obligatoire')).toBeVisible();
  await projectModal.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Développement' }).click();
  await projectModal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(projectModal).toBeHidden();
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');

  // The customer's projects.
  await row.getByRole('link', { name: new RegExp(CUSTOMER) }).click();
  await expect(page).toHaveURL(/\/customer-management\/.+\/project\?id=\d+$/);
  await expect(page.getByRole('heading', { name: `Projets de ${CUSTOMER}` })).toBeVisible();
  const projectRow = page.getByRole('row').filter({ hasText: 'Suivi de flotte' });
  await expect(projectRow).toContainText('Développement');
  await expect(projectRow).toContainText('Public');

  // Back to the customers: with a project, the customer cannot be deleted, and the menu says why.
  await page.getByRole('link', { name: 'Retour aux clients' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: CUSTOMER })
    .getByRole('button', { name: /Actions sur/ })
    .click();
  const deleteItem = page.getByRole('menuitem', { name: /Supprimer/ });
  await expect(deleteItem).toBeDisabled();
  await expect(deleteItem).toContainText('Impossible de supprimer un client qui a des projets');
});

test('a company project is confirmed before it is saved, and is red', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/back_office/customer-management');
  await page.getByRole('link', { name: "Voir les projets de l'entreprise" }).click();
  await expect(page.getByRole('heading', { name: "Projets de l'entreprise" })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Formation interne' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un projet' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau projet' });
  await modal.getByRole('textbox', { name: 'Nom', exact: true }).fill('Séminaire de rentrée');
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  const confirm = page.getByRole('dialog', { name: "Projet de l'entreprise" });
  await expect(confirm).toContainText("Ce projet n'a pas de client");
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(modal).toBeHidden();

  const created = await page.request.get('/api/project/?name=S%C3%A9minaire%20de%20rentr%C3%A9e');
  const { results } = (await created.json()) as { results: { color: string; customer: number | null }[] };
  expect(results).toEqual([expect.objectContaining({ color: '#6d071a', customer: null })]);
  await expect(page.getByRole('row').filter({ hasText: 'Séminaire de rentrée' })).toBeVisible();
});
