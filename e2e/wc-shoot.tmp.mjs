// Screenshots of the expense claim pages (web-claims): node e2e/wc-shoot.tmp.mjs PORT name path [lang scheme width] [action]
import { chromium } from '@playwright/test';
const [port, name, path, lang = 'fr', scheme = 'light', width = '1440', action = ''] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
});
const context = await browser.newContext({ baseURL: base, viewport: { width: Number(width), height: 900 } });
await context.addCookies([
  { name: 'lang', value: lang, url: base },
  { name: 'theme', value: scheme, url: base },
]);
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.request.get('/api/info/');
let csrf = (await context.cookies()).find((c) => c.name === 'csrftoken').value;
await page.request.post('/api/auth/', { data: { username: process.env.WHO ?? 'alice', password: 'demo1234' }, headers: { 'X-CSRFToken': csrf } });
await page.goto(path);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
if (action === 'transport') {
  await page.getByRole('button', { name: /Modifier|Edit|Voir le détail|View details/ }).first().click();
  await page.waitForTimeout(800);
  const preview = page.getByRole('button', { name: /Aperçu de|Preview of/ }).first();
  if (await preview.count()) await preview.click();
  await page.waitForTimeout(800);
}
if (action === 'send') {
  await page.getByRole('button', { name: /^(Envoyer|Send)$/ }).first().click();
  await page.waitForTimeout(800);
}
const out = `/work/helpers/shots/web-claims/${name}-${lang}-${scheme}-${width}.png`;
await page.screenshot({ path: out, fullPage: action === '' });
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
console.log(out, 'overflow', overflow);
await browser.close();
