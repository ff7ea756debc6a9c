// A company's deletion (issue 10; spec/1 §2, spec/3 §1): its administrator asks for it from the company management
// page, the company is locked at once, the superusers are mailed; the superuser reads the recap, types the company's
// name and deletes it, or unlocks it. Each test creates its own company: the demo companies stay for the others.
// Its people sign in on its own host (issue 21: sign-in respects the host's company), a *.localhost name that Chromium
// resolves by itself.
import type { Page } from '@playwright/test';
import { apiLogin, BASE_URL, DEMO, expect, test } from '../fixtures';
import { signInWithForm } from '../support/session';

/** The superuser creates a company with its administrator, through the API. */
async function createCompany(page: Page, suffix: string) {
  await apiLogin(page, DEMO.root);
  const name = `Initech ${suffix}`;
  const admin = `initech-admin-${suffix}`;
  const hostname = `initech-${suffix}.localhost`;
  const response = await page.request.post('/api/company/', {
    headers: { 'X-CSRFToken': await csrfOfHost(page, BASE_URL) },
    data: {
      name,
      hostname,
      admin: {
        username: admin,
        first_name: 'Pierre',
        last_name: 'Giboin',
        email: `${admin}@initech.test`,
        password: 'initech1',
      },
    },
  });
  expect(response.status()).toBe(201);
  const origin = new URL(BASE_URL);
  origin.hostname = hostname;
  return { id: (await response.json()).id as number, name, admin, origin: origin.origin };
}

/** The CSRF token the app handed out on `origin` (cookies are per host). */
const csrfOfHost = async (page: Page, origin: string): Promise<string> =>
  (await page.context().cookies(origin)).find((c) => c.name === 'csrftoken')?.value ?? '';

test('an administrator asks for the deletion, is locked out, and the superuser deletes the company', async ({
  page,
  loginAs,
  mailbox,
}) => {
  const company = await createCompany(page, `del-${Date.now()}`);

  await loginAs(page, company.admin, 'initech1', { origin: company.origin });
  await page.goto(`${company.origin}/back_office/company_management`);
  await page.getByRole('button', { name: 'Demander la suppression' }).click();
  const confirm = page.getByRole('dialog', { name: `Supprimer ${company.name} ?` });
  const lock = confirm.getByRole('button', { name: 'Demander la suppression' });
  await expect(lock).toBeDisabled();
  await confirm.getByRole('textbox', { name: "Nom de l'entreprise" }).fill(company.name);
  await lock.click();
  await expect(page.getByText("La suppression a été demandée. L'entreprise est verrouillée.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Locked: the administrator cannot sign in any more.
  await signInWithForm(page, company.admin, 'initech1', company.origin);
  await expect(page.getByRole('alert')).toContainText('le compte de votre entreprise est désactivé');
  await expect(page).toHaveURL(/\/login$/);

  const mail = await mailbox.waitFor({ to: 'root@localhost', subject: company.name });
  expect(mail.text).toContain(`/delete-company/${company.id}?user=`);

  await loginAs(page, DEMO.root);
  await page.goto('/admin');
  await page.getByRole('link', { name: `Examiner — ${company.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/delete-company/${company.id}\\?user=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `Suppression d'${company.name}` })).toBeVisible();
  await expect(page.getByText(`${company.admin}@initech.test`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Données détenues' })).toContainText('Types de congé');

  const remove = page.getByRole('button', { name: 'Supprimer définitivement' });
  await expect(remove).toBeDisabled();
  const typed = page.getByRole('textbox', { name: `Saisissez « ${company.name} » pour permettre la suppression` });
  await typed.fill(company.name.toLowerCase());
  await expect(remove).toBeDisabled();
  await typed.fill(company.name);
  await remove.click();
  await expect(page.getByText('Entreprise supprimée avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: `Examiner — ${company.name}` })).toHaveCount(0);
  const gone = await page.request.get(`/api/company/${company.id}/`);
  expect(gone.status()).toBe(404);
});

test('the superuser unlocks a company awaiting deletion, and its users sign in again', async ({ page, loginAs }) => {
  const company = await createCompany(page, `unl-${Date.now()}`);
  // Signed in on the company's host, the page asks for the deletion from there (Node cannot resolve *.localhost).
  await apiLogin(page, company.admin, 'initech1', { origin: company.origin });
  const csrf = await csrfOfHost(page, company.origin);
  const status = await page.evaluate(
    async (token) => (await fetch('/api/my-company/', { method: 'DELETE', headers: { 'X-CSRFToken': token } })).status,
    csrf,
  );
  expect(status).toBe(204);

  await loginAs(page, DEMO.root);
  await page.goto('/admin');
  await page.getByRole('link', { name: `Examiner — ${company.name}` }).click();
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await page
    .getByRole('dialog', { name: `Déverrouiller ${company.name} ?` })
    .getByRole('button', { name: 'Déverrouiller' })
    .click();
  await expect(page.getByText('Entreprise déverrouillée avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: `Examiner — ${company.name}` })).toHaveCount(0);
  // Unlocked, the company is in use again: its page (an old mail's link) no longer offers the deletion.
  await page.goto(`/delete-company/${company.id}`);
  await page
    .getByRole('textbox', { name: `Saisissez « ${company.name} » pour permettre la suppression` })
    .fill(company.name);
  await expect(page.getByRole('button', { name: 'Supprimer définitivement' })).toBeDisabled();

  await signInWithForm(page, company.admin, 'initech1', company.origin);
  await expect(page).toHaveURL(`${company.origin}/`);
});

test('the deletion page is for the superuser only: anyone else is sent home', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/delete-company/1?user=1');
  await expect(page).toHaveURL(/\/$/);
});
