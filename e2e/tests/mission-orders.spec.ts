// The mission orders journey of issue 24: the manager creates an order for alice with a personal vehicle and a hotel
// limit and submits it; alice gets the mail, opens it and signs; she files a hotel receipt above the limit in that
// month's expense claim and sees the flag, as accounting does in the back office; the manager copies the order for
// bob and extends alice's; alice sends a travel request, which the manager completes from the mail's link and
// submits. The orders are told apart by a tag in their object, so that a rerun finds its own.
import type { Page, TestInfo } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';
import { MONTHS_FR } from '../support/french';
import { pickDate } from '../support/months';
import { callApi, switchUser } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

/**
 * The first week of December this year (a week later per retry): no public holiday, no binding seeded order of
 * alice's, and a month her expense claim may be made for (claims go up to December of the current year) that no other
 * journey writes.
 */
function missionDates(testInfo: TestInfo) {
  const year = clockNow().getFullYear();
  const firstMonday = 1 + ((8 - new Date(Date.UTC(year, 11, 1)).getUTCDay()) % 7) + 7 * testInfo.retry;
  const day = (n: number) => `${year}-12-${String(n).padStart(2, '0')}`;
  return { begin: day(firstMonday), end: day(firstMonday + 4), extended: day(firstMonday + 11) };
}
const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');
/** An amount as the French UI writes it, whatever space Intl puts before the euro sign. */
const euros = (text: string) => text.replace(' €', '\\s€');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The action `item` of the list row holding `text`, confirmed when it asks. */
async function rowAction(page: Page, text: string, name: string, item: string) {
  const row = page.getByRole('row').filter({ hasText: text }).filter({ hasText: name });
  await row.getByRole('button', { name: `Actions sur l'ordre de mission de ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('mission orders: create and submit, sign, a receipt over its limit flagged, copy, extend, a travel request completed', async ({
  page,
  loginAs,
  mailbox,
}, testInfo) => {
  test.setTimeout(300_000);
  const dates = missionDates(testInfo);
  const tag = `Audit sécurité ${Date.now() % 100_000}`;
  const travelTag = `Atelier ${Date.now() % 100_000}`;

  await test.step('the manager creates an order for alice (personal vehicle, hotel limit) and submits it', async () => {
    await loginAs(page, DEMO.manager);
    await page.goto('/back_office');
    await page.getByRole('link', { name: /^Gestion des ordres de mission/ }).click(LOADED);
    await expect(page).toHaveURL(/\/back_office\/mission_orders_management$/);
    await expect(page).toHaveTitle(/^Gestion des ordres de mission — /);
    await page.getByRole('link', { name: 'Ajouter un ordre de mission' }).click();
    await expect(page).toHaveTitle(/^Créer un ordre de mission — /);
    await choose(page, 'Salarié', 'Alice Martin');
    await page.getByLabel('Objet de la mission').fill(tag);
    await page.getByLabel('Rôle').fill('Consultante');
    await pickDate(page, 'Début de mission', dates.begin);
    await pickDate(page, 'Fin de mission', dates.end);
    await choose(page, 'Client', 'Banque Atlantique');
    await choose(page, 'Projet', 'Refonte espace client');
    await page.getByLabel('Nom du contact').fill('Hélène Roux');

    // Without a transport the shared rule answers on the form, word for word.
    await page.getByRole('button', { name: 'Enregistrer et envoyer' }).click();
    await expect(page.getByText('Veuillez renseigner les champs de transport.')).toBeVisible();

    const kilometres = page.getByLabel('Nombre de kilomètres remboursés');
    await expect(kilometres).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Véhicule personnel' }).check();
    await kilometres.fill('250');
    const hotel = page.getByLabel('Hôtel limité à');
    await expect(hotel).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Hébergement payé par la structure' }).check();
    await hotel.fill('95');
    await page.getByRole('button', { name: 'Enregistrer et envoyer' }).click();
    await expect(page.getByText('Mission envoyée avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/back_office\/mission_orders_management$/);
    await expect(page.getByRole('row').filter({ hasText: tag })).toContainText('Envoyé');
  });

  await test.step('alice gets the mail, opens the order and signs it', async () => {
    const mail = await mailbox.waitFor({ to: 'alice', subject: 'Ordre de mission à signer' });
    expect(mail.text).toContain(tag);
    await switchUser(page, loginAs, DEMO.alice);
    await page.goto(mail.links.find((link) => link.includes('/mission_orders/'))!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Banque Atlantique', LOADED);
    await expect(page.getByLabel('Hôtel limité à')).toHaveValue(/95/);
    await page.getByRole('button', { name: 'Accepter et signer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accepter et signer' }).click();
    await expect(page.getByText('Ordre de mission accepté et signé')).toBeVisible();
    await expect(page.getByTestId('mission-order-signature')).toContainText('Alice Martin');
    const signed = await mailbox.waitFor({ to: 'manager', subject: 'Ordre de mission signé : Alice Martin' });
    expect(signed.text).toContain(tag);
  });

  await test.step('alice files a hotel receipt above the limit in that month’s claim and sees the flag', async () => {
    const month = dates.begin.slice(0, 7);
    const year = month.slice(0, 4);
    // A retry's claim holds the receipt of the try before: it starts empty.
    const mine = await callApi<{ results: { id: number }[] }>(page, 'GET', `expense-claim/?owner=me&date=${month}`);
    for (const claim of mine.results) {
      const { invoices } = await callApi<{ invoices: { id: number }[] }>(page, 'GET', `expense-claim/${claim.id}/`);
      for (const line of invoices) await callApi(page, 'DELETE', `expense-claim/${claim.id}/invoice/${line.id}/`);
    }
    await page.goto(`/expenses?fordate=${month}`);
    const card = page.getByTestId(`claim-month-${month}`);
    const create = card.getByRole('button', { name: 'Créer la note de frais de décembre' });
    const open = card.getByRole('link', { name: 'Ouvrir la note de frais de décembre' });
    await expect(create.or(open)).toBeVisible(LOADED);
    if (await create.isVisible()) await create.click();
    else await open.click();
    await expect(page.getByRole('heading', { level: 1, name: `Note de frais de décembre ${year}` })).toBeVisible(
      LOADED,
    );
    await page.getByRole('link', { name: 'Ajouter un justificatif' }).click();
    await expect(page.getByRole('heading', { name: 'Nouveau justificatif' })).toBeVisible(LOADED);
    // The second night of the mission, at the order's customer: 128,40 € for a hotel limited to 95 € a night.
    const night = Number(dates.begin.slice(8)) + 1;
    await page.getByRole('button', { name: 'Date', exact: true }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('button', { name: `${night} ${MONTHS_FR[11]} ${year}`, exact: true }).click();
    await expect(calendar).toBeHidden();
    await choose(page, 'Type de dépense', 'Hôtel');
    await page.getByRole('textbox', { name: 'Fournisseur' }).fill('Hôtel du Port');
    await page.getByRole('textbox', { name: 'Total TTC' }).fill('128,40');
    await page.getByRole('combobox', { name: 'Client' }).fill('Banque');
    await page.getByRole('option', { name: 'Banque Atlantique' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Justificatif créé')).toBeVisible();
    await expect(page.getByText(`Mission : ${tag}`)).toBeVisible();
    const flag = new RegExp(
      `Hôtel de ${euros('128,40 €')} au-delà de la limite de la mission : ${euros('95,00 €')} par nuit`,
    );
    await expect(page.getByText(flag)).toBeVisible();
    await expect(page.getByText('1 ligne dépasse les limites de son ordre de mission.')).toBeVisible();
  });

  await test.step('accounting sees the claim marked in the back office, and the flag on its line', async () => {
    await switchUser(page, loginAs, DEMO.accounting);
    const month = `${MONTHS_FR[11]} ${dates.begin.slice(0, 4)}`;
    await page.goto('/back_office/expense_claim_management');
    const picker = page.getByRole('button', { name: 'Mois', exact: true });
    await expect(picker).toBeVisible(LOADED);
    while (!(await picker.textContent())?.includes(month))
      await page.getByRole('button', { name: 'Mois suivant' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Alice Martin' }).filter({ hasText: month });
    await expect(row).toContainText('1 ligne au-delà des limites de sa mission');
    await row.getByRole('button', { name: `Actions pour la note de frais d'Alice Martin, ${month}` }).click();
    await page.getByRole('menuitem', { name: 'Voir' }).click();
    await expect(page.getByText('1 ligne dépasse les limites de son ordre de mission.')).toBeVisible(LOADED);
    await expect(page.getByText(/au-delà de la limite de la mission : 95,00\s€ par nuit/)).toBeVisible();
  });

  await test.step('the manager copies the order for bob, then extends alice’s', async () => {
    await switchUser(page, loginAs, DEMO.manager);
    await page.goto('/back_office/mission_orders_management?status=accepted');
    await rowAction(page, tag, 'Alice Martin', 'Dupliquer');
    await expect(page).toHaveURL(/\/new\/\?\d+$/);
    await expect(page.getByLabel('Objet de la mission')).toHaveValue(tag, LOADED);
    await choose(page, 'Salarié', 'Bob Durand');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Ordre de mission enregistré')).toBeVisible();
    await page.goto('/back_office/mission_orders_management?status=draft');
    await expect(page.getByRole('row').filter({ hasText: tag })).toContainText('Bob Durand');

    await page.goto('/back_office/mission_orders_management?status=accepted');
    await rowAction(page, tag, 'Alice Martin', 'Prolonger la mission');
    await expect(page).toHaveTitle(/^Prolonger la mission — /);
    await pickDate(page, 'Nouvelle fin de mission', dates.extended);
    await page.getByRole('button', { name: 'Prolonger', exact: true }).click();
    await expect(page.getByText('Mission prolongée')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: tag }).filter({ hasText: 'Alice Martin' });
    await expect(row).toContainText(fr(dates.extended));
    await rowAction(page, tag, 'Alice Martin', 'Voir');
    await expect(page.getByText(`Fin déplacée du ${fr(dates.end)} au ${fr(dates.extended)}`)).toBeVisible();
  });

  await test.step('alice sends a travel request; the manager completes it from the mail and submits it', async () => {
    await switchUser(page, loginAs, DEMO.alice);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Ordres de mission' })
      .click();
    await expect(page).toHaveTitle(/^Mes ordres de mission — /, LOADED);
    await page.getByRole('link', { name: 'Demande de déplacement' }).click();
    await choose(page, 'Manager', 'Marc Lemoine');
    await page.getByLabel('Objet de la mission').fill(travelTag);
    await page.getByLabel('Rôle').fill('Formatrice');
    await pickDate(page, 'Début de mission', dates.begin);
    await pickDate(page, 'Fin de mission', dates.end);
    await choose(page, 'Client', 'Banque Atlantique');
    await choose(page, 'Projet', 'API paiements');
    await page.getByLabel('Nom du contact').fill('Hélène Roux');
    await page.getByRole('checkbox', { name: 'Transports en commun' }).check();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Demande de déplacement envoyée à votre manager')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: travelTag })).toContainText('Demandé');

    const mail = await mailbox.waitFor({ to: 'manager', subject: 'Demande de déplacement : Alice Martin' });
    await switchUser(page, loginAs, DEMO.manager);
    await page.goto(mail.links.find((link) => link.includes('/edit/'))!);
    await expect(page.getByLabel('Objet de la mission')).toHaveValue(travelTag, LOADED);
    await page.getByRole('checkbox', { name: 'Hébergement payé par le client' }).check();
    await page.getByRole('button', { name: 'Enregistrer et envoyer' }).click();
    await expect(page.getByText('Mission envoyée avec succès')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: travelTag })).toContainText('Envoyé');
    await mailbox.waitFor({ to: 'alice', subject: 'Ordre de mission à signer' });
  });
});
