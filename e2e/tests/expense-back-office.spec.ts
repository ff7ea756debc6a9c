import type { Page } from '@playwright/test';
import { DEMO, expect, TODAY, test } from '../fixtures';
import { callApi, csrfOf, switchUser } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

type Claim = { id: number; status: string; date: string };
type Page_<T> = { count: number; results: T[] };

/** The current month, YYYY-MM: the back office opens on it. */
const thisMonth = () => TODAY.slice(0, 7);
const monthName = (month: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The signed-in user's claim of `month`, created when missing, brought back to draft by accounting when a previous
 * run left it further on, then given a transport cost and sent. Ends signed in as the owner.
 */
async function sentClaim(page: Page, loginAs: (page: Page, user: string) => Promise<unknown>, owner: string) {
  const month = thisMonth();
  await switchUser(page, loginAs, owner);
  const mine = await callApi<Page_<Claim>>(page, 'GET', `expense-claim/?owner=me&date=${month}`);
  let claim = mine.results[0] ?? (await callApi<Claim>(page, 'POST', 'expense-claim/', { date: `${month}-01` }));
  if (claim.status !== 'draft') {
    await switchUser(page, loginAs, DEMO.accounting);
    await callApi(page, 'PATCH', `expense-claim/${claim.id}/`, { status: 'draft' });
    await switchUser(page, loginAs, owner);
  }
  await callApi(page, 'PATCH', `expense-claim/${claim.id}/`, { transport_cost: 42.5 });
  claim = await callApi<Claim>(page, 'PATCH', `expense-claim/${claim.id}/`, { status: 'submitted' });
  expect(claim.status).toBe('submitted');
  return claim;
}

/** Opens the expense claims management from the back-office home, as its card leads there. */
async function openManagement(page: Page) {
  await page.goto('/back_office');
  await page.getByRole('link', { name: /Gestion des notes de frais/ }).click();
  await expect(page.getByRole('heading', { name: 'Gestion des notes de frais' })).toBeVisible(LOADED);
  return page.getByRole('table', { name: 'Gestion des notes de frais' });
}

/** Runs a row action after its confirmation, and waits for its toast. */
async function act(page: Page, row: ReturnType<Page['getByRole']>, actionsLabel: string, step: RegExp | string) {
  await row.getByRole('button', { name: actionsLabel }).click();
  await page.getByRole('menuitem', { name: step }).click();
}

test('accounting accepts, pays and refuses a claim after confirmation, and exports the month', async ({
  page,
  loginAs,
}) => {
  const claim = await sentClaim(page, loginAs, DEMO.alice);
  const month = monthName(thisMonth());
  await switchUser(page, loginAs, DEMO.accounting);
  const table = await openManagement(page);
  const alice = table.getByRole('row').filter({ hasText: 'Alice Martin' });
  const actions = `Actions pour la note de frais d'Alice Martin, ${month}`;
  await expect(alice).toContainText('Envoyée');
  await expect(alice).toContainText('42,50 €');
  await expect(page.getByText(/Affichage de \d+ lignes? sur \d+/)).toBeVisible();

  // Accept: the confirmation names her with the elision, the toast says it, the row follows.
  await act(page, alice, actions, 'Accepter');
  const accept = page.getByRole('dialog', { name: 'Accepter la note de frais' });
  await expect(accept).toContainText(`Accepter la note de frais d'Alice Martin pour ${month} ?`);
  await accept.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText(`La note de frais d'Alice Martin pour ${month} est acceptée.`)).toBeVisible();
  await expect(alice).toContainText('Acceptée');

  // Pay.
  await act(page, alice, actions, 'Marquer comme payée');
  const pay = page.getByRole('dialog', { name: 'Marquer la note de frais comme payée' });
  await pay.getByRole('button', { name: 'Marquer comme payée' }).click();
  await expect(page.getByText(`La note de frais d'Alice Martin pour ${month} est payée.`)).toBeVisible();
  await expect(alice).toContainText('Payée');

  // The history lists who did what, in words.
  await act(page, alice, actions, 'Historique');
  const history = page.getByRole('dialog', { name: `Historique de la note de frais d'Alice Martin, ${month}` });
  await expect(history.getByText('Modifiée par Clément Perrin').first()).toBeVisible();
  await expect(history.getByText('Statut : Payée')).toBeVisible();
  await history.getByRole('button').first().click();
  await expect(history).toBeHidden();

  // The export: the preview shows her paid claim, the file is named as the server's header says.
  await page
    .getByRole('button', { name: /^Export : / })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: /^Export / });
  await expect(modal.getByRole('table', { name: "Aperçu de l'export" })).toContainText('Alice Martin');
  const plugins = await callApi<Page_<{ id: string }>>(page, 'GET', 'export-plugin/?module=expense');
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: "Lancer l'export" }).click();
  const file = await download;
  const direct = await page.request.get(
    `/api/exports/expense-claims/${plugins.results[0]?.id}/?for_month=${thisMonth()}`,
    { headers: { 'X-CSRFToken': await csrfOf(page) } },
  );
  const disposition = direct.headers()['content-disposition'] ?? '';
  expect(disposition).toContain(file.suggestedFilename());
  await expect(modal).toBeHidden();

  // Refuse, last: the claim leaves the exported ones.
  await act(page, alice, actions, 'Refuser');
  const refuse = page.getByRole('dialog', { name: 'Refuser la note de frais' });
  // The refusal says why (issue 25): the owner reads it on the claim.
  await refuse.getByLabel('Motif (facultatif)').fill('Le ticket du taxi manque.');
  await refuse.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByText(`La note de frais d'Alice Martin pour ${month} est refusée.`)).toBeVisible();
  await expect(alice).toContainText('Refusée');
  expect(await callApi<Claim>(page, 'GET', `expense-claim/${claim.id}/`)).toMatchObject({
    status: 'refused',
    refusal_reason: 'Le ticket du taxi manque.',
  });
  await page.goto(`/expenses/${claim.id}`);
  await expect(page.getByRole('alert', { name: 'Motif du refus' })).toContainText('Le ticket du taxi manque.');
});

test('a manager sees the claims of his services only', async ({ page, loginAs }) => {
  await sentClaim(page, loginAs, DEMO.alice);
  // Élodie Bernard is in the "Conseil" service, which Marc Lemoine does not manage.
  await sentClaim(page, loginAs, 'ebernard');
  await switchUser(page, loginAs, DEMO.manager);
  const table = await openManagement(page);
  await expect(table.getByRole('row').filter({ hasText: 'Alice Martin' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Élodie Bernard' })).toHaveCount(0);
  // The list filters on the names too: nobody of his matches hers.
  await page.getByRole('textbox', { name: 'Noms' }).fill('Bernard');
  await page.getByRole('textbox', { name: 'Noms' }).press('Enter');
  await expect(page.getByTestId('list-empty')).toBeVisible();

  // Julien Moreau manages "Conseil": hers, not Alice's.
  await switchUser(page, loginAs, 'jmoreau');
  const his = await openManagement(page);
  await expect(his.getByRole('row').filter({ hasText: 'Élodie Bernard' })).toBeVisible();
  await expect(his.getByRole('row').filter({ hasText: 'Alice Martin' })).toHaveCount(0);
});

test('the export modal previews three claims, "(non exhaustive)" beyond, and warns when no plugin is configured', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, DEMO.admin);
  const table = await openManagement(page);
  // Every month: the demo's decided claims of last month are more than the three the preview shows.
  await page.getByRole('checkbox', { name: 'Afficher tous les mois' }).check();
  await expect(page.getByRole('button', { name: 'Mois', exact: true })).toBeDisabled();
  await expect(table.getByRole('row').filter({ hasText: 'Payée' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Export : Journal comptable (CSV)' }).click();
  const modal = page.getByRole('dialog', { name: 'Export : Journal comptable (CSV)' });
  await expect(modal).toContainText('de tous les mois');
  await expect(modal.getByRole('table', { name: "Aperçu de l'export" }).getByRole('row')).toHaveCount(4);
  await expect(modal.getByText('(liste non exhaustive)')).toBeVisible();
  await expect(modal.getByRole('button', { name: "Lancer l'export" })).toBeEnabled();
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await expect(modal).toBeHidden();

  // No plugin enabled: one button still, whose modal says to contact support and exports nothing.
  const settings = await callApi<Record<string, unknown>>(page, 'GET', 'company-settings/expense/');
  await callApi(page, 'PUT', 'company-settings/expense/', { ...settings, export_plugins: [] });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Gestion des notes de frais' })).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: /^Export : / })).toHaveCount(0);
    await page.getByRole('button', { name: 'Exporter les notes de frais' }).click();
    const none = page.getByRole('dialog', { name: 'Exporter les notes de frais' });
    await expect(none).toContainText('contactez le support');
    await expect(none.getByRole('button', { name: "Lancer l'export" })).toBeDisabled();
  } finally {
    await callApi(page, 'PUT', 'company-settings/expense/', settings);
  }
});
