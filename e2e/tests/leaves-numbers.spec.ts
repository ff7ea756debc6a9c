// Issue 8, "numbers that agree" and the calendar's hover: the dashboard's recap follows a request sent in the app at
// once (no reload), the balances read as paid leave does (N-1, N, planned days), and a calendar cell tells whose leave
// it is, and opens it for those who may.
import type { Page } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';

const iso = (date: Date) => date.toISOString().slice(0, 10);
/** 2026-12-14 → 14/12/2026, as lists show dates. */
const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** An unsafe call through the page's session (the CSRF cookie echoed in its header). */
async function post(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return page.request.post(path, { data, headers: { 'X-CSRFToken': csrf } });
}

/**
 * A one-day draft of paid leave for the signed-in user this year (the recap's year): the first weekday from
 * tomorrow on, else from 2 January, that the server accepts (no overlap, no public holiday).
 */
async function draftThisYear(page: Page, types: { id: number; name: string }[]) {
  const type = types.find((t) => t.name === 'Congés payés')!;
  const now = clockNow();
  const year = now.getUTCFullYear();
  const days: string[] = [];
  for (
    let d = new Date(now.getTime() + 86_400_000);
    d.getUTCFullYear() === year;
    d = new Date(d.getTime() + 86_400_000)
  )
    days.push(iso(d));
  for (let d = new Date(Date.UTC(year, 0, 2)); d < now; d = new Date(d.getTime() + 86_400_000)) days.push(iso(d));
  for (const day of days.filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))) {
    const res = await post(page, '/api/leave/', {
      begin_date: day,
      begin_period: 'AM',
      end_date: day,
      end_period: 'PM',
      type_of_leave: type.id,
      status: 'draft',
    });
    if (res.status() === 201) return (await res.json()) as { id: number; begin_date: string };
  }
  throw new Error('no free day left this year');
}

test('the recap follows a request sent in the app at once', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.alice);
  const types = (await (await page.request.get('/api/typeOfLeave/')).json()).results;
  const leave = await draftThisYear(page, types);

  await page.goto('/');
  const recap = page.getByRole('region', { name: /Récapitulatif des congés/ });
  const figure = async (status: string) =>
    Number(
      (((await recap.getByTestId(`total-${status}`).textContent()) ?? '').match(/([\d,]+) jours?/)?.[1] ?? '').replace(
        ',',
        '.',
      ),
    );
  await expect(recap.getByTestId('total-draft')).toContainText('jour');
  // The spec's order, accepted first, each in days.
  await expect(recap.getByTestId(/^total-/)).toHaveText([/^Accepté/, /./, /^Brouillon/, /^Refusé/]);
  const before = { draft: await figure('draft'), submitted: await figure('submitted') };

  // Sent from the list, then back to the dashboard by the menu: the recap is not reloaded, its query is refreshed.
  await page.getByRole('link', { name: 'Congés', exact: true }).first().click();
  const which = `congé du ${fr(leave.begin_date)} au ${fr(leave.begin_date)}`;
  await page.getByRole('button', { name: `Envoyer — ${which}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('link', { name: 'Tableau de bord', exact: true }).first().click();
  await expect.poll(() => figure('submitted')).toBe(before.submitted + 1);
  expect(await figure('draft')).toBe(before.draft - 1);
});

test('the balances read as paid leave does', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.bob);
  await page.goto('/leaves');
  const balances = page.getByRole('region', { name: 'Mes soldes' });
  const table = balances.getByTestId('balances');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Type',
    'Acquis',
    'Pris',
    'Planifiés',
    'Envoyés',
    'Restant',
  ]);
  await expect(table.getByRole('row').nth(1)).toContainText('Congés payés N-1');
  await expect(table.getByRole('row').nth(1)).toContainText(/Période de référence du 01\/06\/\d{4} au 31\/05\/\d{4}/);
  await expect(table.getByRole('row').nth(2)).toContainText('Congés payés N');
  await expect(table.getByRole('row').nth(2)).toContainText("en cours d'acquisition");
  // N is earned month by month: "x / 25".
  await expect(table.getByRole('row').nth(2).getByRole('cell').nth(1)).toHaveText(/^[\d,]+ \/ 25$/);
  await expect(balances).toContainText('2,08 jours acquis par mois travaillé');

  // On a phone, one card per row and no sideways scrolling. The cards are CSS (shown at once on resize); the shell and
  // the filters switch to their phone layout on the render after the media-query event, and the menu slides out for
  // 200 ms: the page fits once that is done. Measured at once, it raced that render (421 px wide, issue 20).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(balances.getByTestId('balance-card').first()).toContainText('Congés payés N-1');
  await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});

test('a calendar cell shows the leave on hover and opens it for those who may', async ({ page, loginAs }) => {
  const claireRow = () => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Claire Petit' }) });

  // Bob, a colleague, sees Claire's leave but cannot open it.
  await loginAs(page, DEMO.bob);
  await page.goto('/leaves/calendar');
  const mark = claireRow().locator('[data-leave]').first();
  // The demo's leaves of the coming weeks load with the page (slowly when the machine is busy).
  await expect(mark).toBeAttached({ timeout: 30_000 });
  await mark.hover();
  const tooltip = page.getByTestId('calendar-tooltip');
  await expect(tooltip).toContainText('Claire Petit');
  await expect(tooltip).toContainText(/jours?/);
  await expect(tooltip).not.toContainText('Cliquez pour ouvrir');
  await mark.click();
  await expect(page).toHaveURL(/\/leaves\/calendar$/);

  // Her manager may open it: the back office's view of the leave.
  await page.context().clearCookies();
  await loginAs(page, DEMO.manager);
  await page.goto('/leaves/calendar');
  const managed = claireRow().locator('[data-leave]').first();
  await expect(managed).toBeAttached({ timeout: 30_000 });
  const leaveId = await managed.getAttribute('data-leave');
  await managed.hover();
  await expect(page.getByTestId('calendar-tooltip')).toContainText('Cliquez pour ouvrir la demande');
  await managed.click();
  await expect(page).toHaveURL(new RegExp(`/leave-view/${leaveId}$`));
});
