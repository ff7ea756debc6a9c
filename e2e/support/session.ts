import { expect, type Page } from '@playwright/test';

/*
 * Session helpers the journeys share: who is signed in, and calling the API as the web app does (session cookie and
 * CSRF header). Sign-in through the API is the `loginAs` fixture (fixtures.ts); these work on top of it.
 */

type LoginAs = (page: Page, username: string) => Promise<unknown>;

/** The CSRF token of the page's session, as the web app sends it in X-CSRFToken. */
export const csrfOf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

/**
 * Signs the page in as another user. The previous user's page is left first: a request it still makes without
 * cookies would send it to the login page (a full navigation) in the middle of the next user's `goto`, and abort it.
 */
export async function switchUser(page: Page, loginAs: LoginAs, username: string): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await loginAs(page, username);
}

/** Calls the API with the page's session and CSRF cookie; fails the test unless the answer is 2xx. */
export async function callApi<T = any>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    data,
    headers: { 'X-CSRFToken': await csrfOf(page) },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** Fills and sends the sign-in form shown by the page (French, the default language). */
export async function fillSignInForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Identifiant', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in with the login form from a signed-out browser, on the app's host or on `origin` (a company's own). */
export async function signInWithForm(page: Page, username: string, password: string, origin?: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(origin ? new URL('/login', origin).toString() : '/login');
  await fillSignInForm(page, username, password);
}
