// Leaves journeys (issue 3): alice asks for three days across Whit Monday and sees the count, attaches a PDF and
// submits (the manager gets the mail); the manager validates in the back office; alice sees it accepted; bob sees it in
// the calendar; an overlapping request gets the server's message; the manager delegates a leave to a whole service.
// Screenshots of the list, the form and the calendar in French and English (and dark once) are attached to the run.
//
// Dates are next year's (alice's future weeks are free in the demo data), shifted one more year on a retry so that a
// retried test never meets what its failed attempt left behind on the shared demo database.
import type { Page, TestInfo } from '@playwright/test';
import { BASE_URL, clockNow, DEMO, expect, test } from '../fixtures';
import { MONTHS_FR } from '../support/french';
import { pickDate, walkMonthsTo } from '../support/months';
import { switchUser } from '../support/session';

/** Easter Sunday (Meeus/Jones/Butcher), written here so the journey does not trust the code it checks. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** 2027-05-13 → 13/05/2027, as lists show dates. */
const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');
/** 2027-05-13 → "13 mai 2027", the accessible name of a day in the date picker. */
const dayName = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS_FR[m - 1]} ${y}`;
};

/** The journey's dates: Thursday before Whit Monday → Tuesday after it (Whit Monday excluded: 3 days). */
function journeyDates(testInfo: TestInfo) {
  const year = clockNow().getFullYear() + 1 + testInfo.retry;
  const whitMonday = plusDays(easter(year), 50);
  return {
    whitMonday: iso(whitMonday),
    begin: iso(plusDays(whitMonday, -4)),
    end: iso(plusDays(whitMonday, 1)),
    // Two weeks later, a Tuesday–Wednesday for the delegation (no holiday: Whit Monday is the last spring one).
    delegationBegin: iso(plusDays(whitMonday, 15)),
    delegationEnd: iso(plusDays(whitMonday, 16)),
  };
}

/** A full-page screenshot attached to the report (and kept in the run's test-results). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option });
  // The form's other lists answering re-render the page: an open list may close or move under the click, and a click
  // on a list that is going away chooses nothing. Opened again and clicked again until the box shows the choice.
  const shown = async () => {
    const value = await box.inputValue();
    return typeof option === 'string' ? value === option : option.test(value);
  };
  await expect(async () => {
    // A click that went through though it timed out made the choice: clicking it again could undo it.
    if (await shown()) return;
    if (!(await choice.isVisible())) await box.click({ timeout: 5000 });
    await choice.click({ timeout: 2000 });
    await expect(box).toHaveValue(option, { timeout: 1000 });
  }).toPass();
}

async function confirmModal(page: Page, button: string) {
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: button, exact: true }).click();
  await expect(modal).toBeHidden();
}

/** A small valid PDF, enough for the server's content sniffing. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('leaves', () => {
  test('alice asks for three days across Whit Monday, the manager validates, bob sees them in the calendar', async ({
    page,
    loginAs,
    mailbox,
  }, testInfo) => {
    test.setTimeout(240_000);
    const dates = journeyDates(testInfo);
    await loginAs(page, DEMO.alice);
    let leaveId = 0;

    await test.step('alice fills the form and sees 3 days (Whit Monday is not counted)', async () => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Congés' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mes congés' })).toBeVisible();
      await page.getByRole('link', { name: 'Demander un congé' }).click();
      await expect(page).toHaveURL(/\/leaves\/create\/?$/);
      // A new leave starts in the morning and ends in the evening (spec/2 §4.1).
      await expect(page.getByRole('combobox', { name: 'Période de début' })).toHaveValue('Matin');
      await expect(page.getByRole('combobox', { name: 'Période de fin' })).toHaveValue('Après-midi');
      await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled();

      await pickDate(page, 'Date de début', dates.begin);
      // Choosing the begin date fills the end date with it.
      await expect(page.getByRole('button', { name: 'Date de fin', exact: true })).toContainText(
        fr(dates.begin).replace(/\/\d\d(\d\d)$/, '/$1'),
      );
      await page.getByRole('button', { name: 'Date de fin', exact: true }).click();
      // Whit Monday can be picked (a day off then asks to count one day, spec/3 §5), and says what it is.
      // Anchored: "5 juin 2028" is also in "15 juin 2028" and "25 juin 2028" (the sweep's Easter 2027 found it).
      const whitMonday = page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^${dayName(dates.whitMonday)}`) });
      await expect(whitMonday).toBeEnabled();
      await expect(whitMonday).toHaveAccessibleName(`${dayName(dates.whitMonday)} : Lundi de Pentecôte, jour férié`);
      await page.keyboard.press('Escape');
      await pickDate(page, 'Date de fin', dates.end);
      await chooseOption(page, 'Type de congé', 'Congés payés');
      await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('3');
      await expect(page.getByTestId('skipped-holidays')).toHaveText(
        `Hors jour férié : Lundi de Pentecôte (${fr(dates.whitMonday).slice(0, 5)})`,
      );
      // Half a day less when the leave ends at noon: "2,5" with a French comma.
      await chooseOption(page, 'Période de fin', 'Matin');
      await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('2,5');
      await chooseOption(page, 'Période de fin', 'Après-midi');
      await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('3');
      // Whit Monday alone deducts no day: the form asks to count one (spec/3 §5), then the journey's dates again.
      await pickDate(page, 'Date de début', dates.whitMonday);
      await pickDate(page, 'Date de fin', dates.whitMonday);
      await expect(page.getByRole('alert')).toContainText('la date choisie est un jour férié');
      await shoot(page, testInfo, 'journey-form-holiday-question');
      await page.getByRole('button', { name: 'Compter un jour' }).click();
      await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('1');
      await pickDate(page, 'Date de début', dates.begin);
      await pickDate(page, 'Date de fin', dates.end);
      await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('3');
      await expect(page.getByRole('region', { name: 'Mes soldes' })).toContainText('Congés payés N-1');
      await shoot(page, testInfo, 'journey-form-3-days');
    });

    await test.step('alice saves, lands on the update page and attaches a PDF', async () => {
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page).toHaveURL(/\/leave\/update\/\d+$/);
      leaveId = Number(page.url().split('/').pop());
      await expect(page.getByText('Congé enregistré.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Modifier le congé' })).toBeVisible();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'justificatif.pdf', mimeType: 'application/pdf', buffer: PDF });
      const attachments = page.getByRole('region', { name: 'Pièces jointes' });
      await expect(attachments.getByRole('listitem')).toHaveCount(1);
      await expect(attachments).toContainText('justificatif.pdf');
      await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Créé par Alice Martin');
      await shoot(page, testInfo, 'journey-update-with-attachment');
    });

    await test.step('alice submits; the manager receives the mail', async () => {
      await page.getByRole('button', { name: 'Enregistrer et envoyer' }).click();
      await expect(page.getByText('Votre demande de congé a bien été envoyée.')).toBeVisible();
      await expect(page).toHaveURL(/\/leaves$/);
      const row = page.getByRole('row').filter({ hasText: fr(dates.begin) });
      await expect(row).toContainText('Envoyé');
      await expect(row).toContainText('Congés payés');
      const mail = await mailbox.waitFor({ to: 'manager@acme-conseil.fr', subject: 'Demande de congé à valider' });
      expect(mail.text).toContain('Alice Martin');
      expect(mail.text).toContain(fr(dates.begin));
    });

    await test.step('the manager downloads the leave with its attachment and validates it', async () => {
      await switchUser(page, loginAs, DEMO.manager);
      await page.goto('/back_office');
      await page.getByRole('link', { name: /^Gestion des congés/ }).click();
      await expect(page).toHaveURL(/\/back_office\/leave_management$/);
      // Submitted leaves by default.
      await expect(page.getByText('Statut : Envoyé')).toBeVisible();
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Alice Martin' })
        .filter({ hasText: fr(dates.begin) });
      await expect(row).toContainText('Envoyé');
      await shoot(page, testInfo, 'journey-back-office-list');
      // One labelled menu per row: the download is offered because the leave has an attachment.
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: 'Actions pour Alice Martin' }).click();
      await page.getByRole('menuitem', { name: 'Télécharger la pièce jointe' }).click();
      expect((await download).suggestedFilename()).toMatch(/^conge_martin_.*\.zip$/);
      await row.getByRole('button', { name: 'Actions pour Alice Martin' }).click();
      await page.getByRole('menuitem', { name: 'Valider' }).click();
      await confirmModal(page, 'Valider');
      await expect(page.getByText("Le congé d'Alice Martin est validé.")).toBeVisible();
      // Accepted, it leaves the default (submitted) list.
      await expect(row).toHaveCount(0);
    });

    await test.step('alice sees it accepted, read-only', async () => {
      await switchUser(page, loginAs, DEMO.alice);
      await page.goto('/leaves?filter=accepted');
      const row = page.getByRole('row').filter({ hasText: fr(dates.begin) });
      // A full page load: on a loaded 2-core machine the app's chunks once took more than the default 10 s.
      await expect(row).toContainText('Accepté', { timeout: 30_000 });
      await expect(row).toContainText(fr(dates.end));
      await row.getByRole('link', { name: /^Voir/ }).click();
      await expect(page).toHaveURL(new RegExp(`/leave/view/${leaveId}$`));
      // A summary titled with the type and dates (of another year: with their years), not a greyed form.
      const title = `Congés payés du ${fr(dates.begin)} au ${fr(dates.end)}`;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} — Acme Conseil`);
      const summary = page.getByTestId('leave-summary');
      await expect(summary).toContainText('3 jours');
      await expect(summary).toContainText('Hors jour férié : Lundi de Pentecôte');
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Modifié par Marc Lemoine');
    });

    await test.step('bob sees it in the calendar, Whit Monday left out', async () => {
      await switchUser(page, loginAs, DEMO.bob);
      await page.goto('/leaves/calendar');
      await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des congés' })).toBeVisible();
      const month = `${MONTHS_FR[Number(dates.begin.slice(5, 7)) - 1]} ${dates.begin.slice(0, 4)}`;
      const header = page.getByRole('columnheader', { name: month, exact: true });
      const anyMonth = page.getByRole('columnheader', { name: new RegExp(`^(${MONTHS_FR.join('|')}) \\d{4}$`) });
      await walkMonthsTo(header, anyMonth, () => page.getByRole('button', { name: 'Suivant' }).click(), 40);
      const aliceRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Alice Martin' }) });
      const described = `Alice Martin — Congés payés, 3 jours — du ${fr(dates.begin)} au ${fr(dates.end)} (Accepté)`;
      const cells = aliceRow.getByRole('cell', { name: described, exact: true });
      await expect(cells).toHaveCount(3);
      await cells.first().scrollIntoViewIfNeeded();
      await expect(aliceRow.locator(`td[data-date="${dates.whitMonday}"]`)).not.toHaveAttribute('aria-label');
      await shoot(page, testInfo, 'journey-calendar-bob');
    });

    await test.step('an overlapping request by alice gets the overlap message', async () => {
      await switchUser(page, loginAs, DEMO.alice);
      await page.goto('/leaves/create/');
      await pickDate(page, 'Date de début', dates.end);
      await chooseOption(page, 'Type de congé', 'RTT');
      await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('1');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(
        `Vous avez déjà posé des congés sur cette période : du ${fr(dates.begin)} au ${fr(dates.end)}, et leur statut est « Accepté ».`,
      );
      await expect(page).toHaveURL(/\/leaves\/create\/?$/);
    });
  });

  test('the manager delegates a leave to the whole Développement service', async ({ page, loginAs }, testInfo) => {
    test.setTimeout(120_000);
    const dates = journeyDates(testInfo);
    await loginAs(page, DEMO.manager);
    await page.goto('/back_office/leave_management');
    await page.getByRole('link', { name: 'Délégation de congés' }).click();
    await expect(page).toHaveURL(/\/leave_management\/leaves_form_management$/);
    // The address changes before the page's code has loaded; until then the list, and its own "Service" filter, stay
    // on screen (a loaded machine once chose the service in that filter).
    await expect(page.getByRole('heading', { level: 1, name: 'Délégation de congés' })).toBeVisible();

    await chooseOption(page, 'Service', /^Développement/);
    await pickDate(page, 'Date de début', dates.delegationBegin);
    await pickDate(page, 'Date de fin', dates.delegationEnd);
    await chooseOption(page, 'Type de congé', 'RTT');
    await expect(page.getByRole('textbox', { name: 'Nombre de jours' })).toHaveValue('2');
    await page.getByRole('checkbox', { name: 'Accepter directement' }).check();
    // What the manager sees before saving: the service still chosen (it was lost under load once, Save then off).
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(/^Développement/);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    // Once saved, the created leaves with their history (accepted: their attachments are fixed).
    await expect(page.getByRole('alert').filter({ hasText: '3 congés ont été créés.' })).toBeVisible();
    await page.getByRole('button', { name: /^Bob Durand/ }).click();
    await expect(page.getByRole('region', { name: 'Historique' })).toContainText('Créé par Marc Lemoine');
    await page.getByRole('link', { name: 'Retour à la gestion des congés' }).click();
    await expect(page).toHaveURL(/\/back_office\/leave_management$/);

    // Saved accepted ("submit" ticked): show the accepted ones from that day.
    await chooseOption(page, 'Statut', 'Accepté');
    await page.getByRole('textbox', { name: 'À partir du' }).fill(fr(dates.delegationBegin));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText(`À partir du : ${fr(dates.delegationBegin)}`)).toBeVisible();
    const rows = page
      .getByRole('row')
      .filter({ hasText: fr(dates.delegationBegin) })
      .filter({ hasText: 'RTT' });
    await expect(rows).toHaveCount(3);
    for (const name of ['Alice Martin', 'Bob Durand', 'Claire Petit']) {
      await expect(rows.filter({ hasText: name })).toContainText('Accepté');
    }
  });

  // @screenshots: left out of the calendar sweep (scripts/test.mjs), which is about dates, not looks.
  test(
    'screenshots of the list, the form and the calendar in French and English',
    { tag: '@screenshots' },
    async ({ page, loginAs }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1400, height: 900 });
      const dates = journeyDates(testInfo);
      const setPreferences = async (lang: 'fr' | 'en', theme: 'light' | 'dark') => {
        await page.context().addCookies([
          { name: 'lang', value: lang, url: BASE_URL },
          { name: 'theme', value: theme, url: BASE_URL },
        ]);
      };

      for (const [lang, theme] of [
        ['fr', 'light'],
        ['en', 'light'],
        ['fr', 'dark'],
      ] as const) {
        const words =
          lang === 'fr'
            ? { list: 'Mes congés', begin: 'Date de début', end: 'Date de fin', type: 'Type de congé', next: 'Suivant' }
            : { list: 'My leaves', begin: 'Begin date', end: 'End date', type: 'Type of leave', next: 'Next' };
        await switchUser(page, loginAs, DEMO.alice);
        await setPreferences(lang, theme);
        await page.goto('/leaves');
        await expect(page.getByRole('heading', { level: 1, name: words.list })).toBeVisible();
        await shoot(page, testInfo, `list-${lang}-${theme}`);

        // The form filled in (not saved): three weeks after Whit Monday, Tuesday to Thursday noon.
        await page.goto('/leaves/create/');
        await pickDate(page, words.begin, iso(plusDays(new Date(`${dates.whitMonday}T00:00:00Z`), 22)), lang);
        await pickDate(page, words.end, iso(plusDays(new Date(`${dates.whitMonday}T00:00:00Z`), 24)), lang);
        await chooseOption(page, lang === 'fr' ? 'Période de fin' : 'End period', lang === 'fr' ? 'Matin' : 'Morning');
        await chooseOption(page, words.type, 'Congés payés');
        await expect(
          page.getByRole('textbox', { name: lang === 'fr' ? 'Nombre de jours' : 'Number of days' }),
        ).toHaveValue(lang === 'fr' ? '2,5' : '2.5');
        await shoot(page, testInfo, `form-${lang}-${theme}`);

        await switchUser(page, loginAs, DEMO.bob);
        await setPreferences(lang, theme);
        await page.goto('/leaves/calendar');
        await expect(page.getByRole('rowheader', { name: 'Alice Martin' })).toBeVisible();
        // One month on: the coming weeks hold the demo's pending and accepted leaves.
        await page.getByRole('button', { name: words.next }).click();
        await shoot(page, testInfo, `calendar-${lang}-${theme}`);
      }
    },
  );
});
