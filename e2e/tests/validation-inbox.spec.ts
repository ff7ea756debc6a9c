// The validator's one inbox (issue 25): alice sends a leave, the activity report and the expense claim of one month;
// her manager finds the three in the dashboard's "À valider" panel, each with the figure that matters, and accepts
// them in bulk after one confirmation that lists what it will do; the Back Office badge counts the same items.
//
// A far month (2015, the earliest year listed) and far February days hold nothing of the demo; a retry moves on.
import type { Page, TestInfo } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';
import { MONTHS_FR } from '../support/french';
import { requestPaidLeave } from '../support/leaves';
import { callApi, switchUser } from '../support/session';

type List<T> = { count: number; results: T[] };
type Document = { id: number; status: string };

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };

/** A month of 2015 for this run's report and claim (March, or later on a retry). */
const monthOf = (testInfo: TestInfo) => `2015-${String(3 + testInfo.retry).padStart(2, '0')}`;

/** Tuesday and Wednesday of the second week of February, six years ahead (the leaves journeys take +4). */
function februaryDays(testInfo: TestInfo): { begin: string; end: string } {
  const year = clockNow().getFullYear() + 6 + testInfo.retry;
  const first = new Date(Date.UTC(year, 1, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7) + 7;
  const day = (n: number) => `${year}-02-${String(n).padStart(2, '0')}`;
  return { begin: day(tuesday), end: day(tuesday + 1) };
}

/** Alice's report or claim of the month, filled by `fill` and sent (a retry takes another month). */
async function sent(
  page: Page,
  path: 'activity-report' | 'expense-claim',
  month: string,
  fill?: (id: number) => Promise<void>,
) {
  const document = await callApi<Document>(page, 'POST', `${path}/`, { date: `${month}-01` });
  expect(document.status).toBe('draft');
  await fill?.(document.id);
  await callApi(page, 'PATCH', `${path}/${document.id}/`, { status: 'submitted' });
  return document.id;
}

test('a manager decides on a leave, a report and a claim from one inbox, in bulk', async ({
  page,
  loginAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const month = monthOf(testInfo);
  const days = februaryDays(testInfo);
  await loginAs(page, DEMO.alice);
  await requestPaidLeave(page, days);
  const reportId = await sent(page, 'activity-report', month);
  const claimId = await sent(page, 'expense-claim', month, async (id) => {
    const [customer] = (await callApi<List<{ id: number }>>(page, 'GET', 'customer/?limit=1')).results;
    const [vehicle] = (await callApi<List<{ id: number }>>(page, 'GET', 'typeOfVehicle/')).results;
    await callApi(page, 'POST', `expense-claim/${id}/travel/`, {
      date: `${month}-10`,
      place: 'Nantes – Rennes',
      round_trip: false,
      mileage: 110,
      customer: customer?.id,
      type_of_vehicle: vehicle?.id,
    });
  });

  await switchUser(page, loginAs, DEMO.manager);
  const inbox = await callApi<List<{ kind: string }>>(page, 'GET', 'validation_inbox/?limit=1000');
  // The panel holds the 50 oldest: the demo leaves this manager fewer, so that the newest (alice's) are in it.
  expect(inbox.count).toBeLessThanOrEqual(50);
  const count = inbox.count;

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const backOffice = nav.getByRole('link', { name: /^Espace de gestion/ });
  await expect(backOffice).toHaveAccessibleName(`Espace de gestion ${count} éléments à valider`, LOADED);

  const panel = page.getByRole('region', { name: 'À valider' });
  await expect(panel).toContainText(`${count} éléments attendent votre décision`);
  const fr = (iso: string) => iso.split('-').reverse().join('/');
  const monthName = `${MONTHS_FR[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
  const leave = panel.getByRole('listitem', { name: 'Congé — Alice Martin' }).filter({ hasText: fr(days.begin) });
  const report = panel
    .getByRole('listitem', { name: "Rapport d'activité — Alice Martin" })
    .filter({ hasText: monthName });
  const claim = panel.getByRole('listitem', { name: 'Note de frais — Alice Martin' }).filter({ hasText: monthName });
  // Each with the figure that matters: the leave's days, the report's worked days, the claim's total in euros.
  await expect(leave).toContainText(`du ${fr(days.begin)} au ${fr(days.end)} · 2 jours`);
  await expect(report).toContainText(`${monthName} · 0 jour travaillé`);
  await expect(claim).toContainText(/€/);

  for (const row of [leave, report, claim]) await row.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Accepter la sélection (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Décider pour 3 éléments' });
  const planned = dialog.getByRole('list', { name: 'Décisions prévues' }).getByRole('listitem');
  await expect(planned).toHaveText([
    `Valider — Congé d'Alice Martin (du ${fr(days.begin)} au ${fr(days.end)})`,
    `Valider — Rapport d'activité d'Alice Martin (${monthName})`,
    `Accepter — Note de frais d'Alice Martin (${monthName})`,
  ]);
  await dialog.getByRole('button', { name: 'Confirmer (3)' }).click();
  await expect(page.getByText('3 éléments traités.')).toBeVisible();

  // Decided: gone from the inbox, and every badge counts three fewer.
  await expect(leave).toHaveCount(0);
  await expect(report).toHaveCount(0);
  await expect(claim).toHaveCount(0);
  const after = count - 3;
  await expect(backOffice).toHaveAccessibleName(
    after > 0 ? `Espace de gestion ${after} élément${after > 1 ? 's' : ''} à valider` : 'Espace de gestion',
  );
  expect((await callApi<Document>(page, 'GET', `activity-report/${reportId}/`)).status).toBe('accepted');
  expect((await callApi<Document>(page, 'GET', `expense-claim/${claimId}/`)).status).toBe('accepted');
});
