// Phones (issue 8, "Phones"): the `phone` project (390×844, touch) runs these journeys; the `sidewaysScroll` fixture
// fails any of them whose pages scroll sideways. They visit every leaves screen and the platform's pages as an employee
// and as a manager, with the thumb: the menu behind the burger, lists whose rows gather type, dates, days and status,
// the calendar's three buttons on one line, touch targets of 40 px, a leave asked for and taken back.
import type { Locator, Page } from '@playwright/test';
import { clockNow, DEMO, expect, newPinnedContext, test } from '../fixtures';
import { MONTHS_FR } from '../support/french';
import { ANY_DAY, walkMonthsTo } from '../support/months';
import { watchPage } from '../support/sideways';

/** Touch targets of at least 40 × 40 px (app/global.css, `pointer: coarse`). */
async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on screen').not.toBeNull();
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(40);
  expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(40);
}

/** Entirely within the window's width. */
async function expectWithinWidth(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
}

/** Opens the sidebar (hidden behind the burger below 500 px) and follows one of its links. */
async function openMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: entry }).click();
}

/** A Tuesday of October next year, free in the demo: far from the other journeys' dates. */
function octoberTuesday(): string {
  const year = clockNow().getFullYear() + 1;
  const first = new Date(Date.UTC(year, 9, 1));
  const offset = (2 - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, 9, 1 + offset + 7)).toISOString().slice(0, 10);
}

test.describe('on a phone', () => {
  test('alice asks for a leave with the thumb, sees it in her list, the calendar and its summary, then deletes it', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, DEMO.alice);
    await page.goto('/');
    await openMenu(page, 'Congés');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes congés' })).toBeVisible();
    await expect(page).toHaveTitle('Mes congés — Acme Conseil');

    // The list's rows gather what the wide columns show apart: no header for begin, end or days on a phone.
    const list = page.getByRole('table', { name: 'Mes congés' });
    await expect(list.getByRole('columnheader', { name: 'Congé' })).toBeVisible();
    await expect(list.getByRole('columnheader', { name: 'Nombre de jours' })).toBeHidden();
    const accepted = list.getByRole('row').filter({ hasText: 'Congés payés' }).filter({ hasText: 'Accepté' }).first();
    await expect(accepted).toContainText('Accepté');
    // dd/MM → dd/MM, with the years when not this year's.
    await expect(accepted).toContainText(/\d\d\/\d\d(\/\d{4})? → \d\d\/\d\d/);
    await expectThumbSized(accepted.getByRole('link', { name: /^Voir/ }));

    // Its summary, read-only, titled with the type and the dates.
    await accepted.getByRole('link', { name: /^Voir/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Congés payés (du|le) / })).toBeVisible();
    await expect(page.getByTestId('leave-summary')).toContainText('Nombre de jours');
    await page.getByRole('link', { name: 'Retour à la liste' }).click();

    // A new request, with the thumb.
    const create = page.getByRole('link', { name: 'Demander un congé' });
    await expectThumbSized(create);
    await create.click();
    const begin = page.getByRole('button', { name: 'Date de début', exact: true });
    await expectThumbSized(begin);
    await begin.tap();
    const date = octoberTuesday();
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const dialog = page.getByRole('dialog');
    const day = dialog.getByRole('button', { name: `${d} ${MONTHS_FR[m - 1]} ${y}`, exact: true });
    const next = dialog.getByRole('button', { name: 'Mois suivant' });
    await walkMonthsTo(day, dialog.getByRole('button', { name: ANY_DAY }), () => next.tap(), 24);
    await expectThumbSized(day);
    await day.tap();
    await page.getByRole('combobox', { name: 'Type de congé' }).tap();
    await page.getByRole('option', { name: 'RTT' }).tap();
    await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('1');
    const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
    await expectThumbSized(save);
    await save.tap();
    await expect(page).toHaveURL(/\/leave\/update\/\d+$/);

    // Back in the list: the draft's row says its type, date and status, and its actions fit the thumb.
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    const draft = page.getByRole('row').filter({ hasText: 'Brouillon' }).filter({ hasText: 'RTT' });
    await expect(draft).toHaveCount(1);
    await expect(draft).toContainText(date.split('-').reverse().join('/'));
    const remove = draft.getByRole('button', { name: /^Supprimer/ });
    await expectThumbSized(remove);

    // The calendar's three buttons fit on the screen.
    await page.goto('/leaves/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des congés' })).toBeVisible();
    for (const name of ['Précédent', "Aujourd'hui", 'Suivant']) {
      const button = page.getByRole('button', { name, exact: true });
      await expectWithinWidth(page, button);
      await expectThumbSized(button);
    }
    await page.getByRole('button', { name: 'Suivant', exact: true }).tap();

    // Taken back: deleted from the list.
    await page.goto('/leaves');
    await draft.getByRole('button', { name: /^Supprimer/ }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).tap();
    await expect(page.getByText('Congé supprimé avec succès.')).toBeVisible();
    await expect(draft).toHaveCount(0);
  });

  test('the manager goes through the back office: leave management, a request, the delegation form', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, DEMO.manager);
    await page.goto('/');
    await openMenu(page, 'Espace de gestion');
    await page.getByRole('link', { name: /^Gestion des congés/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des congés' })).toBeVisible();
    // Each row names the requester above the leave: no separate name column on a phone.
    const list = page.getByRole('table', { name: 'Gestion des congés' });
    await expect(list.getByRole('columnheader', { name: 'Nom' })).toBeHidden();
    // The demo keeps requests waiting for every validator; a row's actions are one labelled menu (issue 8).
    const waiting = list.getByRole('row').filter({ hasText: 'Envoyé' }).first();
    await waiting.getByRole('button', { name: /^Actions pour / }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Voir' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Délégation de congés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Délégation de congés' })).toBeVisible();
    await page.goto('/leaves/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des congés' })).toBeVisible();
  });

  test('HR goes through the employees: the list gathers each person in one column, the form and the employee’s page fit', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, DEMO.hr);
    await page.goto('/');
    await openMenu(page, 'Espace de gestion');
    await page.getByRole('link', { name: /^Gestion des collaborateurs/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des collaborateurs' })).toBeVisible();
    const list = page.getByRole('table', { name: 'Gestion des collaborateurs' });
    await expect(list.getByRole('columnheader', { name: 'Matricule' })).toBeHidden();
    const alice = list.getByRole('row', { name: /Alice Martin/ });
    await expect(alice).toContainText('E006 · Développement');
    const edit = alice.getByRole('link', { name: 'Modifier Alice Martin' });
    await expectThumbSized(edit);
    await edit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier Alice Martin' })).toBeVisible();
    await expectWithinWidth(page, page.getByRole('button', { name: 'Enregistrer' }));
    // The form belongs to the employee's page: cancelling goes back to it.
    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/back_office\/employees_management\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alice Martin' })).toBeVisible();
    const contract = page.getByRole('heading', { level: 2, name: 'Contrat' });
    await expect(contract).toBeVisible();
    await expectWithinWidth(page, contract);
  });

  test('a visitor signs in, and the profile, password, support and about pages fit', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Connexion — Staff');
    const username = page.getByRole('textbox', { name: 'Identifiant', exact: true });
    await expectThumbSized(username);
    await username.fill(DEMO.alice);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO.password);
    const signIn = page.getByRole('button', { name: 'Se connecter' });
    await expectThumbSized(signIn);
    await signIn.tap();
    await expect(page).toHaveURL(/\/$/);
    for (const [path, heading] of [
      ['/edit-profile', 'Modifier mon profil'],
      ['/edit-password', 'Modifier le mot de passe'],
      ['/support', "Demander de l'aide"],
      ['/about', 'À propos de Staff'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('alice keeps her time: the four tabs fit, the week reads as one card per day', async ({ page, loginAs }) => {
    await loginAs(page, DEMO.alice);
    await page.goto('/time-tracking/timesheet');
    // Short names sharing the width: the fourth tab was off the screen at first (issue 23's leftovers).
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Tâches', 'Semaine', 'Stats', 'Réglages']);
    for (const tab of await tabs.all()) await expectWithinWidth(page, tab);

    // Next week, which no journey writes: a project row added (nothing is saved), then one card a day, each project's
    // cell on its own line, within the screen.
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(page.getByText('Rien de saisi cette semaine : ajoutez une ligne de projet ci-dessous.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Ajouter une ligne de projet' }).fill('Formation');
    await page.getByRole('option', { name: 'Formation interne', exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(page.getByRole('region', { name: /^Lundi / }).getByRole('textbox')).toHaveAccessibleName(
      /^Formation interne, lun\. /,
    );
    const saturday = page.getByRole('region', { name: /^Samedi / });
    const cell = saturday.getByRole('textbox', { name: /^Formation interne, sam\. / });
    await expectWithinWidth(page, cell);
    // Typed, not saved: the day's total follows, and the week's.
    await cell.fill('2');
    await expect(saturday.getByTestId('day-total-5')).toHaveText('2:00');
    await expect(page.getByRole('region', { name: 'Total de la semaine' }).getByTestId('week-total')).toHaveText(
      '2:00',
    );
  });

  test('the sideways watch sees a page wider than the window', async ({ browser }) => {
    // Its own page, so that the fixture's check of this test's `page` stays clean.
    const page = await (await newPinnedContext(browser, { viewport: { width: 390, height: 844 } })).newPage();
    const watch = await watchPage(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await watch.overflows()).toEqual([]);
    await page.evaluate(() => {
      document.body.style.minWidth = '600px';
    });
    await expect
      .poll(async () => (await watch.overflows()).map((o) => [o.where, o.scrollWidth > o.clientWidth]))
      .toEqual([['/about', true]]);
  });
});
