// The project summaries journey of issue 27: accounting opens the customer summary from the back-office home, takes
// last quarter, opens one customer's chart and details (and the activities behind a figure), exports the XLSX and
// reads it back (its figures are the screen's), then opens the customer's projects; the manager sees the customers
// of his services' projects only, and the demo's 20-day budget ("Audit sécurité", for Air Horizon) shows its
// consumption. Few page loads: the modals and the menus do the rest.
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clockNow, DEMO, expect, test } from '../fixtures';
import { callApi } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };
const TITLE = 'Synthèse des projets par client';

/** "278,5 j" or "1 234,5 j" → the number of days. */
const days = (text: string | null) => Number((text ?? '').replace(/\s|j/g, '').replace(',', '.'));
/** 2026-07-01 → 01/07/2026. */
const french = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The calendar quarter before today's, as the "last quarter" button takes it. */
function lastQuarter() {
  const now = clockNow();
  const first = new Date(now.getFullYear(), Math.floor(now.getMonth() / 3) * 3 - 3, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 3, 0);
  return { from: iso(first), to: iso(last) };
}

/** Clicks a period button and waits for the customer summary of that period. */
async function choosePeriod(page: Page, button: string, from: string) {
  const answer = page.waitForResponse((r) => r.url().includes('project-summary-customer/') && r.url().includes(from));
  await page.getByRole('button', { name: button }).click();
  expect((await answer).ok()).toBe(true);
}

/** The names of the customers the summary lists. */
async function customerNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: TITLE }).locator('tbody tr');
  return (await rows.locator('td:first-child').allTextContents()).map((name) => name.trim());
}

test('accounting: last quarter by customer, a customer’s chart and details, the XLSX read back, its projects', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const { from, to } = lastQuarter();
  await loginAs(page, DEMO.accounting);

  await test.step('the card opens the summary; last quarter is one click', async () => {
    await page.goto('/back_office');
    await page.getByRole('link', { name: /^Synthèse des projets/ }).click(LOADED);
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible(LOADED);
    await choosePeriod(page, 'Le trimestre dernier', from);
    await expect(page.getByRole('button', { name: 'Le trimestre dernier' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`${french(from)} – ${french(to)}`)).toBeVisible();
    // The period is remembered in the cookies the spec names.
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect([cookies.dateStart, cookies.dateEnd]).toEqual([from, to]);
  });

  const row = page.getByRole('table', { name: TITLE }).getByRole('row', { name: /Banque Atlantique/ });
  const cells = row.getByRole('cell');
  await expect(cells.nth(3)).not.toHaveText('0 j');
  const screen = {
    total: days(await cells.nth(3).textContent()),
    worktime: days(await cells.nth(4).textContent()),
    noneworktime: days(await cells.nth(5).textContent()),
  };
  expect(screen.total).toBeCloseTo(screen.worktime + screen.noneworktime, 2);

  await test.step('accounting sees the customers of every service', async () => {
    const names = await customerNames(page);
    expect(names.some((name) => name === 'Groupe Santé Plus' || name === 'Énergies Nouvelles')).toBe(true);
  });

  await test.step('the chart modal: the months stacked by employee, and the same figures as a table', async () => {
    await row.getByRole('button', { name: 'Actions pour Banque Atlantique' }).click();
    await page.getByRole('menuitem', { name: 'Graphique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Graphique : Banque Atlantique' });
    await expect(dialog.getByTestId('summary-chart')).toBeVisible();
    await dialog.getByRole('switch', { name: 'Voir en tableau' }).click();
    await expect(dialog.getByRole('table', { name: 'Jours par mois et par salarié' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the details modal by project: its total is the row’s; a figure opens its activities', async () => {
    await row.getByRole('button', { name: 'Actions pour Banque Atlantique' }).click();
    await page.getByRole('menuitem', { name: 'Détails' }).click();
    const dialog = page.getByRole('dialog', { name: 'Détails : Banque Atlantique' });
    await dialog.getByText('Projet', { exact: true }).click();
    const table = dialog.getByRole('table', { name: 'Jours et jours non facturés par projet' });
    const total = table.locator('tfoot th');
    await expect(total.nth(1)).toBeVisible();
    expect(days(await total.nth(1).textContent())).toBe(screen.total);
    expect(days(await total.nth(2).textContent())).toBe(screen.noneworktime);
    await table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /Voir les activités/ })
      .first()
      .click();
    const activities = page.getByRole('dialog', { name: /^Activités : / });
    await expect(activities.locator('tbody tr').first()).toBeVisible();
    await expect(activities.getByRole('link', { name: /Accepté|Envoyé/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(activities).toBeHidden();
  });

  await test.step('the export: the XLSX named by the server holds the screen’s figures', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`synthese-projets-clients_${from}_${to}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toBe(`Du ${french(from)} au ${french(to)} (CRA validés)`);
    // values is 1-based and sparse: Array.from fills the holes, so indexes are column numbers.
    const header = Array.from(sheet.getRow(2).values as unknown[], (v) => String(v ?? ''));
    let found = false;
    sheet.eachRow((line, index) => {
      if (index < 3 || String(line.getCell(1).value) !== 'Banque Atlantique') return;
      found = true;
      expect(Number(line.getCell(header.indexOf('Total (jours)')).value)).toBe(screen.total);
      expect(Number(line.getCell(header.indexOf('Jours facturables')).value)).toBe(screen.worktime);
      expect(Number(line.getCell(header.indexOf('Jours non facturables')).value)).toBe(screen.noneworktime);
    });
    expect(found, 'a row for Banque Atlantique').toBe(true);
  });

  await test.step('the customer’s name opens its projects on the same period', async () => {
    await row.getByRole('link', { name: 'Banque Atlantique' }).click();
    await expect(page.getByRole('heading', { name: 'Projets de Banque Atlantique', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`customer_id=\\d+&dateStart=${from}&dateEnd=${to}`));
    const projects = page.getByRole('table', { name: 'Projets de Banque Atlantique' }).locator('tbody tr');
    await expect(projects.first()).toBeVisible();
  });
});

test('the manager sees his services’ customers only, and the 20-day budget’s consumption', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, DEMO.manager);
  await page.goto('/back_office/project_summary_customer');
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible(LOADED);
  await choosePeriod(page, 'Cette année', `${clockNow().getFullYear()}-01-01`);

  await test.step('only the customers of the Développement service’s projects', async () => {
    const names = await customerNames(page);
    expect(names).toContain('Air Horizon');
    expect(names).not.toContain('Groupe Santé Plus');
    expect(names).not.toContain('Énergies Nouvelles');
  });

  await test.step('the budget: its bar in the projects, then consumed, remaining and forecast in the view', async () => {
    await page.getByRole('link', { name: 'Air Horizon' }).click();
    const project = page.getByRole('row', { name: /Audit sécurité/ });
    await expect(project).toContainText(/sur 20 j \(\d+ %\)/);
    // Air Horizon's other project belongs to the Data & IA service: not his.
    await expect(page.getByRole('row', { name: /Tableaux de bord/ })).toHaveCount(0);
    await project.getByRole('button', { name: 'Audit sécurité', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Projet Audit sécurité' });
    const budget = dialog.getByTestId('project-budget');
    await expect(budget).toContainText('Jours vendus20 j');
    const href = await dialog.getByRole('link', { name: /propre page/ }).getAttribute('href');
    const id = new URLSearchParams(href!.split('?')[1]).get('id');
    const view = await callApi<{ project: { budget: { consumed_days: number; remaining_days: number } } }>(
      page,
      'GET',
      `project-view/${id}/?from=${clockNow().getFullYear()}-01-01&to=${clockNow().getFullYear()}-12-31`,
    );
    const { consumed_days, remaining_days } = view.project.budget;
    expect(consumed_days).toBeGreaterThan(0);
    const frenchDays = (n: number) => `${String(n).replace('.', ',')} j`;
    await expect(budget).toContainText(`Consommés${frenchDays(consumed_days)}`);
    await expect(budget).toContainText(`Restants${frenchDays(remaining_days)}`);
    await expect(budget).toContainText(/budget sera épuisé le \d\d\/\d\d\/\d{4}|Pas encore de rythme/);
  });
});
