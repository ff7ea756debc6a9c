// The approval circuit (issue 28): the administrator ticks "Circuit de validation" on a type of leave (offered, no
// longer "to come"); Alice asks for a day of it; her manager is mailed, finds it in his "To validate" panel and
// validates step 1 there; hr is mailed, opens it in the back office (step 2 of 2) and validates it; Alice is mailed,
// her leave is accepted, its history names each step.
//
// Self-cleaning: once over, passed or failed, the leave is taken back to draft and deleted, the type deactivated.
// The type's name carries the retry number.
import { DEMO, expect, test } from '../fixtures';
import { freeDay } from '../support/leaves';
import { callApi, switchUser } from '../support/session';

/** The first load of a page: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

let madeType = 0;
let madeLeave = 0;
test.afterEach(async ({ page, loginAs }) => {
  if (madeLeave) {
    await switchUser(page, loginAs, DEMO.hr);
    const leave = await callApi(page, 'GET', `leave/${madeLeave}/`);
    if (leave.status !== 'draft') await callApi(page, 'PATCH', `leave/${madeLeave}/`, { status: 'draft' });
    await callApi(page, 'DELETE', `leave/${madeLeave}/`);
    madeLeave = 0;
  }
  if (madeType) {
    await switchUser(page, loginAs, DEMO.admin);
    const type = await callApi(page, 'GET', `typeOfLeave/${madeType}/`);
    await callApi(page, 'PUT', `typeOfLeave/${madeType}/`, { ...type, active: false });
    madeType = 0;
  }
});

test('a leave through its approval circuit: the manager validates step 1 from the inbox, hr step 2', async ({
  page,
  loginAs,
  mailbox,
}, testInfo) => {
  // Four people's pages on a 2-core machine shared with other runs.
  test.setTimeout(300_000);
  const name = `Congé à circuit ${testInfo.retry + 1}`;
  let day = '';
  const shown = () => day.split('-').reverse().join('/');

  await test.step('the administrator ticks the approval circuit on a type of leave', async () => {
    await loginAs(page, DEMO.admin);
    const type = await callApi(page, 'POST', 'typeOfLeave/', { name });
    madeType = type.id;
    expect(type.activate_validation_workflow).toBe(false);
    await page.goto('/back_office/type_of_leave_management');
    await page.getByRole('button', { name: `Modifier ${name}` }).click(LOADED);
    await page.getByRole('button', { name: 'Plus de réglages' }).click();
    await expect(page.getByText(/à venir/)).toHaveCount(0);
    await page.getByRole('switch', { name: /^Circuit de validation/ }).check();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).toHaveURL(/\/type_of_leave_management$/);
    expect((await callApi(page, 'GET', `typeOfLeave/${madeType}/`)).activate_validation_workflow).toBe(true);
  });

  await test.step('alice asks for a day of it: it waits for step 1 of 2, her manager’s', async () => {
    await switchUser(page, loginAs, DEMO.alice);
    day = await freeDay(page, testInfo, 1);
    const leave = await callApi(page, 'POST', 'leave/', {
      begin_date: day,
      begin_period: 'AM',
      end_date: day,
      end_period: 'PM',
      type_of_leave: madeType,
      status: 'submitted',
    });
    madeLeave = leave.id;
    await page.goto(`/leave/view/${madeLeave}`);
    await expect(page.getByText('En attente : étape 1 sur 2 (responsable)')).toBeVisible(LOADED);
  });

  await test.step('her manager is mailed and validates step 1 from his "To validate" panel', async () => {
    const mail = await mailbox.waitFor({ to: 'manager@acme-conseil.fr', subject: '(étape 1 sur 2)' });
    expect(mail.text).toContain(`demande un congé « ${name} »`);
    await switchUser(page, loginAs, DEMO.manager);
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'À valider' });
    const row = panel.getByRole('listitem', { name: 'Congé — Alice Martin' }).filter({ hasText: shown() });
    await expect(row).toContainText('étape 1 sur 2', LOADED);
    await row.getByRole('button', { name: "Valider l'étape — Alice Martin" }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("La demande passera à l'étape suivante du circuit.");
    await dialog.getByRole('button', { name: "Valider l'étape", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Étape validée : le congé d'Alice Martin passe à l'étape suivante.")).toBeVisible();
    await expect(row).toBeHidden();
  });

  await test.step('hr is mailed, sees step 2 of 2 on the leave’s page and validates it', async () => {
    const mail = await mailbox.waitFor({ to: 'rh@acme-conseil.fr', subject: '(étape 2 sur 2)' });
    expect(mail.text).toContain(`/back_office/leave_management/leave-view/${madeLeave}`);
    await switchUser(page, loginAs, DEMO.hr);
    await page.goto(`/back_office/leave_management/leave-view/${madeLeave}`);
    await expect(page.getByText('En attente : étape 2 sur 2 (RH)')).toBeVisible(LOADED);
    await expect(page.getByRole('region', { name: 'Historique' })).toContainText(
      'Circuit de validation : étape 1 sur 2 validée',
    );
    await page.getByRole('button', { name: 'Valider', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Le congé d'Alice Martin est validé.")).toBeVisible();
  });

  await test.step('alice is mailed; her leave is accepted', async () => {
    await mailbox.waitFor({ to: 'alice@acme-conseil.fr', subject: 'Votre demande de congé est acceptée' });
    await switchUser(page, loginAs, DEMO.alice);
    await page.goto(`/leave/view/${madeLeave}`);
    await expect(page.getByText('Accepté', { exact: true })).toBeVisible(LOADED);
    await expect(page.getByRole('region', { name: 'Historique' })).toContainText(
      'Circuit de validation : étape 2 sur 2 validée',
    );
  });
});
