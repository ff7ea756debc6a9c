// The expense claim journey of issue 12, from end to end: alice opens November 2026's claim from her year home,
// adds a restaurant receipt with two VAT rates read from its photo (OCR), a round trip by car and the month's transport
// pass with its attachment, and sends the claim after a confirmation that shows the total and warns (issue 25); accounting accepts it, pays it, and exports the month. November 2026
// is the month of the fixture receipt; the demo gives alice a draft of it, cleaned at the start (a run that stopped
// half-way leaves it any status: accounting unlocks it first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { REPO_ROOT } from '../support/env';
import { MONTHS_FR } from '../support/french';
import { callApi, csrfOf, switchUser } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };
/** Reading a photo: tesseract on a shared 2-core machine. */
const READ = { timeout: 90_000 };
const MONTH = '2026-11';
const RECEIPT = join(REPO_ROOT, 'apps/server/test/fixtures/receipts/restaurant-two-rates.jpg');

/** A one-page PDF: the month's transport pass. */
const PASS_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Claim = {
  id: number;
  status: string;
  total: number;
  invoices: {
    id: number;
    total: number;
    seller: string;
    invoicetax_set: { tax_value: number; TF: number; VAT: number }[];
  }[];
  travels: { id: number; place: string; mileage: number; total: number }[];
  transport_attachments: { id: number }[];
};
type List<T> = { count: number; results: T[] };

/** An amount as the French UI writes it, whatever space Intl puts before the euro sign. */
const euros = (text: string) => new RegExp(`${text}\\s€`);

/** The amount an input holds ("111 €", "7,5 €", "23,75 €"), as a number. */
const amountIn = (input: Locator) => async () =>
  Number((await input.inputValue()).replace(/[^\d,.-]/g, '').replace(',', '.'));

/** alice's claim of MONTH as a bare draft: unlocked by accounting if needed, its lines and pass removed. */
async function cleanClaim(page: Page, loginAs: (page: Page, user: string) => Promise<unknown>) {
  await switchUser(page, loginAs, DEMO.alice);
  const mine = await callApi<List<Claim>>(page, 'GET', `expense-claim/?owner=me&date=${MONTH}`);
  const found = mine.results[0];
  if (!found) return;
  if (found.status !== 'draft') {
    await switchUser(page, loginAs, DEMO.accounting);
    await callApi(page, 'PATCH', `expense-claim/${found.id}/`, { status: 'draft' });
    await switchUser(page, loginAs, DEMO.alice);
  }
  const claim = await callApi<Claim>(page, 'GET', `expense-claim/${found.id}/`);
  for (const invoice of claim.invoices)
    await callApi(page, 'DELETE', `expense-claim/${claim.id}/invoice/${invoice.id}/`);
  for (const travel of claim.travels) await callApi(page, 'DELETE', `expense-claim/${claim.id}/travel/${travel.id}/`);
  for (const file of claim.transport_attachments)
    await callApi(page, 'DELETE', `expense-claim/${claim.id}/transport-attachment/${file.id}/`);
  await callApi(page, 'PATCH', `expense-claim/${claim.id}/`, { transport_cost: 0 });
  await callApi(page, 'PUT', `expense-claim/${claim.id}/`, { number_meals: 0, comment: null });
}

/** Picks a day of the claim's month in the form's date picker (it opens on the claim's month). */
async function pickDay(page: Page, day: number) {
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: `${day} ${MONTHS_FR[10]} 2026`, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('alice files November with an OCR receipt, a car trip and her pass; accounting accepts, pays and exports', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(300_000);
  await cleanClaim(page, loginAs);

  await test.step('the year home opens (or creates) the claim of November 2026', async () => {
    await page.goto(`/expenses?fordate=${MONTH}`);
    const card = page.getByTestId(`claim-month-${MONTH}`);
    const create = card.getByRole('button', { name: 'Créer la note de frais de novembre' });
    const open = card.getByRole('link', { name: 'Ouvrir la note de frais de novembre' });
    await expect(create.or(open)).toBeVisible(LOADED);
    if (await create.isVisible()) await create.click();
    else await open.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Note de frais de novembre 2026' })).toBeVisible(LOADED);
  });
  const claimId = Number(new URL(page.url()).pathname.split('/').pop());

  await test.step('empty, it cannot be sent, and Send says why (issue 25)', async () => {
    const send = page.getByRole('button', { name: 'Envoyer', exact: true });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription(
      "Cette note de frais est vide : ajoutez un justificatif, une indemnité kilométrique, les frais de transport ou les repas avant de l'envoyer.",
    );
  });

  await test.step('a restaurant receipt read from its photo: two VAT rates, checked, then saved', async () => {
    await page.getByRole('link', { name: 'Ajouter un justificatif' }).click();
    await expect(page.getByRole('heading', { name: 'Nouveau justificatif' })).toBeVisible(LOADED);
    const reader = page.getByRole('region', { name: 'Lecture du justificatif' });
    // The drop zone's input; the camera's ("Prendre en photo", phones only) comes after it.
    await reader
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'addition-bistrot.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(RECEIPT),
      });
    await expect(reader.getByText(/^Lu sur le justificatif : .*Vérifiez les champs surlignés\.$/)).toBeVisible(READ);
    // What was read fills the form: the total, and the two lines that make it.
    await expect.poll(amountIn(page.getByRole('textbox', { name: 'Total TTC' }))).toBe(111);
    const food = page.getByRole('group', { name: 'Ligne de TVA 1' });
    const wine = page.getByRole('group', { name: 'Ligne de TVA 2' });
    await expect.poll(amountIn(food.getByRole('textbox', { name: 'Montant HT' }))).toBe(75);
    await expect.poll(amountIn(food.getByRole('textbox', { name: 'Montant TVA' }))).toBe(7.5);
    await expect.poll(amountIn(wine.getByRole('textbox', { name: 'Montant HT' }))).toBe(23.75);
    await expect.poll(amountIn(wine.getByRole('textbox', { name: 'Montant TVA' }))).toBe(4.75);
    await expect(food.getByRole('img', { name: 'TVA correcte' })).toBeVisible();
    await expect(wine.getByRole('img', { name: 'TVA correcte' })).toBeVisible();
    // The rest is the user's: the day if it was not read, the type (a business meal names its guest), the customer.
    if (!(await page.getByRole('button', { name: 'Date', exact: true }).textContent())?.includes('12/11/2026'))
      await pickDay(page, 12);
    await choose(page, 'Type de dépense', "Repas d'affaires");
    await page.getByRole('textbox', { name: 'Personne' }).fill('M. Garnier (Banque Atlantique)');
    const seller = page.getByRole('textbox', { name: 'Fournisseur' });
    if (!(await seller.inputValue()).trim()) await seller.fill('Le Bistrot des Halles');
    await page.getByRole('combobox', { name: 'Client' }).fill('Banque');
    await page.getByRole('option', { name: 'Banque Atlantique' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Justificatif créé')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/expenses/${claimId}$`));
    const claim = await callApi<Claim>(page, 'GET', `expense-claim/${claimId}/`);
    expect(claim.invoices).toHaveLength(1);
    expect(claim.invoices[0]?.total).toBe(111);
    expect(claim.invoices[0]?.invoicetax_set.map((l) => [l.tax_value, l.TF, l.VAT]).sort()).toEqual([
      [10, 75, 7.5],
      [20, 23.75, 4.75],
    ]);
    // The photo read is the receipt's first attachment.
    const files = await callApi<unknown[]>(
      page,
      'GET',
      `expense-claim/${claimId}/invoice/${claim.invoices[0]?.id}/attachment/`,
    );
    expect(files).toHaveLength(1);
  });

  await test.step('a round trip by car: the distance doubled, the total live, " (A/R)" added', async () => {
    await page.getByRole('link', { name: 'Ajouter un trajet' }).click();
    await expect(page.getByRole('heading', { name: 'Nouveaux frais de déplacement' })).toBeVisible(LOADED);
    await pickDay(page, 17);
    await page.getByRole('textbox', { name: 'Lieu' }).fill('Paris - Versailles');
    await page.getByRole('switch', { name: 'Aller-retour' }).check();
    await page.getByRole('textbox', { name: 'Distance aller (km)' }).fill('42');
    await expect(page.getByText('Aller-retour : 2 × 42 km = 84 km')).toBeVisible();
    await choose(page, 'Type de véhicule', 'Voiture 5 CV (0,636 €/km)');
    // Both ways (issue 25): 84 km × 0,636 € = 53,42 €.
    await expect(page.getByTestId('travel-total')).toHaveText(euros('53,42'));
    await page.getByRole('combobox', { name: 'Client' }).fill('Banque');
    await page.getByRole('option', { name: 'Banque Atlantique' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Frais de déplacement créés')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/expenses/${claimId}$`));
    await expect(page.getByRole('table', { name: 'Frais kilométriques' })).toContainText('Paris - Versailles (A/R)');
  });

  await test.step('the transport pass with its attachment', async () => {
    const figures = page.getByRole('region', { name: 'Montants de la note de frais' });
    await figures.getByRole('button', { name: 'Modifier les frais de transport' }).click();
    const dialog = page.getByRole('dialog', { name: 'Frais de transport du mois' });
    await dialog.getByRole('textbox', { name: 'Montant' }).fill('86,40');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'navigo-novembre.pdf',
      mimeType: 'application/pdf',
      buffer: PASS_PDF,
    });
    await expect(page.getByText('La pièce jointe navigo-novembre.pdf a été ajoutée.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    // 111,00 + 53,42 + 86,40 = 250,82 €.
    await expect(figures).toContainText(euros('250,82'));
  });

  await test.step('the confirmation shows the total and warns of a receipt without file, out of the month', async () => {
    // A receipt typed without its file, dated in October: the send warns, it does not block.
    const types = await callApi<List<{ id: number; person_is_mandatory: boolean }>>(page, 'GET', 'typeOfExpense/');
    const type = types.results.find((candidate) => !candidate.person_is_mandatory);
    const [customer] = (await callApi<List<{ id: number }>>(page, 'GET', 'customer/?limit=1')).results;
    const late = await callApi<{ id: number }>(page, 'POST', `expense-claim/${claimId}/invoice/`, {
      date: '2026-10-30',
      type_of_expense: type?.id,
      seller: 'Parking Gare',
      customer: customer?.id,
      total: 12,
    });
    await page.reload();
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Envoyer la note de frais de novembre 2026' });
    await expect(confirm.getByTestId('send-total')).toContainText(euros('262,82'));
    await expect(confirm.getByText('Un justificatif sans pièce jointe')).toBeVisible();
    await expect(confirm.getByText('Un justificatif daté hors du mois de la note')).toBeVisible();
    await expect(confirm.getByText(/30\/10\/2026 · Parking Gare · 12,00\s€/).first()).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await callApi(page, 'DELETE', `expense-claim/${claimId}/invoice/${late.id}/`);
    await page.reload();
  });

  await test.step('alice sends it after confirmation: its total, nothing to look at again', async () => {
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Envoyer la note de frais de novembre 2026' });
    await expect(confirm.getByTestId('send-total')).toContainText(euros('250,82'));
    await expect(confirm.getByText("À vérifier avant l'envoi")).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Note de frais envoyée')).toBeVisible();
    await expect(page.getByText('Cette note de frais a été envoyée : elle ne peut plus être modifiée.')).toBeVisible();
  });

  await switchUser(page, loginAs, DEMO.accounting);
  const month = `${MONTHS_FR[10]} 2026`;
  const actions = `Actions pour la note de frais d'Alice Martin, ${month}`;
  const table = page.getByRole('table', { name: 'Gestion des notes de frais' });
  const alice = table.getByRole('row').filter({ hasText: 'Alice Martin' });

  await test.step('accounting finds it sent in the back office, with its figures, and accepts it', async () => {
    await page.goto('/back_office');
    await page.getByRole('link', { name: /Gestion des notes de frais/ }).click();
    await expect(page.getByRole('heading', { name: 'Gestion des notes de frais' })).toBeVisible(LOADED);
    const picker = page.getByRole('button', { name: 'Mois', exact: true });
    while (!(await picker.textContent())?.includes(month))
      await page.getByRole('button', { name: 'Mois précédent' }).click();
    await expect(alice).toContainText('Envoyée');
    await expect(alice).toContainText(euros('86,40'));
    await expect(alice).toContainText(euros('164,42'));
    await expect(alice).toContainText(euros('250,82'));
    await alice.getByRole('button', { name: actions }).click();
    await page.getByRole('menuitem', { name: 'Accepter' }).click();
    await page
      .getByRole('dialog', { name: 'Accepter la note de frais' })
      .getByRole('button', { name: 'Accepter' })
      .click();
    await expect(page.getByText(`La note de frais d'Alice Martin pour ${month} est acceptée.`)).toBeVisible();
    await expect(alice).toContainText('Acceptée');
  });

  await test.step('then pays it', async () => {
    await alice.getByRole('button', { name: actions }).click();
    await page.getByRole('menuitem', { name: 'Marquer comme payée' }).click();
    await page
      .getByRole('dialog', { name: 'Marquer la note de frais comme payée' })
      .getByRole('button', { name: 'Marquer comme payée' })
      .click();
    await expect(page.getByText(`La note de frais d'Alice Martin pour ${month} est payée.`)).toBeVisible();
    await expect(alice).toContainText('Payée');
  });

  await test.step('and exports the month to the accounting journal, named as the server says', async () => {
    await page.getByRole('button', { name: 'Export : Journal comptable (CSV)' }).click();
    const modal = page.getByRole('dialog', { name: 'Export : Journal comptable (CSV)' });
    await expect(modal).toContainText(`de ${month}`);
    await expect(modal.getByRole('table', { name: "Aperçu de l'export" })).toContainText('Alice Martin');
    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: "Lancer l'export" }).click();
    const file = await download;
    const direct = await page.request.get(`/api/exports/expense-claims/expense-journal/?for_month=${MONTH}`, {
      headers: { 'X-CSRFToken': await csrfOf(page) },
    });
    expect(direct.headers()['content-disposition']).toContain(file.suggestedFilename());
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv).toMatch(/Martin/i);
    expect(csv).toContain('250,82');
  });
});
