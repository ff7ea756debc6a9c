// Accessibility that axe cannot see (issue 25): a signed-out page loads without a console error (the 401 of
// GET my_account/ was one), and the keyboard reaches the frame's actions with a visible focus ring. axe itself runs on
// every page of every journey (fixtures.ts `accessibility`, support/axe.ts); this journey's pages are checked by it too.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';

/** The console's errors and the page's uncaught exceptions, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** What has the focus: its accessible name (or text), and whether a ring or outline shows it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return { name: name || element.tagName.toLowerCase(), ring };
  });

test('a signed-out page logs no console error, in French and in English', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByTestId('app-version')).not.toHaveText('…');
  await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('after signing out, the login page logs no console error either', async ({ page, loginAs }) => {
  await loginAs(page, DEMO.bob);
  await page.goto('/');
  await page.getByRole('button', { name: /Menu du profil/ }).click();
  const errors = consoleErrors(page);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByText('Vous avez bien été déconnecté.')).toBeVisible();
  await page.getByRole('link', { name: 'Se reconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the keyboard reaches the menu and the header with a visible focus ring on each stop', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, DEMO.alice);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  const stops: { name: string; ring: boolean }[] = [];
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now) stops.push(now);
  }
  expect(stops.filter((stop) => !stop.ring).map((stop) => stop.name)).toEqual([]);
  const names = stops.map((stop) => stop.name).join(' | ');
  for (const action of ['Menu du profil', 'Congés', "Rapports d'activité", 'Notes de frais']) {
    expect(names, `the keyboard's stops: ${names}`).toContain(action);
  }
});
