import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { REPO_ROOT } from '../support/env';
import { MONTHS_FR } from '../support/french';
import { callApi } from '../support/session';

/*
 * The receipt and travel expense forms of a claim (spec/1 §5 "Invoice", "Travel expense"; issue 12): the VAT lines and
 * their sum rule, a round trip and its total, attachments uploaded and previewed in place. Claire's claims of months
 * long past, one per test, so that no other journey shares them.
 */

const RECEIPTS = join(REPO_ROOT, 'apps/server/test/fixtures/receipts');

type Claim = { id: number; date: string };

/** Claire's claim of `month` (YYYY-MM), created through the API. */
async function claimOf(page: Page, month: string): Promise<Claim> {
  return callApi<Claim>(page, 'POST', 'expense-claim/', { date: `${month}-01`, number_meals: 0 });
}

const idOf = async (page: Page, path: string, field: 'name' | 'label', text: string): Promise<number> => {
  const list = await callApi<{ results: Record<string, unknown>[] }>(page, 'GET', path);
  const row = list.results.find((r) => r[field] === text);
  if (!row) throw new Error(`${path} has no ${text}`);
  return row.id as number;
};

/** 2025-03-12 → "12 mars 2025", the accessible name of a day in the French date picker. */
const dayName = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS_FR[m - 1]} ${y}`;
};

/**
 * Picks a day in the date picker, which opens on the claim's month (or on the date chosen): `months` from there, back
 * when negative.
 */
async function pickDate(page: Page, isoDate: string, months = 0) {
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const step = dialog.getByRole('button', { name: months < 0 ? 'Mois précédent' : 'Mois suivant' });
  for (let i = 0; i < Math.abs(months); i++) await step.click();
  await dialog.getByRole('button', { name: dayName(isoDate), exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function choose(scope: Page | Locator, label: string, option: string, page: Page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a receipt with two VAT rates: a wrong sum blocks Save, the fixed one is saved', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.claire);
  const claim = await claimOf(page, '2025-03');
  await page.goto(`/create_invoice/${claim.id}`);
  await expect(page.getByRole('heading', { name: 'Nouveau justificatif' })).toBeVisible();

  // Save with nothing filled: the spec's one message, the missing fields outlined.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Veuillez remplir tous les champs non marqués comme « Facultatif ».')).toBeVisible();

  await pickDate(page, '2025-03-12');
  await choose(page, 'Type de dépense', 'Repas', page);
  await page.getByRole('textbox', { name: 'Fournisseur' }).fill('Brasserie du Port');
  await page.getByRole('combobox', { name: 'Client' }).fill('Banque');
  await page.getByRole('option', { name: 'Banque Atlantique' }).click();
  await page.getByRole('textbox', { name: 'Total TTC' }).fill('59,00');

  // One rate: HT and TVA computed from the total, read-only.
  await page.getByRole('button', { name: 'Ajouter un taux' }).click();
  const first = page.getByRole('group', { name: 'Ligne de TVA 1' });
  await choose(first, 'Taux de TVA', '10 %', page);
  await expect(first.getByRole('textbox', { name: 'Montant HT' })).toHaveValue('53,64 €');
  await expect(first.getByRole('textbox', { name: 'Montant TVA' })).toHaveValue('5,36 €');
  await expect(first.getByRole('textbox', { name: 'Montant HT' })).toHaveAttribute('readonly', '');

  // A second rate: each line typed; the wine's VAT is wrong and the sum is a euro off.
  await page.getByRole('button', { name: 'Ajouter un taux' }).click();
  const second = page.getByRole('group', { name: 'Ligne de TVA 2' });
  await choose(second, 'Taux de TVA', '20 %', page);
  await first.getByRole('textbox', { name: 'Montant HT' }).fill('40');
  await first.getByRole('textbox', { name: 'Montant TVA' }).fill('4');
  await second.getByRole('textbox', { name: 'Montant HT' }).fill('12,50');
  await second.getByRole('textbox', { name: 'Montant TVA' }).fill('3,50');
  await expect(page.getByText("La somme du HT et de la TVA n'est pas égale au total du justificatif")).toBeVisible();
  await expect(page.getByTestId('tax-sum')).toHaveText('HT + TVA : 60,00 € — total du justificatif : 59,00 €');
  await expect(first.getByRole('img', { name: 'TVA correcte' })).toBeVisible();
  await expect(second.getByRole('img', { name: 'TVA incorrecte pour ce taux' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  // Fixed: the sum makes the total, Save goes back to the claim with the spec's toast.
  await second.getByRole('textbox', { name: 'Montant TVA' }).fill('2,50');
  await expect(page.getByText("La somme du HT et de la TVA n'est pas égale au total du justificatif")).toBeHidden();
  await expect(second.getByRole('img', { name: 'TVA correcte' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/expenses/${claim.id}$`));
  await expect(page.getByText('Justificatif créé')).toBeVisible();

  const detail = await callApi(page, 'GET', `expense-claim/${claim.id}/`);
  expect(detail.invoices).toHaveLength(1);
  expect(detail.invoices[0]).toMatchObject({ date: '2025-03-12', seller: 'Brasserie du Port', total: 59 });
  expect(
    detail.invoices[0].invoicetax_set.map((l: { tax_value: number; TF: number; VAT: number }) => [
      l.tax_value,
      l.TF,
      l.VAT,
    ]),
  ).toEqual(
    expect.arrayContaining([
      [10, 40, 4],
      [20, 12.5, 2.5],
    ]),
  );
});

test('a round trip: the total live, " (A/R)" added, the switch on when it reopens', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.claire);
  const claim = await claimOf(page, '2025-04');
  await page.goto(`/create_expense_travel/${claim.id}`);

  // A day of the month before the claim's: a warning, not an error.
  await pickDate(page, '2025-03-31', -1);
  await expect(page.getByText('Cette date est antérieure au mois de la note de frais (avril 2025).')).toBeVisible();
  await pickDate(page, '2025-04-08', 1);
  await expect(page.getByText('Cette date est antérieure')).toBeHidden();

  await page.getByRole('textbox', { name: 'Lieu' }).fill('Nantes - Rennes');
  await page.getByRole('switch', { name: 'Aller-retour' }).check();
  await page.getByRole('textbox', { name: 'Distance aller (km)' }).fill('230');
  await choose(page, 'Type de véhicule', 'Voiture 5 CV (0,636 €/km)', page);
  // Both ways (issue 25): 460 km × 0,636 € = 292,56 €.
  await expect(page.getByTestId('travel-total')).toHaveText('292,56 €');
  await page.getByRole('combobox', { name: 'Client' }).fill('Air');
  await page.getByRole('option', { name: 'Air Horizon' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/expenses/${claim.id}$`));
  await expect(page.getByText('Frais de déplacement créés')).toBeVisible();

  const detail = await callApi(page, 'GET', `expense-claim/${claim.id}/`);
  expect(detail.travels[0]).toMatchObject({ place: 'Nantes - Rennes (A/R)', mileage: 460, total: 292.56 });

  await page.goto(`/create_expense_travel/${claim.id}/${detail.travels[0].id}`);
  await expect(page.getByRole('textbox', { name: 'Lieu' })).toHaveValue('Nantes - Rennes');
  await expect(page.getByRole('switch', { name: 'Aller-retour' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Distance aller (km)' })).toHaveValue('230');
  await expect(page.getByTestId('travel-total')).toHaveText('292,56 €');
});

test('attachments of a receipt: uploaded, previewed in place, deleted', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.claire);
  const claim = await claimOf(page, '2025-05');
  const invoice = await callApi(page, 'POST', `expense-claim/${claim.id}/invoice/`, {
    date: '2025-05-06',
    type_of_expense: await idOf(page, 'typeOfExpense/', 'label', 'Hôtel'),
    seller: 'Hôtel du Parc',
    customer: await idOf(page, 'customer/', 'name', 'Banque Atlantique'),
    total: 208.4,
    invoicetax_set: [
      { tax: (await callApi(page, 'GET', 'tax/')).results.find((t: { value: number }) => t.value === 10).id },
    ],
  });
  await page.goto(`/create_invoice/${claim.id}/${invoice.id}`);
  await expect(page.getByRole('heading', { name: 'Modifier le justificatif' })).toBeVisible();
  await expect(page.getByText('Aucune pièce jointe.')).toBeVisible();

  const attachments = page.getByRole('region', { name: 'Pièces jointes' });
  await attachments.locator('input[type="file"]').setInputFiles([
    {
      name: 'ticket.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(join(RECEIPTS, 'restaurant-two-rates.jpg')),
    },
    { name: 'facture.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(RECEIPTS, 'hotel-invoice.pdf')) },
  ]);
  await expect(page.getByText('Pièce jointe facture.pdf ajoutée')).toBeVisible();
  await expect(attachments.getByRole('listitem')).toHaveCount(2);

  // The image: a thumbnail, and the picture itself in the preview.
  await expect(attachments.getByTestId('attachment-thumbnail')).toHaveJSProperty('complete', true);
  await attachments.getByRole('button', { name: 'Voir ticket.jpg' }).first().click();
  const image = page.getByRole('dialog', { name: 'Aperçu de ticket.jpg' }).getByTestId('attachment-preview-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await page.keyboard.press('Escape');

  // The PDF: in the browser's viewer, in a frame of the page.
  await attachments.getByRole('button', { name: 'Voir facture.pdf' }).first().click();
  const frame = page.getByRole('dialog', { name: 'Aperçu de facture.pdf' }).getByTestId('attachment-preview-pdf');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');

  await attachments.getByRole('button', { name: 'Supprimer facture.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Pièce jointe facture.pdf supprimée')).toBeVisible();
  await expect(attachments.getByRole('listitem')).toHaveCount(1);
  const saved = await callApi(page, 'GET', `expense-claim/${claim.id}/invoice/${invoice.id}/attachment/`);
  expect(saved.map((file: { file_name: string }) => file.file_name)).toEqual(['ticket.jpg']);
});

test('a sent claim: its trip read-only, no new receipt', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.claire);
  const claim = await claimOf(page, '2025-06');
  const travel = await callApi(page, 'POST', `expense-claim/${claim.id}/travel/`, {
    date: '2025-06-10',
    place: 'Nantes - Angers',
    round_trip: false,
    mileage: 90,
    customer: await idOf(page, 'customer/', 'name', 'Air Horizon'),
    type_of_vehicle: await idOf(page, 'typeOfVehicle/', 'name', 'Moto'),
  });
  await callApi(page, 'PATCH', `expense-claim/${claim.id}/`, { status: 'submitted' });

  await page.goto(`/create_expense_travel/${claim.id}/${travel.id}`);
  await expect(page.getByRole('heading', { name: 'Frais de déplacement' })).toBeVisible();
  await expect(page.getByText("Cette note de frais n'est plus un brouillon")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Lieu' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  // 90 km × 0,395 € = 35,55 €.
  await expect(page.getByTestId('travel-total')).toHaveText('35,55 €');

  await page.goto(`/create_invoice/${claim.id}`);
  await expect(page).toHaveURL(new RegExp(`/expenses/${claim.id}$`));
});

test('a receipt read: the form filled and highlighted, the photo attached once saved', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO.claire);
  const claim = await claimOf(page, '2025-07');
  await page.goto(`/create_invoice/${claim.id}`);
  // The reading zone is the first of the page's drop zones.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'bistrot.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(join(RECEIPTS, 'restaurant-two-rates.jpg')),
    });

  // Read by the server's OCR (seconds): seller, total and both VAT rates filled, marked for checking.
  const seller = page.getByRole('textbox', { name: 'Fournisseur' });
  await expect(seller).toHaveValue('LE BISTROT DES HALLES', { timeout: 60_000 });
  await expect(page.getByText('Lu sur le justificatif : à vérifier')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Date', exact: true })).toHaveText('12/11/26');
  await expect(page.getByRole('textbox', { name: 'Total TTC' })).toHaveValue('111,00 €');
  const second = page.getByRole('group', { name: 'Ligne de TVA 2' });
  await expect(second.getByRole('textbox', { name: 'Montant TVA' })).toHaveValue('4,75 €');
  await expect(page.getByText('Le justificatif lu')).toBeVisible();

  await choose(page, 'Type de dépense', 'Repas', page);
  await page.getByRole('combobox', { name: 'Client' }).fill('Banque');
  await page.getByRole('option', { name: 'Banque Atlantique' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/expenses/${claim.id}$`));

  const detail = await callApi(page, 'GET', `expense-claim/${claim.id}/`);
  expect(detail.invoices[0]).toMatchObject({ seller: 'LE BISTROT DES HALLES', total: 111 });
  expect(detail.invoices[0].invoicetax_set).toHaveLength(2);
  expect(detail.invoices[0].attachments.map((file: { file_name: string }) => file.file_name)).toEqual(['bistrot.jpg']);
});
