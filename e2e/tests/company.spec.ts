// Company management (issue 10, spec/3 §3 "Company"): an administrator uploads the company's logo, which the login
// page of the company's host then shows, and a welcome image that employees see on their dashboard; then turns
// leaves off, after which employees no longer see leaves anywhere, and one who still had a leaves page open is told
// the module is off. The tests put the company back as they found it (flags on, no images): the other journeys share
// the demo database.
import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, newPinnedContext, test } from '../fixtures';
import { csrfOf } from '../support/session';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The company as the administrator left it before the test: leaves on, no logo. */
async function restoreCompany(request: APIRequestContext, csrf: string) {
  const headers = { 'X-CSRFToken': csrf };
  await request.patch('/api/my-company/', { data: { use_leaves: true }, headers });
  await request.delete('/api/my-company/logo/', { headers });
  await request.delete('/api/my-company/welcome-image/', { headers });
}

test('an administrator sets the logo and turns leaves off; employees follow at once', async ({
  page,
  browser,
  loginAs,
}) => {
  // Four browsers and two uploads on a shared 2-core machine: more than the default minute.
  test.setTimeout(120_000);
  await loginAs(page, DEMO.admin);
  // An employee already on the leaves list when the module is turned off.
  const employeeContext = await newPinnedContext(browser);
  const employee = await employeeContext.newPage();
  await loginAs(employee, DEMO.alice);
  await employee.goto('/leaves');
  await expect(
    employee.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Congés' }),
  ).toBeVisible();

  try {
    // The back-office home leads to the screen.
    await page.goto('/back_office');
    await page.getByRole('link', { name: /Entreprise/ }).click();
    await expect(page).toHaveURL(/\/back_office\/company_management$/);
    await expect(page.getByRole('heading', { name: "Gestion de l'entreprise", level: 1 })).toBeVisible();

    // The logo: chosen, uploaded at once, shown in the header.
    const general = page.getByRole('region', { name: 'Informations générales' });
    await general
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText("L'entreprise Acme Conseil a bien été mise à jour.")).toBeVisible();
    const headerLogo = page.getByRole('banner').getByRole('img', { name: 'Acme Conseil' });
    await expect(headerLogo).toBeVisible();
    const logoUrl = await headerLogo.getAttribute('src');
    expect(logoUrl).toMatch(/^\/api\/company-logo\/\d+\/\?v=\d+$/);

    // The login page of the company's host shows it.
    const visitor = await newPinnedContext(browser);
    const login = await visitor.newPage();
    await login.goto('/login');
    await expect(login.locator(`img[src="${logoUrl}"]`)).toBeVisible();
    expect(await login.locator(`img[src="${logoUrl}"]`).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await visitor.close();

    // The welcome image, which employees see on their dashboard.
    await general
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: 'bienvenue.png', mimeType: 'image/png', buffer: PNG });
    await expect(general.getByRole('img', { name: "Image d'accueil" })).toBeVisible();
    await employee.goto('/');
    await expect(employee.getByTestId('welcome-image')).toBeVisible();
    await employee.goto('/leaves');

    // Leaves off.
    await general.getByRole('switch', { name: 'Congés' }).uncheck();
    await general.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("L'entreprise Acme Conseil a bien été mise à jour.").first()).toBeVisible();

    // The employee who had the leaves list open: at the next page load, leaves are gone from the menu and the page.
    await employee.reload();
    await expect(employee).toHaveURL(/\/$/);
    await expect(
      employee.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Congés' }),
    ).toHaveCount(0);

    // A fresh employee sign-in: no leaves in the menu, no leave panels, /leaves goes home.
    const bobContext = await newPinnedContext(browser);
    const bob = await bobContext.newPage();
    await loginAs(bob, DEMO.bob);
    await bob.goto('/');
    await expect(bob.getByRole('heading', { name: /Bonjour/ })).toBeVisible();
    await expect(
      bob.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Congés' }),
    ).toHaveCount(0);
    await bob.goto('/leaves');
    await expect(bob).toHaveURL(/\/$/);
    expect((await bob.request.get('/api/leave/')).status()).toBe(403);
    await bobContext.close();
  } finally {
    await restoreCompany(page.request, await csrfOf(page));
    await employeeContext.close();
  }
});

test('a module turned off while an employee uses it: the call is refused with an explanation and the menu follows', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs(page, DEMO.alice);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Bonjour/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Congés' })).toBeVisible();

  const adminContext = await newPinnedContext(browser);
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin);
  const csrf = await csrfOf(admin);
  try {
    expect(
      (
        await admin.request.patch('/api/my-company/', { data: { use_leaves: false }, headers: { 'X-CSRFToken': csrf } })
      ).status(),
    ).toBe(200);
    // Alice's menu still offers leaves (her `me` is from before); her list, which she has not read yet, is refused.
    await menu.getByRole('link', { name: 'Congés' }).click();
    await expect(page.getByText("Ce module n'est pas activé pour votre entreprise.").first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Congés' })).toHaveCount(0);
  } finally {
    await restoreCompany(admin.request, csrf);
    await adminContext.close();
  }
});

test('an administrator chooses the expense exports the back office offers', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.admin);
  const csrf = await csrfOf(page);
  const headers = { 'X-CSRFToken': csrf };
  const saved = (await (await page.request.get('/api/company-settings/expense/')).json()) as Record<string, unknown>;
  try {
    await page.goto('/back_office/company_management');
    await page.getByRole('tab', { name: 'Notes de frais' }).click();
    const journal = page.getByRole('checkbox', { name: 'Journal comptable (CSV)' });
    await expect(page.getByRole('checkbox', { name: 'Notes de frais (Excel)' })).toBeChecked();
    await expect(journal).toBeChecked();
    await journal.uncheck();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("L'entreprise Acme Conseil a bien été mise à jour.").first()).toBeVisible();

    expect((await (await page.request.get('/api/company-settings/expense/')).json()).export_plugins).toEqual([
      'expense-xlsx',
    ]);
    // The back office now offers the workbook only, and the journal is refused.
    const plugins = await (await page.request.get('/api/export-plugin/?module=expense')).json();
    expect(plugins.results.map((p: { id: string }) => p.id)).toEqual(['expense-xlsx']);
    expect((await page.request.get('/api/exports/expense-claims/expense-journal/')).status()).toBe(404);

    await page.reload();
    await page.getByRole('tab', { name: 'Notes de frais' }).click();
    await expect(page.getByRole('checkbox', { name: 'Journal comptable (CSV)' })).not.toBeChecked();
  } finally {
    await page.request.put('/api/company-settings/expense/', { data: saved, headers });
  }
});
