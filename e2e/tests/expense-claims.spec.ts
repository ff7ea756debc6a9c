// Expense claim journey (issue 12, web-claims): alice creates the claim of June 2019 from her year home, sets her
// meals (the range message of spec/1 §5 in French, the warning above the worked days of that month's activity report),
// the month's transport cost with a pass attached and previewed, removes a travel expense after confirmation, sees the totals, sends
// the claim after confirmation and finds it locked, on her year home too; the page fits a phone. June 2019 is a month
// no other journey touches; a claim left sent by an earlier run on the same database is unlocked by accounting first.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { callApi, switchUser } from '../support/session';

type Claim = { id: number; status: string };
type List<T> = { count: number; results: T[] };

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };
const MONTH = '2019-06';

/** A one-page PDF: a monthly transport pass. */
const PASS_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An amount as the French UI writes it, whatever space Intl puts before the euro sign. */
const euros = (text: string) => new RegExp(`${text}\\s€`);

/** Alice's claim of June 2019 back to a draft when an earlier run sent it; her activity report of the month exists. */
async function prepare(page: Page, loginAs: (page: Page, user: string) => Promise<unknown>) {
  await loginAs(page, DEMO.alice);
  await callApi(page, 'POST', 'activity-report/', { date: `${MONTH}-01` });
  const mine = await callApi<List<Claim>>(page, 'GET', `expense-claim/?owner=me&date=${MONTH}`);
  const claim = mine.results[0];
  if (claim && claim.status !== 'draft') {
    await switchUser(page, loginAs, DEMO.accounting);
    await callApi(page, 'PATCH', `expense-claim/${claim.id}/`, { status: 'draft' });
    await switchUser(page, loginAs, DEMO.alice);
  }
}

test('alice fills her expense claim of June 2019 and sends it', async ({ page, loginAs }) => {
  test.setTimeout(150_000);
  await prepare(page, loginAs);

  await test.step('the menu leads to the year home, where June 2019 opens or creates its claim', async () => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Notes de frais' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notes de frais' })).toBeVisible(LOADED);
    await page.goto(`/expenses?fordate=${MONTH}`);
    const card = page.getByTestId(`claim-month-${MONTH}`);
    const create = card.getByRole('button', { name: 'Créer la note de frais de juin' });
    const open = card.getByRole('link', { name: 'Ouvrir la note de frais de juin' });
    await expect(create.or(open)).toBeVisible(LOADED);
    if (await create.isVisible()) await create.click();
    else await open.click();
    await expect(page).toHaveURL(/\/expenses\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Note de frais de juin 2019' })).toBeVisible();
  });
  const claimId = Number(new URL(page.url()).pathname.split('/').pop());

  await test.step('the meals: the range of the month in French, then the warning above the worked days', async () => {
    const meals = page.getByRole('textbox', { name: 'Nombre de repas' });
    await meals.fill('31');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Le nombre de repas doit être compris entre 0 et 30')).toBeVisible();
    await meals.fill('4');
    // The month's activity report has no activity: 0 worked days.
    await expect(page.getByText("4 repas, c'est plus que les 0 jours travaillés")).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Note de frais mise à jour')).toBeVisible();
    // The server has the month's maximum too.
    const refused = await page.request.put(`/api/expense-claim/${claimId}/`, {
      data: { number_meals: 31 },
      headers: { 'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' },
    });
    expect(refused.status()).toBe(400);
  });

  await test.step('a travel expense is removed after confirmation', async () => {
    const [customer] = (await callApi<List<{ id: number }>>(page, 'GET', 'customer/?limit=1')).results;
    const [vehicle] = (await callApi<List<{ id: number }>>(page, 'GET', 'typeOfVehicle/')).results;
    await callApi(page, 'POST', `expense-claim/${claimId}/travel/`, {
      date: `${MONTH}-12`,
      place: 'Nantes – Rennes',
      round_trip: true,
      mileage: 220,
      customer: customer?.id,
      type_of_vehicle: vehicle?.id,
    });
    await page.reload();
    const travels = page.getByRole('table', { name: 'Indemnités kilométriques' });
    await travels.getByRole('button', { name: 'Supprimer Nantes – Rennes (A/R) · 12/06/2019' }).click();
    await page.getByRole('dialog', { name: 'Supprimer le trajet' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Indemnité kilométrique supprimée')).toBeVisible();
    await expect(travels).toBeHidden();
    await expect(page.getByText('Aucune indemnité kilométrique ce mois-ci.')).toBeVisible();
  });

  await test.step('the transport cost, with the pass attached, and the totals', async () => {
    const figures = page.getByRole('region', { name: 'Montants de la note de frais' });
    await figures.getByRole('button', { name: 'Modifier les frais de transport' }).click();
    const dialog = page.getByRole('dialog', { name: 'Frais de transport du mois' });
    await dialog.getByRole('textbox', { name: 'Montant' }).fill('35,5');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'navigo-juin.pdf',
      mimeType: 'application/pdf',
      buffer: PASS_PDF,
    });
    await expect(page.getByText('La pièce jointe navigo-juin.pdf a été ajoutée.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'navigo-juin.pdf' }).first()).toBeVisible();
    // Previewed over the dialog, in the browser's PDF viewer.
    await dialog.getByRole('button', { name: 'Aperçu de navigo-juin.pdf' }).first().click();
    const preview = page.getByRole('dialog', { name: 'Aperçu de navigo-juin.pdf' });
    await expect(preview.getByTestId('attachment-preview-pdf')).toHaveAttribute('src', /^blob:/);
    await preview.locator('.mantine-Modal-close').click();
    await expect(preview).toBeHidden();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(figures).toContainText(euros('35,50'));
    await expect(figures.getByText(euros('35,50'))).toHaveCount(2);
  });

  await test.step('alice sends it after confirmation: it is locked', async () => {
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Envoyer la note de frais de juin 2019' });
    await confirm.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Note de frais envoyée')).toBeVisible();
    await expect(page.getByText('Cette note de frais a été envoyée : elle ne peut plus être modifiée.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Envoyée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ajouter un justificatif' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Nombre de repas' })).toHaveAttribute('readonly', '');
  });

  await test.step('its PDF and its ZIP download from its page, each saying the file is created (spec/2 §8)', async () => {
    const download = async (item: string) => {
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: 'PDF', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
      return (await saved).suggestedFilename();
    };
    const pdf = await download('Télécharger le PDF');
    expect(pdf).toMatch(/\.pdf$/);
    await expect(page.getByText(`Fichier PDF créé : ${pdf}`)).toBeVisible();
    const zip = await download('Télécharger le ZIP avec les pièces jointes');
    expect(zip).toMatch(/\.zip$/);
    await expect(page.getByText(`Fichier ZIP créé : ${zip}`)).toBeVisible();
  });

  await test.step('the year home shows the month locked, with its total', async () => {
    await page.goto(`/expenses?fordate=${MONTH}`);
    const card = page.getByTestId(`claim-month-${MONTH}`);
    await expect(card.getByRole('img', { name: /Verrouillée/ })).toBeVisible(LOADED);
    await expect(card).toContainText(euros('35,50'));
  });

  await test.step('on a phone the claim fits the window', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/expenses/${claimId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Note de frais de juin 2019' })).toBeVisible(LOADED);
    await expect(page.getByRole('region', { name: 'Récapitulatif par taux de TVA' })).toBeVisible();
  });
});
