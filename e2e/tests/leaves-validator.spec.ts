// The validator's day (issue 8): the count of what awaits a decision on the Back Office entry (the validation inbox,
// issue 25: every kind), the leaves awaiting it on the "Leaves management" card, and the dashboard's "To validate"
// panel, which validates in place and the counts drop; a
// notification mail's link opened signed out leads, once signed in, to that leave; refusing with a reason that the
// requester reads on the leave, in its history and in the mail; a leave outside one's scope is not found at once.
//
// Requests are made through the API (the form has its own journey in leaves.spec.ts) on February days of a far year,
// which hold no public holiday and no demo leave; a retry shifts one more year.
import type { Page, TestInfo } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';
import { requestPaidLeave } from '../support/leaves';
import { callApi, switchUser } from '../support/session';

const FR = {
  username: 'Identifiant',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  panel: 'À valider',
};

/** Tuesday and Wednesday of the `week`-th week of February (0-based), years ahead of today. */
function februaryDays(testInfo: TestInfo, week: number): { begin: string; end: string } {
  const year = clockNow().getFullYear() + 4 + testInfo.retry;
  const first = new Date(Date.UTC(year, 1, 1));
  const firstTuesday = 1 + ((2 - first.getUTCDay() + 7) % 7);
  const day = (n: number) => `${year}-02-${String(n).padStart(2, '0')}`;
  return { begin: day(firstTuesday + 7 * week), end: day(firstTuesday + 7 * week + 1) };
}
/** 2031-02-04 → 04/02/2031, as the screens show dates. */
const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

/** What waits for the user's decision: all of it (the Back Office entry), and the leaves (their card, cancellations too). */
const pendingCount = async (page: Page): Promise<{ all: number; leaves: number }> => {
  const inbox = await callApi(page, 'GET', 'validation_inbox/?limit=1');
  return { all: inbox.count, leaves: inbox.by_kind.leave + inbox.by_kind.leave_cancellation };
};
const waiting = (n: number) => `${n} élément${n > 1 ? 's' : ''} à valider`;

test.describe("the validator's day", () => {
  test('the counters and the "To validate" panel; validating in place makes them drop', async ({
    page,
    loginAs,
  }, testInfo) => {
    await loginAs(page, DEMO.alice);
    await requestPaidLeave(page, februaryDays(testInfo, 0));
    await switchUser(page, loginAs, DEMO.manager);
    const before = await pendingCount(page);
    expect(before.leaves).toBeGreaterThan(0);

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const backOffice = nav.getByRole('link', { name: /^Espace de gestion/ });
    await expect(backOffice).toContainText(String(before.all), LOADED);
    await expect(backOffice).toHaveAccessibleName(`Espace de gestion ${waiting(before.all)}`);

    const panel = page.getByRole('region', { name: FR.panel });
    await expect(panel).toContainText(`${before.all} élément`);
    const rows = panel.getByRole('listitem', { name: /^Congé — / });
    await expect(rows.first()).toBeVisible();
    // The panel holds the 50 oldest items of every kind.
    expect(await panel.getByRole('listitem').count()).toBe(Math.min(before.all, 50));
    // The oldest request first: its name, dates and days are on its row.
    const first = rows.first();
    const name = (await first.getByRole('link').first().textContent())!.trim();
    await expect(first).toContainText(/du \d\d\/\d\d\/\d{4} au \d\d\/\d\d\/\d{4} · \d/);

    await first.getByRole('button', { name: `Valider — ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The decision refreshes every counter.
    const after = { all: before.all - 1, leaves: before.leaves - 1 };
    await expect(backOffice).toHaveAccessibleName(
      after.all > 0 ? `Espace de gestion ${waiting(after.all)}` : 'Espace de gestion',
    );
    if (after.all > 0) await expect(panel).toContainText(`${after.all} élément`);
    else await expect(panel).toContainText("Rien n'attend votre décision.");

    await backOffice.click();
    const card = page.getByRole('link', { name: /^Gestion des congés/ });
    if (after.leaves > 0) await expect(card).toContainText(waiting(after.leaves));
  });

  test("a mail's link opens its leave after sign-in; refused with a reason, the employee reads why", async ({
    page,
    loginAs,
    mailbox,
  }, testInfo) => {
    test.setTimeout(120_000);
    const days = februaryDays(testInfo, 1);
    const reason = "Trop d'absents dans l'équipe cette semaine-là.";
    await loginAs(page, DEMO.alice);
    const leaveId = await requestPaidLeave(page, days);

    await test.step('the manager opens the link of his mail, signed out, and lands on the leave once signed in', async () => {
      const mail = await mailbox.waitFor({ to: 'manager@acme-conseil.fr', subject: 'Demande de congé à valider' });
      const link = mail.text.match(/https?:\/\/\S+\/leave-view\/\d+/)?.[0];
      expect(link, mail.text).toBeDefined();
      const path = new URL(link!).pathname;
      expect(path).toBe(`/back_office/leave_management/leave-view/${leaveId}`);

      await page.context().clearCookies();
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?next=/, LOADED);
      await page.getByRole('textbox', { name: FR.username, exact: true }).fill(DEMO.manager);
      await page.getByRole('textbox', { name: FR.password, exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: FR.signIn }).click();
      await expect(page).toHaveURL(new RegExp(`/back_office/leave_management/leave-view/${leaveId}$`), LOADED);
      await expect(
        page.getByText('Demande de Alice Martin').or(page.getByText("Demande d'Alice Martin")),
      ).toBeVisible();
    });

    await test.step('he refuses it with a reason', async () => {
      await page.getByRole('button', { name: 'Refuser', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Motif (facultatif)' }).fill(reason);
      await dialog.getByRole('button', { name: 'Refuser', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: 'Motif du refus' })).toContainText(reason);
    });

    await test.step('alice reads the reason in the mail, on the leave and in its history', async () => {
      const mail = await mailbox.waitFor({ to: 'alice@acme-conseil.fr', subject: 'refusée' });
      expect(mail.text).toContain(`Motif : ${reason}`);
      await switchUser(page, loginAs, DEMO.alice);
      await page.goto(new URL(mail.text.match(/https?:\/\/\S+\/leave\/view\/\d+/)![0]).pathname);
      await expect(page).toHaveURL(new RegExp(`/leave/view/${leaveId}$`));
      await expect(page.getByRole('alert').filter({ hasText: 'Motif du refus' })).toContainText(reason, LOADED);
      await expect(page.getByRole('region', { name: 'Historique' })).toContainText(`Motif du refus : ${reason}`);
      await expect(page.getByText(fr(days.begin)).first()).toBeVisible();
    });
  });

  test('the back office row offers one labelled menu, the download only with attachments', async ({
    page,
    loginAs,
  }, testInfo) => {
    const days = februaryDays(testInfo, 3);
    await loginAs(page, DEMO.claire);
    await requestPaidLeave(page, days);
    await switchUser(page, loginAs, DEMO.manager);
    await page.goto('/back_office/leave_management');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Claire Petit' })
      .filter({ hasText: fr(days.begin) });
    await expect(row.getByRole('button')).toHaveCount(1, LOADED);
    await row.getByRole('button', { name: 'Actions pour Claire Petit' }).click();
    const menu = page.getByRole('menu');
    // Open, decide, then apart the step back; no download: this leave has no attachment.
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Voir',
      'Modifier',
      'Valider',
      'Refuser',
      'Repasser en brouillon',
    ]);
    await expect(menu.locator('.mantine-Menu-divider')).toHaveCount(2);
  });

  test('a sign-in link pointing elsewhere lands home', async ({ page }) => {
    await page.goto('/login?next=%2F%2Fexample.com%2Fphish');
    await expect(page.getByRole('textbox', { name: FR.username, exact: true })).toBeVisible(LOADED);
    await page.getByRole('textbox', { name: FR.username, exact: true }).fill(DEMO.alice);
    await page.getByRole('textbox', { name: FR.password, exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: FR.signIn }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test("a colleague's leave opened by its address is not found, at once and without a trace", async ({
    page,
    loginAs,
  }, testInfo) => {
    await loginAs(page, DEMO.alice);
    const leaveId = await requestPaidLeave(page, februaryDays(testInfo, 2));
    await switchUser(page, loginAs, DEMO.bob);
    await page.goto(`/leave/view/${leaveId}`);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible(LOADED);
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pièces jointes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Date de début' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await page.goto('/leave/view/not-a-number');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible(LOADED);
    await expect(page.getByRole('region', { name: 'Pièces jointes' })).toHaveCount(0);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  });
});
