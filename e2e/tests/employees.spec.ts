import { DEMO, expect, newPinnedContext, test } from '../fixtures';
import { fillSignInForm } from '../support/session';

test('HR creates an employee, who chooses a password from the invitation mail and signs in', async ({
  page,
  loginAs,
  mailbox,
}) => {
  // A long journey (two browsers, a mail): more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const username = `lmartin${Date.now() % 100000}`;
  const email = `${username}@acme-conseil.fr`;
  await loginAs(page, DEMO.hr);
  await page.goto('/back_office');
  await page.getByRole('link', { name: /Gestion des collaborateurs/ }).click();
  await expect(page).toHaveURL(/\/back_office\/employees_management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des collaborateurs' })).toBeVisible();
  await expect(page.getByText(/Affichage de \d+ lignes sur \d+/)).toBeVisible();

  await page.getByRole('link', { name: 'Créer un utilisateur' }).click();
  await expect(page).toHaveURL(/\/employees_management\/create$/);
  // The shared rules run in the browser first: the required fields.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Veuillez remplir tous les champs obligatoires (*).').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Prénom' }).fill('léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('martin-durand');
  // The username is suggested from the name (issue 25): first initial and last name, in small letters, no hyphen.
  await expect(page.getByRole('textbox', { name: 'Identifiant' })).toHaveValue('lmartindurand');
  await expect(page.getByText("Proposé d'après le nom : modifiez-le si besoin.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Identifiant' }).fill(username);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Matricule' }).fill(`M-${username}`);
  await page.getByRole('combobox', { name: 'Services' }).click();
  await page.getByRole('option', { name: 'Data & IA' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText("Le compte de Léa a été créé ; l'invitation est envoyée.")).toBeVisible();
  await expect(page).toHaveURL(/\/back_office\/employees_management$/);
  // The list on screen, not the form it replaces (both have a "Nom" box).
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des collaborateurs' })).toBeVisible();
  // Names capitalised as the company writes them; found by the last-name filter.
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('martin-durand');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).press('Enter');
  // Her row, by this attempt's employee number (a retry finds the Léa of the attempt before too); the filter is in
  // force once every row left is a Martin-Durand (until the list answers, the whole first page shows).
  const row = page.getByRole('row', { name: new RegExp(`M-${username}`) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Léa/ }).filter({ hasNotText: 'Martin-Durand' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Martin-Durand' }).first()).toBeVisible();
  await expect(row).toContainText('Martin-Durand');
  await expect(row).toContainText('Data & IA');

  // Her own page (issue 25), from her last name: identity, contract, balances, documents, history, actions.
  await row.getByRole('link', { name: 'Ouvrir la fiche de Léa Martin-Durand' }).click();
  await expect(page).toHaveURL(/\/employees_management\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Martin-Durand' })).toBeVisible();
  await expect(page).toHaveTitle(/Léa Martin-Durand/);
  const identity = page.getByRole('region', { name: 'Identité et compte' });
  await expect(identity).toContainText(username);
  await expect(identity).toContainText(/Invitation envoyée, en attente/);
  await expect(page.getByRole('region', { name: 'Services et rôles' })).toContainText('Data & IA');
  await expect(page.getByRole('region', { name: 'Services et rôles' })).toContainText('Collaborateur');
  await expect(page.getByRole('region', { name: 'Historique des modifications' })).toContainText(
    'Aucune modification depuis la création du compte.',
  );
  await expect(page.getByRole('button', { name: "Renvoyer l'invitation" })).toBeVisible();
  await page.goBack();

  // The edit page: never signed in, so the invitation waits and the employee may still be deleted.
  await row.getByRole('link', { name: 'Modifier Léa Martin-Durand' }).click();
  await expect(page.getByText(/Invitation envoyée, en attente/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toBeEnabled();

  const mail = await mailbox.waitFor({ to: email, subject: 'Votre compte a été créé' });
  const link = mail.links.find((href) => href.includes('/change-password/'));
  expect(link, `a /change-password/ link in:\n${mail.text}`).toBeTruthy();

  // The newcomer, in a browser of their own.
  const newcomer = await (await newPinnedContext(page.context().browser()!, { locale: 'fr-FR' })).newPage();
  await newcomer.goto(new URL(link as string).pathname);
  await expect(newcomer.getByRole('heading', { name: 'Choisir votre mot de passe' })).toBeVisible();
  await newcomer.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('lea-choisit-42');
  await newcomer.getByLabel('Confirmer le nouveau mot de passe').fill('lea-choisit-42');
  await newcomer.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(newcomer).toHaveURL(/\/login$/);
  await fillSignInForm(newcomer, username, 'lea-choisit-42');
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeVisible();

  // The invitation is spent: opening it again says so in its own words.
  await newcomer.goto(new URL(link as string).pathname);
  await expect(newcomer.getByText(/Cette invitation a expiré ou a déjà été utilisée/)).toBeVisible();
  await newcomer.close();

  // Signed in once: deletion is no longer possible, and the button says why.
  await page.reload();
  await expect(page.getByText(/Dernière connexion le/)).toBeVisible();
  const remove = page.getByRole('button', { name: 'Supprimer' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  // The inert button lets no pointer events through to itself (Mantine's data-disabled): hover where it is.
  await remove.hover({ force: true });
  await expect(page.getByText("Impossible. Cet utilisateur s'est déjà connecté.")).toBeVisible();
});

test('the list shows inactive employees on demand, highlighted, and roles under their names', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, DEMO.admin);
  // Someone who has left: created inactive through the API.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const username = `pgirard${Date.now() % 100000}`;
  const created = await page.request.post('/api/user/', {
    headers: { 'X-CSRFToken': csrf },
    data: { username, first_name: 'Paul', last_name: 'Ancien', email: `${username}@acme-conseil.fr`, is_active: false },
  });
  expect(created.status()).toBe(201);

  await page.goto('/back_office/employees_management');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Ancien');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).press('Enter');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Afficher les inactifs' }).check();
  const paul = page.getByRole('row', { name: /Paul/ });
  await expect(paul).toContainText('Inactif');

  // Roles under their names (issue 25; initials with their labels on hover only on a phone).
  await page.getByRole('button', { name: 'Effacer' }).click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Anne');
  await page.getByRole('textbox', { name: 'Prénom' }).press('Enter');
  const anne = page.getByRole('row', { name: /Anne/ });
  await expect(anne.getByText('Administrateur', { exact: true })).toBeVisible();
});

test('a collaborator cannot reach the employees screens', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.alice);
  await page.goto('/back_office/employees_management');
  await expect(page).toHaveURL(/\/$/);
});
