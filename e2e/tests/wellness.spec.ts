// The wellness journey of issue 26: alice rates her day from the banner and the banner goes; hr writes a 3-question
// survey and sends it to Développement; alice answers it from her mail; hr opens the management screen, sees the
// day's marks and the team chart; the manager sees his team's averages only, never a mark one by one. Every run
// seeds its own database: alice has not rated the pinned day yet.
import { DEMO, expect, TODAY, test } from '../fixtures';
import { switchUser } from '../support/session';

/** The first look after a full page load: the app's chunks parse slowly on a loaded 2-core machine. */
const LOADED = { timeout: 30_000 };
const frenchDay = `${TODAY.slice(8, 10)}/${TODAY.slice(5, 7)}/${TODAY.slice(0, 4)}`;

test('wellness: the daily banner, a survey by mail, the HR screen and the manager’s averages', async ({
  page,
  loginAs,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const title = `Rentrée ${Date.now() % 100_000}`;

  await test.step('alice rates her day from the banner, which goes', async () => {
    await loginAs(page, DEMO.alice);
    await page.goto('/');
    const banner = page.getByTestId('wellness-banner');
    await expect(banner).toBeVisible(LOADED);
    const fourStars = await banner.getByRole('radio', { name: '4 étoiles' }).getAttribute('id');
    await banner.locator(`label[for="${fourStars}"]`).click();
    await expect(page.getByText('Note de bien-être envoyée.')).toBeVisible();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Bien-être' })).toBeVisible(LOADED);
    await expect(page.getByTestId('wellness-banner')).toBeHidden();
  });

  await test.step('hr writes a 3-question survey and sends it to Développement', async () => {
    await switchUser(page, loginAs, DEMO.hr);
    await page.goto('/back_office');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Bien-être/ })
      .click();
    await expect(page).toHaveURL(/\/back_office\/wellness_management$/, LOADED);
    await expect(page).toHaveTitle(/^Gestion du bien-être — /);
    const form = page.getByRole('form', { name: 'Écrire un questionnaire' });
    await form.getByLabel('Titre du questionnaire').fill(title);
    await form.getByRole('textbox', { name: 'Élément 1' }).fill('Comment se passe la rentrée ?');
    await form.getByRole('button', { name: 'Ajouter un élément' }).click();
    await form.getByRole('textbox', { name: 'Élément 2' }).fill("Combien d'heures de réunion par semaine ?");
    await form.getByRole('combobox', { name: "Type de l'élément 2" }).click();
    await page.getByRole('option', { name: 'Nombre', exact: true }).click();
    await form.getByRole('button', { name: 'Ajouter un élément' }).click();
    await form.getByRole('textbox', { name: 'Élément 3' }).fill('Recommanderiez-vous votre équipe ?');
    await form.getByRole('combobox', { name: "Type de l'élément 3" }).click();
    await page.getByRole('option', { name: 'Oui / non', exact: true }).click();
    await form.getByRole('combobox', { name: 'Envoyer à' }).click();
    await page.getByRole('option', { name: 'Développement', exact: true }).click();
    await form.getByRole('button', { name: 'Envoyer le questionnaire' }).click();
    await expect(page.getByText('Le questionnaire a été envoyé par mail.')).toBeVisible();
  });

  await test.step('alice answers it from her mail', async () => {
    const mail = await mailbox.waitFor({ to: DEMO.alice, subject: title });
    const link = mail.links.find((href) => href.includes('/wellness?survey='));
    expect(link, mail.text).toBeTruthy();
    await switchUser(page, loginAs, DEMO.alice);
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page).toHaveTitle(/^Bien-être — /, LOADED);
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible(LOADED);
    // Sent empty, each question says it needs its answer.
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await expect(modal.getByText('Veuillez répondre à cette question.')).toHaveCount(3);
    await modal.getByLabel('Comment se passe la rentrée ?').fill('Bien, merci');
    await modal.getByLabel("Combien d'heures de réunion par semaine ?").fill('6,5 h');
    await expect(modal.getByLabel("Combien d'heures de réunion par semaine ?")).toHaveValue('6.5');
    await modal.getByText('Oui', { exact: true }).click();
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Vos réponses ont été envoyées.')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('received-survey').filter({ hasText: title })).toContainText('Répondu');
  });

  await test.step("hr sees the day's marks and the team chart", async () => {
    await switchUser(page, loginAs, DEMO.hr);
    await page.goto('/back_office/wellness_management');
    const entries = page.getByRole('table', { name: 'Notes de bien-être' });
    const aliceToday = entries.getByRole('row').filter({ hasText: 'Martin' }).filter({ hasText: frenchDay });
    await expect(aliceToday.filter({ hasText: 'Jour' })).toContainText('4', LOADED);
    await expect(page.getByTestId('team-chart')).toBeVisible();
    await page.getByText('Par jour', { exact: true }).click();
    await expect(page.getByTestId('team-daily-chart')).toBeVisible();
  });

  await test.step('the manager sees his team’s averages only', async () => {
    await switchUser(page, loginAs, DEMO.manager);
    await page.goto('/wellness');
    await expect(page.getByRole('heading', { name: 'Mon équipe (moyennes)' })).toBeVisible(LOADED);
    await expect(page.getByTestId('team-year-chart')).toBeVisible();
    const others = await page.request.get('/api/wellness/?by_company=true');
    expect(others.status()).toBe(403);
    await page.goto('/back_office/wellness_management');
    await expect(page).toHaveURL(/\/$/, LOADED);
  });
});
