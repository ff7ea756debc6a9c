import { BASE_URL, DEMO, test } from '../fixtures';

test.use({ actionTimeout: 60_000 });
const DIR = '/work/helpers/shots/csv';
const combos = (['fr', 'en'] as const).flatMap((lang) =>
  (['light', 'dark'] as const).flatMap((theme) => ([1440, 390] as const).map((width) => ({ lang, theme, width }))),
);

for (const { lang, theme, width } of combos) {
  test(`shots ${lang} ${theme} ${width}`, async ({ page, loginAs }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.context().addCookies([
      { name: 'lang', value: lang, url: BASE_URL },
      { name: 'theme', value: theme, url: BASE_URL },
    ]);
    await loginAs(page, DEMO.hr);
    await page.goto('/back_office/employees_management');
    const name = `${lang}-${theme}-${width}`;
    const tag = `${lang}${theme}${width}`;
    await page.getByRole('button', { name: lang === 'fr' ? 'Importer un fichier CSV' : 'Import from CSV file' }).click();
    const modal = page.getByRole('dialog');
    await modal.locator('input[type=file]').setInputFiles({ name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await modal.getByRole('alert').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${DIR}/1-import-${name}.png` });
    const file = [
      'username;first_name;last_name;email;employee_number;roles;hiring_date;services;badge',
      `${tag}a;zoé;lefèvre;zoe.${tag}@exemple.fr;${tag}-1;collaborator;01/09/2026;Développement;x`,
      `${tag}b;yanis;morel;yanis.${tag};${tag}-2;chef;31/02/2026;Marketing;`,
      `${tag}c;xavier;garnier;xavier.${tag}@exemple.fr;${tag}-3;;;Conseil;`,
      `alice;wassim;roux;w.${tag}@exemple.fr;;;;;`,
    ].join('\r\n');
    await modal.locator('input[type=file]').setInputFiles({ name: 'salaries.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await modal.getByRole('table').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${DIR}/2-validate-${name}.png` });
    await modal.getByRole('button', { name: lang === 'fr' ? 'Créer' : 'Create' }).click();
    await modal.getByRole('button', { name: lang === 'fr' ? 'Fermer' : 'Close' }).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${DIR}/3-finalize-${name}.png` });
  });
}
