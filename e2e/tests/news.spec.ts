// News (issue 10): an administrator publishes a news item in the back office's rich-text editor and the dashboard
// shows it; HTML typed as text stays text, and HTML sent raw to the API loses everything that could run.
import type { Page } from '@playwright/test';
import { clockNow, DEMO, expect, test } from '../fixtures';

/** Sends a JSON call from the page's browser context, with its cookies and CSRF token. */
async function postNews(page: Page, body: Record<string, unknown>) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/news/', { data: body, headers: { 'X-CSRFToken': csrf } });
  expect(response.status()).toBe(201);
  return response.json();
}

const today = () => clockNow().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

async function openNewsManagement(page: Page) {
  await page.goto('/back_office');
  await page.getByRole('link', { name: /Actualités/ }).click();
  await expect(page).toHaveURL(/\/back_office\/news_management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
}

test('an administrator publishes a news item that the dashboard shows', async ({ page, loginAs }) => {
  const title = `Séminaire d'automne ${Date.now()}`;
  await loginAs(page, DEMO.admin);
  await openNewsManagement(page);

  await page.getByRole('button', { name: 'Ajouter une actualité' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouvelle actualité' });
  await modal.getByRole('textbox', { name: 'Titre' }).fill(title);
  const editor = modal.getByRole('textbox', { name: 'Contenu' });
  await editor.click();
  await modal.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('Rendez-vous à Lyon');
  await modal.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type(' le 12 décembre.');
  await page.keyboard.press('Enter');
  await modal.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Programme');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Inscriptions');
  // The publication date is today by default (required); the expiration stays empty.
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`« ${title} » a été enregistrée.`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText(
    clockNow().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }),
  );

  await page.goto('/');
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(article).toBeVisible();
  await expect(article.locator('strong')).toHaveText('Rendez-vous à Lyon');
  await expect(article.getByRole('listitem')).toHaveText(['Programme', 'Inscriptions']);

  // An employee sees it too.
  await loginAs(page, DEMO.alice);
  await page.goto('/');
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })).toBeVisible();
});

test('a disabled news item leaves the dashboard; a deleted one leaves the list', async ({ page, loginAs }) => {
  const title = `Fermeture estivale ${Date.now()}`;
  await loginAs(page, DEMO.admin);
  await postNews(page, {
    title,
    content: '<p>Du 1er au 15 août.</p>',
    publication_date: today(),
    expiration_date: null,
    enable: true,
  });
  await openNewsManagement(page);
  await page.getByRole('button', { name: `Modifier — ${title}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'actualité" });
  await expect(edit.getByRole('textbox', { name: 'Contenu' })).toHaveText('Du 1er au 15 août.');
  await edit.getByRole('switch', { name: 'Activée' }).click();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`« ${title} » a été modifiée.`)).toBeVisible();

  await loginAs(page, DEMO.alice);
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })).toHaveCount(0);

  await loginAs(page, DEMO.admin);
  await openNewsManagement(page);
  await page.getByRole('button', { name: `Supprimer — ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`« ${title} » a été supprimée.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('an XSS payload typed in the editor shows as text, and one sent to the API runs nowhere', async ({
  page,
  loginAs,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const typed = `<img src=x onerror="window.__xss='typed'"><script>window.__xss='script'</script>`;
  const title = `Note de sécurité ${Date.now()}`;
  await loginAs(page, DEMO.hr);
  await openNewsManagement(page);
  await page.getByRole('button', { name: 'Ajouter une actualité' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouvelle actualité' });
  await modal.getByRole('textbox', { name: 'Titre' }).fill(title);
  await modal.getByRole('textbox', { name: 'Contenu' }).click();
  await page.keyboard.type(typed);
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal).toBeHidden();

  // Raw HTML straight to the API, as a hostile client would send it.
  const raw = await postNews(page, {
    title: `Brut ${title}`,
    content:
      '<p>Texte conservé</p><img src=x onerror="window.__xss=\'raw\'"><a href="javascript:window.__xss=\'link\'">lien</a>' +
      '<svg onload="window.__xss=\'svg\'"></svg><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    publication_date: today(),
    expiration_date: null,
    enable: true,
  });
  expect(raw.content).toBe('<p>Texte conservé</p><a rel="noopener noreferrer" target="_blank">lien</a>');

  await loginAs(page, DEMO.alice);
  await page.goto('/');
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(article).toContainText(typed);
  await expect(article.locator('img, script')).toHaveCount(0);
  const rawArticle = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Brut ${title}`, exact: true }),
  });
  await expect(rawArticle).toContainText('Texte conservé');
  await expect(rawArticle.locator('img, svg, iframe, [onerror], [onload]')).toHaveCount(0);
  await rawArticle.getByText('lien').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
