// The cancellation workflow (issue 28): the administrator ticks "Circuit d'annulation" on a type of leave with a quota;
// Alice asks to cancel her accepted leave of that type from its page; her manager is mailed, finds the request in his
// "To validate" panel and accepts it there; Alice is mailed, her leave is back to draft and its day back to her balance.
//
// The type is made through the API with its quota (the form has its own journey in reference-types.spec.ts); the flag
// is ticked on the form, where it no longer says "to come". The type's name carries the retry number.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { freeDay } from '../support/leaves';
import { callApi, switchUser } from '../support/session';

/** The first load of a page: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

/** The "Remaining" figure of the type's row in "Mes soldes". */
const remaining = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Mes soldes' })
    .getByTestId('balances')
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('cell')
    .last();

/**
 * The type this test made, deactivated once the test is over, passed or failed: an active type with a quota shows in
 * everyone's balances, which other journeys read row by row (leaves-numbers.spec.ts: paid leave first).
 */
let madeType = 0;
test.afterEach(async ({ page, loginAs }) => {
  if (!madeType) return;
  await switchUser(page, loginAs, DEMO.admin);
  const type = await callApi(page, 'GET', `typeOfLeave/${madeType}/`);
  await callApi(page, 'PUT', `typeOfLeave/${madeType}/`, { ...type, active: false });
  madeType = 0;
});

test('an accepted leave cancelled on request: asked by the employee, accepted from the inbox, its day given back', async ({
  page,
  loginAs,
  mailbox,
}, testInfo) => {
  // Four people's pages on a 2-core machine shared with other runs.
  test.setTimeout(300_000);
  const name = `Congé annulable ${testInfo.retry + 1}`;
  let typeId = 0;
  let leaveId = 0;
  let day = '';
  /** The leave's row in Alice's list (the balances' row names the type too). */
  const leaveRow = () => page.getByRole('row').filter({ hasText: day.split('-').reverse().join('/') });

  await test.step('the administrator ticks the cancellation workflow on a type with 2 days a year', async () => {
    await loginAs(page, DEMO.admin);
    const type = await callApi(page, 'POST', 'typeOfLeave/', { name, rights_management: true, annual_quota: 2 });
    typeId = type.id;
    madeType = typeId;
    await page.goto('/back_office/type_of_leave_management');
    await page.getByRole('button', { name: `Modifier ${name}` }).click(LOADED);
    await page.getByRole('button', { name: 'Plus de réglages' }).click();
    const flag = page.getByRole('switch', { name: /^Circuit d'annulation/ });
    await expect(flag).toBeVisible();
    await expect(page.getByText(/Circuit d'annulation.*à venir/)).toHaveCount(0);
    await flag.check();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).toHaveURL(/\/type_of_leave_management$/);
    const saved = await callApi(page, 'GET', `typeOfLeave/${typeId}/`);
    expect(saved.activate_cancellation_workflow).toBe(true);
  });

  await test.step("alice's leave of that type is accepted by her manager", async () => {
    await switchUser(page, loginAs, DEMO.alice);
    day = await freeDay(page, testInfo);
    const leave = await callApi(page, 'POST', 'leave/', {
      begin_date: day,
      begin_period: 'AM',
      end_date: day,
      end_period: 'PM',
      type_of_leave: typeId,
      status: 'submitted',
    });
    leaveId = leave.id;
    await switchUser(page, loginAs, DEMO.manager);
    await callApi(page, 'PATCH', `leave/${leaveId}/`, { status: 'accepted' });
  });

  await test.step('alice asks to cancel it from its page; it stays accepted, the request shown', async () => {
    await switchUser(page, loginAs, DEMO.alice);
    await page.goto('/leaves');
    await expect(remaining(page, name)).toHaveText('1', LOADED);
    await page.goto(`/leave/view/${leaveId}`);
    await page.getByRole('button', { name: "Demander l'annulation" }).click(LOADED);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("Il reste accepté jusqu'à la décision d'un valideur");
    await dialog.getByRole('button', { name: "Demander l'annulation" }).click();
    await expect(page.getByText("Votre demande d'annulation a été envoyée.")).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Annulation demandée' })).toContainText(
      "Vous avez demandé l'annulation de ce congé",
    );
    await expect(page.getByRole('button', { name: "Demander l'annulation" })).toBeHidden();
    await page.goto('/leaves');
    await expect(leaveRow()).toContainText('Annulation demandée', LOADED);
    // Until a validator decides, the day still counts.
    await expect(remaining(page, name)).toHaveText('1');
  });

  await test.step('her manager is mailed and accepts it from his "To validate" panel', async () => {
    const mail = await mailbox.waitFor({ to: 'manager@acme-conseil.fr', subject: 'Annulation de congé à valider' });
    expect(mail.text).toContain(`demande l'annulation de son congé « ${name} »`);
    await switchUser(page, loginAs, DEMO.manager);
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'À valider' });
    const row = panel.getByRole('listitem', { name: 'Annulation de congé — Alice Martin' }).filter({
      hasText: day.split('-').reverse().join('/'),
    });
    await expect(row).toBeVisible(LOADED);
    await row.getByRole('button', { name: "Accepter l'annulation — Alice Martin" }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('ses jours seront rendus au solde');
    await dialog.getByRole('button', { name: "Accepter l'annulation", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Le congé d'Alice Martin est annulé.")).toBeVisible();
    await expect(row).toBeHidden();
  });

  await test.step('alice is mailed; her leave is a draft again and its day back in her balance', async () => {
    const mail = await mailbox.waitFor({
      to: 'alice@acme-conseil.fr',
      subject: "Votre demande d'annulation est acceptée",
    });
    expect(mail.text).toContain('ses jours vous sont rendus');
    await switchUser(page, loginAs, DEMO.alice);
    await page.goto('/leaves');
    await expect(remaining(page, name)).toHaveText('2', LOADED);
    await expect(leaveRow()).toContainText('Brouillon');
  });
});
