// Platform journeys (issue 2): sign-in per role, menus and back-office access, password reset by mail, password and
// profile edits, language and theme, log out, the superuser console and a trial company's banner and tour.
// Each test touches its own account's state (bob changes his password, claire resets hers, alice edits her profile)
// so that they can run in any order on the one demo database.
import type { Page } from '@playwright/test';
import { BASE_URL, DEMO, expect, test } from '../fixtures';
import { fillSignInForm } from '../support/session';

/** The French words the UI uses (apps/web/public/locales/fr.json); French is the default language. */
const FR = {
  nav: 'Menu principal',
  dashboard: 'Tableau de bord',
  backOffice: 'Espace de gestion',
  activity: "Rapports d'activité",
  expenses: 'Notes de frais',
  leaves: 'Congés',
  timeTracking: 'Suivi du temps',
  missionOrders: 'Ordres de mission',
  wellness: 'Bien-être',
  username: 'Identifiant',
  password: 'Mot de passe',
  signIn: 'Se connecter',
};

/**
 * Calls the API from the page itself, with its cookies and CSRF token: for a host Node cannot resolve
 * (globex.localhost), where the loginAs fixture's page.request cannot go.
 */
async function callInPage(page: Page, method: string, path: string, body: unknown) {
  const csrf = (await page.context().cookies(page.url())).find((c) => c.name === 'csrftoken')?.value ?? '';
  const status = await page.evaluate(
    async ({ method, path, body, csrf }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body, csrf },
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: FR.nav });
}

/**
 * The sidebar entries of each role: the dashboard, activity reports and leaves for collaborator and hr (spec/1 §6:
 * the self-service modules), their mission orders for those with mission_orders.view (collaborator, hr and the
 * assistant), the back office for staff.
 */
const ROLES = [
  { username: DEMO.admin, role: 'administrator', backOffice: true, selfService: false, missionOrders: false },
  { username: DEMO.hr, role: 'hr', backOffice: true, selfService: true, missionOrders: true },
  { username: DEMO.accounting, role: 'accounting', backOffice: true, selfService: false, missionOrders: false },
  { username: DEMO.manager, role: 'manager', backOffice: true, selfService: false, missionOrders: false },
  { username: DEMO.assistant, role: 'assistant', backOffice: false, selfService: false, missionOrders: true },
  { username: DEMO.alice, role: 'collaborator', backOffice: false, selfService: true, missionOrders: true },
];

test.describe('menus by role', () => {
  for (const { username, role, backOffice, selfService, missionOrders } of ROLES) {
    test(`${role} (${username}) sees the menu and back-office access of the role, in French`, async ({
      page,
      loginAs,
    }) => {
      await loginAs(page, username);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();

      // The modules built so far: the dashboard, activity reports (order 0), expense claims (1), leaves (2) and time
      // tracking (3) for those who keep their own (collaborator or hr), mission orders (4) for those who receive them,
      // wellness (5) for everyone, and the back office (order 10) for staff.
      const entries = sidebar(page).getByRole('link');
      await expect(entries).toHaveText([
        FR.dashboard,
        ...(selfService ? [FR.activity, FR.expenses, FR.leaves, FR.timeTracking] : []),
        ...(missionOrders ? [FR.missionOrders] : []),
        // Wellness (5) needs only the company's flag (spec/2 §6), which Acme has: every role rates their day.
        FR.wellness,
        // A validator's entry carries the count of requests awaiting them (issue 8).
        ...(backOffice ? [new RegExp(`^${FR.backOffice}`)] : []),
      ]);
      const headerLink = page.getByRole('banner').getByRole('link', { name: FR.backOffice });
      await expect(headerLink).toHaveCount(backOffice ? 1 : 0);

      await page.goto('/back_office');
      if (backOffice) {
        await expect(page.getByRole('heading', { level: 1, name: 'Espace de gestion' })).toBeVisible();
        // Every back-office role validates leaves (spec/3 §6): the Operational group holds Leaves Management.
        const operational = page.getByRole('region', { name: 'Opérationnel' });
        await expect(operational.getByRole('link', { name: /^Gestion des congés/ })).toBeVisible();
      } else {
        // Not allowed: sent home, like an unknown URL.
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
      }
    });
  }

  test('the profile menu offers the four entries of the spec', async ({ page, loginAs }) => {
    await loginAs(page, DEMO.alice);
    await page.goto('/');
    await page.getByRole('button', { name: "Menu du profil d'Alice Martin" }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Modifier le mot de passe',
      'Modifier mon profil',
      "Demander de l'aide",
      'Se déconnecter',
    ]);
    await page.getByRole('menuitem', { name: "Demander de l'aide" }).click();
    await expect(page).toHaveURL(/\/support$/);
    // Sending needs a type and a description (spec/1 §2).
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});

test.describe('sign in', () => {
  test('a visitor is sent to login, and a wrong password gets the spec message', async ({ page }) => {
    await page.goto('/edit-profile');
    // Login keeps the page asked for, to open it once signed in (a mail's link, issue 8).
    await expect(page).toHaveURL(/\/login\?next=%2Fedit-profile$/);
    await expect(page.getByRole('heading', { name: 'Acme Conseil' })).toBeVisible();
    // Each page its own tab title; the product's name for a visitor, the company's once signed in.
    await expect(page).toHaveTitle('Connexion — Staff');

    await fillSignInForm(page, DEMO.assistant, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(
      "Échec de la connexion : identifiant ou mot de passe refusé pour assistant (vérifiez aussi l'adresse de la page).",
    );
    await expect(page).toHaveURL(/\/login\?next=%2Fedit-profile$/);

    await page.getByRole('textbox', { name: FR.password, exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: FR.signIn }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page).toHaveTitle(/— Acme Conseil$/);
    await page.goto('/');
    await expect(sidebar(page).getByRole('link', { name: FR.dashboard })).toBeVisible();
    await expect(page).toHaveTitle('Tableau de bord — Acme Conseil');

    // A signed-in user who opens login is sent home; an unknown URL goes home too.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('about is open to visitors and shows the version and the terms', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: /^À propos de / })).toBeVisible();
    await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+/);
    await expect(page.getByRole('heading', { name: "Conditions générales d'utilisation" })).toBeVisible();
    // Said once: the heading is the text's own first line, not a title of ours above it.
    await expect(page.getByText("Conditions générales d'utilisation", { exact: true })).toHaveCount(1);
    await expect(page).toHaveTitle('À propos — Staff');
  });
});

test.describe('passwords', () => {
  test('claire resets her password from the mail link and signs in with the new one', async ({ page, mailbox }) => {
    const newPassword = 'claire-reset-42';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/reset$/);

    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText('Veuillez saisir votre identifiant ou votre adresse e-mail.')).toBeVisible();

    await page.getByLabel('Identifiant ou e-mail').fill(DEMO.claire);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status')).toContainText('Si un compte correspond');

    const mail = await mailbox.waitFor({ to: DEMO.claire, subject: 'Réinitialisation' });
    const link = mail.links.find((href) => href.includes('/change-password/'));
    expect(link, `a /change-password/ link in:\n${mail.text}`).toBeTruthy();
    const path = new URL(link as string).pathname;

    await page.goto(path);
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('something-else');
    await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    await expect(page.getByText('Les mots de passe doivent être identiques !')).toBeVisible();

    await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();

    await fillSignInForm(page, DEMO.claire, newPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Claire' })).toBeVisible();

    // The link works once.
    await page.goto('/logout');
    await expect(page.getByText('Vous avez bien été déconnecté.')).toBeVisible();
    // The page checks the link on opening: a spent one says so at once, with no form to fill in vain.
    await page.goto(path);
    await expect(page.getByText("Ce lien n'est pas valide ou a expiré.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })).toHaveCount(0);
  });

  test('bob changes his password from /edit-password', async ({ page, loginAs }) => {
    const newPassword = 'bob-changed-42';
    await loginAs(page, DEMO.bob);
    await page.goto('/edit-password');
    const old = page.getByLabel('Mot de passe actuel');
    const fresh = page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true });
    const confirm = page.getByLabel('Confirmer le nouveau mot de passe');
    const submit = page.getByRole('button', { name: 'Modifier mon mot de passe' });

    await old.fill(DEMO.password);
    await submit.click();
    await expect(page.getByText('Veuillez saisir le nouveau mot de passe et sa confirmation !').first()).toBeVisible();

    await fresh.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères !')).toBeVisible();

    // A wrong old password is refused without signing bob out.
    await old.fill('not-my-password');
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await expect(page.getByText('Vos mots de passe sont incorrects.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/edit-password$/);

    await old.fill(DEMO.password);
    await submit.click();
    await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/logout');
    await expect(page.getByText('Vous avez bien été déconnecté.')).toBeVisible();
    await expect(loginAs(page, DEMO.bob)).rejects.toThrow(/401/);
    const bob = await loginAs(page, DEMO.bob, newPassword);
    // Bob's demo password back, for the journeys of other files that sign him in on the same database.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const restored = await page.request.put('/api/my-account/password/', {
      data: { id: bob.id, old_password: newPassword, new_password: DEMO.password },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(restored.status()).toBe(204);
  });
});

test('alice edits her profile: invalid values are refused with the spec messages, valid ones are saved', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, DEMO.alice);
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Identifiant')).toHaveValue(DEMO.alice);
  await expect(page.getByLabel('Identifiant')).not.toBeEditable();

  const email = page.getByLabel('E-mail');
  const original = await email.inputValue();
  await email.fill('alice@acme');
  await page.getByLabel('Téléphone').fill('01 AB');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'adresse e-mail n'est pas valide.")).toBeVisible();
  await expect(page.getByText("Le numéro de téléphone n'est pas valide.")).toBeVisible();

  await page.getByLabel('Prénom').fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Veuillez remplir tous les champs obligatoires (*).')).toBeVisible();

  await page.getByLabel('Prénom').fill('Alice');
  await email.fill(original);
  await page.getByLabel('Téléphone').fill('');
  await page.getByLabel('Mobile').fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Mobile')).toHaveValue('+33 6 12 34 56 78');

  // Her language (issue 28): chosen here, it is saved and the interface follows at once; then French again.
  const language = page.getByRole('radiogroup', { name: 'Votre langue' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/my_account/') && r.request().method() === 'PATCH');
  await language.getByText('English', { exact: true }).click();
  expect((await (await saved).json()).language).toBe('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit my profile' })).toBeVisible();
  await expect(page).toHaveTitle(/^Edit my profile/);
  const back = page.waitForResponse((r) => r.url().endsWith('/api/my_account/') && r.request().method() === 'PATCH');
  await page.getByRole('radiogroup', { name: 'Your language' }).getByText('Français', { exact: true }).click();
  expect((await (await back).json()).language).toBe('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeVisible();
});

test('English and the dark theme are remembered across reloads', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.manager);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  // The radio inputs are visually hidden behind their labels: click the label inside the group.
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/my_account/') && r.request().method() === 'PATCH',
  );
  await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
  expect((await recorded).status()).toBe(200);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The theme switch reloads the page (spec/1 §1).
  await page.getByRole('switch', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello / })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The switch is the manager's own language too (issue 28): his mails go in English. Back to French, so that the
  // journeys after this one read his mails in French.
  expect((await (await page.request.get('/api/my_account/')).json()).language).toBe('en');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/my_account/') && r.request().method() === 'PATCH');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
  expect((await (await saved).json()).language).toBe('fr');
});

test('the sidebar keeps the place of the theme and language switches while they load', async ({ page, loginAs }) => {
  // They come after first paint, in a chunk of their own (Sidebar.tsx): held back here to see the page without them.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/PreferenceSwitches-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await loginAs(page, DEMO.manager);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour / })).toBeVisible();
  const footer = page.locator('.mantine-AppShell-navbar .mantine-AppShell-section').last();
  await expect(page.getByRole('switch')).toHaveCount(0);
  const waiting = await footer.boundingBox();

  release();
  await expect(page.getByRole('switch', { name: 'Thème sombre' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Langue' })).toBeVisible();
  // Nothing moves when they arrive: the footer's top stays where it was (within a pixel's rounding).
  const loaded = await footer.boundingBox();
  expect(Math.abs((loaded?.y ?? 0) - (waiting?.y ?? 0))).toBeLessThan(1);
});

test('log out ends the session and says so', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.hr);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu du profil de Régine Henry' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByText('Vous avez bien été déconnecté.')).toBeVisible();
  await page.getByRole('link', { name: 'Se reconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/my_account/');
  expect(me.status()).toBe(401);
});

test('a session ended elsewhere sends the user to login with the spec message', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.accounting);
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Mobile')).toBeVisible();

  // Another tab of the same browser logs out: this tab's next call finds no session.
  const other = await page.context().newPage();
  await other.goto('/logout');
  await expect(other.getByText('Vous avez bien été déconnecté.')).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fedit-profile$/);
  await expect(page.getByText('Votre session a été perdue, veuillez vous reconnecter pour continuer.')).toHaveCount(1);
});

test('the superuser lands on /admin/ and sees every company', async ({ page }) => {
  await page.goto('/login');
  await fillSignInForm(page, DEMO.root, DEMO.password);
  await expect(page).toHaveURL(/\/admin\/$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Acme Conseil/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Globex/ })).toBeVisible();
  await expect(page.getByText(/^Affichage de \d+ lignes? sur \d+$/)).toBeVisible();

  // The self-service pages are not the superuser's.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/$/);
});

test('the superuser creates a company with its first administrator, then deactivates it', async ({ page, loginAs }) => {
  // A name of its own, so that a second run on the same database does not collide with the first.
  const suffix = Date.now().toString(36);
  const name = `Initech ${suffix}`;
  await loginAs(page, DEMO.root);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Créer une entreprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une entreprise' });
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(dialog.getByText('Obligatoire.').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).first().fill(name);
  await dialog.getByRole('textbox', { name: "Nom d'hôte" }).fill(`initech-${suffix}.localhost`);
  await dialog.getByRole('switch', { name: "Période d'essai" }).click();
  await dialog.getByRole('textbox', { name: 'Identifiant' }).fill(`initech-admin-${suffix}`);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`boss-${suffix}@initech.com`);
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Bill');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).last().fill('Lumbergh');
  await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('initech-42');
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText(`L'entreprise ${name} a été créée.`)).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Payante');
  await row.getByRole('button', { name: `Désactiver — ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Désactiver ${name} ?` })
    .getByRole('button', { name: 'Désactiver' })
    .click();
  await expect(row).toContainText('Inactive');

  // Its administrator cannot sign in while it is inactive, on its own host (there only do its people sign in).
  await page.goto('/logout');
  await expect(page.getByText('Vous avez bien été déconnecté.')).toBeVisible();
  const origin = new URL(BASE_URL);
  origin.hostname = `initech-${suffix}.localhost`;
  await expect(loginAs(page, `initech-admin-${suffix}`, 'initech-42', { origin: origin.origin })).rejects.toThrow(
    /403/,
  );
});

test('a user of a trial company sees the trial banner and the welcome tour', async ({ page, baseURL }) => {
  const globex = new URL(baseURL ?? 'http://localhost');
  globex.hostname = `globex.${globex.hostname}`;
  await page.goto(new URL('/login', globex).href);
  await expect(page.getByRole('heading', { name: 'Globex' })).toBeVisible();

  // The tour shows until the user closes it; make that the starting point whatever ran before.
  await callInPage(page, 'POST', '/api/auth/', { username: DEMO.globexUser, password: DEMO.password });
  await callInPage(page, 'PUT', '/api/my-account/preferences/general/', { should_display_welcome_modal: true });
  await page.goto(new URL('/', globex).href);

  const tour = page.getByRole('dialog', { name: 'Bienvenue !' });
  await expect(tour).toBeVisible();
  await expect(tour.getByRole('tab')).toHaveCount(5);
  for (let step = 0; step < 4; step += 1) await tour.getByRole('button', { name: 'Suivant' }).click();
  await expect(tour.getByRole('tab', { name: 'Conditions' })).toHaveAttribute('aria-selected', 'true');
  const close = tour.getByRole('button', { name: 'Fermer', exact: true });
  await expect(close).toBeDisabled();
  await tour.getByLabel("J'ai lu et j'accepte les conditions générales d'utilisation").check();
  await close.click();
  await expect(tour).toBeHidden();

  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText("Période d'essai");
  await expect(banner).toContainText(/Il reste \d+ jours? à votre période d'essai|se termine aujourd'hui/);
  await expect(banner.getByRole('link', { name: 'Voir nos tarifs' })).toHaveAttribute('href', /^https:\/\//);
  await banner.getByRole('button', { name: "Masquer l'avis de période d'essai" }).click();
  await expect(banner).toBeHidden();

  // Closing the tour was saved: it does not come back.
  await page.reload();
  await expect(page.getByTestId('trial-banner')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
