// Issue 9, the employee CSV import: HR downloads the template, imports a file with one bad line, sees its warning by
// line and column, validates anyway, and the good lines appear in the employees list.
import { readFileSync } from 'node:fs';
import { DEMO, expect, test } from '../fixtures';

const HEADER = 'username;first_name;last_name;email;employee_number;roles;hiring_date;services';
/** Unique first names that sort first in the list (by first name), so the new people show on page 1. */
const FILE = [
  HEADER,
  'aaimport1;aaron;importé;aaron.importe@exemple.fr;IMP-1;collaborator;01/09/2026;Data & IA',
  'aaimport2;abel;importé;abel.importe;IMP-2;collaborator;;',
  'aaimport3;abdel;importé;abdel.importe@exemple.fr;IMP-3;;15/10/2026;Conseil',
].join('\r\n');

test('HR imports a CSV with one bad line: the warning names it, the good lines join the list', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, DEMO.hr);
  await page.goto('/back_office/employees_management');
  await page.getByRole('button', { name: 'Importer un fichier CSV' }).click();
  const modal = page.getByRole('dialog', { name: 'Importer des salariés depuis un fichier CSV' });

  // The tabs follow the steps: only the current one can be selected.
  await expect(modal.getByRole('tab', { name: 'Import' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('tab', { name: 'Validation' })).toBeDisabled();

  // The template downloads as it imports: BOM, `;`, the header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Télécharger le modèle vide' }).click(),
  ]);
  const template = readFileSync((await download.path())!, 'utf8');
  expect(template.startsWith('\uFEFFusername;first_name;last_name;email;')).toBe(true);

  // A file that is not .csv is refused before any upload, under the zone.
  await modal.locator('input[type=file]').setInputFiles({
    name: 'salaries.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK'),
  });
  await expect(modal.getByRole('alert')).toContainText('Seuls les fichiers .csv sont acceptés.');
  // So is a file over 1,000,000 bytes: the browser says it, nothing is sent.
  const uploads: string[] = [];
  page.on('request', (request) => request.url().includes('/api/employee-csv-file/') && uploads.push(request.url()));
  await modal.locator('input[type=file]').setInputFiles({
    name: 'trop-gros.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(1_000_001, 'a'),
  });
  await expect(modal.getByRole('alert')).toContainText('La taille du fichier dépasse 1 Mo.');
  expect(uploads).toEqual([]);

  await modal.locator('input[type=file]').setInputFiles({
    name: 'salaries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${FILE}\r\n`),
  });
  await expect(modal.getByRole('tab', { name: 'Validation' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByText('1 avertissement trouvé !')).toBeVisible();
  await expect(
    modal.getByText('Si vous validez malgré les avertissements, les lignes concernées seront ignorées !'),
  ).toBeVisible();
  const warning = modal.getByRole('row').filter({ hasText: "L'adresse e-mail n'est pas valide." });
  await expect(warning.getByRole('cell').nth(0)).toHaveText('3');
  await expect(warning.getByRole('cell').nth(1)).toHaveText('email');
  await expect(modal.getByText('2 comptes seront créés.')).toBeVisible();

  await modal.getByRole('button', { name: 'Créer' }).click();
  await expect(modal.getByRole('tab', { name: 'Finalisation' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByText('Import réussi !')).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer', exact: true }).click();

  // The list refreshed: the good lines are there, capitalised; the bad one is not.
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row').filter({ hasText: 'Aaron' })).toContainText('Importé');
  await expect(table.getByRole('row').filter({ hasText: 'Abdel' })).toContainText('IMP-3');
  await expect(table.getByText('Abel')).toHaveCount(0);
});
