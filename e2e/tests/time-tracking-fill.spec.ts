// The activity report filled from tracked time (issue 23): alice has tracked time in June 2016 (entries created through
// the API), opens that month's report, previews what her time would write (two days to fill, a Saturday skipped),
// confirms, and sees the activities in her report. June 2016 is a month no other journey touches; a run first clears
// what an earlier run left there (the month's entries and activities), so that it can run again.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { callApi } from '../support/session';

type List<T> = { count: number; results: T[] };

/** The id of a project alice may pick, by its exact name. */
async function projectNamed(page: Page, name: string): Promise<number> {
  const found = await callApi<List<{ id: number; name: string }>>(
    page,
    'GET',
    `project/?for_me=True&name=${encodeURIComponent(name)}`,
  );
  const project = found.results.find((p) => p.name === name);
  if (!project) throw new Error(`no project ${name}`);
  return project.id;
}

/** A finished task of alice's on `day`, from `from` to `to` (Paris time in June: UTC+2). */
const task = (page: Page, project: number, day: string, from: string, to: string) =>
  callApi(page, 'POST', 'time-entry/', {
    description: 'Développement',
    project,
    tags: [],
    start_time: `${day}T${from}:00+02:00`,
    end_time: `${day}T${to}:00+02:00`,
  });

test.describe('activity report from time tracking', () => {
  test('alice previews her tracked month, confirms, and sees the activities', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs(page, DEMO.alice);
    const report = await callApi<{ id: number }>(page, 'POST', 'activity-report/', { date: '2016-06-01' });

    await test.step('June 2016 starts empty: what an earlier run left is removed', async () => {
      const entries = await callApi<List<{ id: number }>>(
        page,
        'GET',
        'time-entry/?for_me=True&date_min=2016-06-01&date_max=2016-07-01&limit=1000',
      );
      for (const entry of entries.results) await callApi(page, 'DELETE', `time-entry/${entry.id}/`);
      const activities = await callApi<List<{ id: number }>>(page, 'GET', `activity/?report=${report.id}`);
      for (const activity of activities.results) await callApi(page, 'DELETE', `activity/${activity.id}/`);
    });

    await test.step('alice tracks two working days and a Saturday', async () => {
      const refonte = await projectNamed(page, 'Refonte espace client');
      const formation = await projectNamed(page, 'Formation interne');
      await task(page, refonte, '2016-06-01', '09:00', '16:00');
      await task(page, refonte, '2016-06-02', '09:00', '13:00');
      await task(page, formation, '2016-06-02', '14:00', '17:00');
      await task(page, refonte, '2016-06-04', '10:00', '12:00');
    });

    await page.goto(`/activity/${report.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "Rapport d'activité de juin 2016" })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Remplir depuis le suivi du temps' });

    await test.step('the preview shows the days to fill, their projects, and the Saturday left out', async () => {
      await page.getByRole('button', { name: 'Remplir depuis le suivi du temps' }).click();
      const table = dialog.getByRole('table', { name: 'Jours remplis depuis le temps suivi' });
      const row = (date: string) => table.getByRole('row').filter({ hasText: date });
      await expect(row('01/06/2016')).toContainText('Refonte espace client');
      await expect(row('01/06/2016')).toContainText('À remplir');
      await expect(row('02/06/2016')).toContainText('Refonte espace client');
      await expect(row('02/06/2016')).toContainText('Formation interne');
      await expect(row('04/06/2016')).toContainText('Week-end');
    });

    await test.step('confirming writes them: the report shows the activities', async () => {
      await dialog.getByRole('button', { name: 'Remplir 2 jours' }).click();
      await expect(page.getByText('activités ajoutées depuis le suivi du temps')).toBeVisible();
      await expect(dialog).toBeHidden();
      const june = (date: string) => page.locator(`[data-date="${date}"]`);
      await expect(
        june('2016-06-01')
          .getByRole('button', { name: /Refonte/ })
          .first(),
      ).toBeVisible();
      await expect(
        june('2016-06-02')
          .getByRole('button', { name: /Formation/ })
          .first(),
      ).toBeVisible();
      const worked = page
        .getByRole('table', { name: 'État du rapport' })
        .getByRole('row', { name: 'Jours travaillés' })
        .getByRole('cell');
      await expect(worked).toHaveText('2,00');
    });
  });
});
