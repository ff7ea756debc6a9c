import type { ProjectSummaryRow } from '@staff/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import CustomerProjectsPage from './CustomerProjectsPage';

const AUDIT: ProjectSummaryRow = {
  id: 7,
  name: 'Audit sécurité',
  color: '#228be6',
  chargeable: true,
  customer_model: { id: 3, name: 'Air Horizon' },
  service_model: null,
  worktime: 12,
  noneworktime: 0,
  total: 12,
  nbrmembers: 2,
  budget: {
    budget_days: 20,
    consumed_days: 12,
    remaining_days: 8,
    percent: 60,
    end_date: null,
    forecast_exhausted_on: null,
    forecast_at_end_date: null,
  },
};

beforeAll(initFrench);
afterEach(() => vi.unstubAllGlobals());
/** jsdom has no layout: a wide screen, where the members and budget columns show. */
const wideScreen = (query: string) =>
  ({ matches: query.includes('min-width'), media: query, addEventListener() {}, removeEventListener() {} }) as never;

/** The page of Air Horizon's projects for July 2026, its list answering Audit sécurité; the URLs it called next. */
async function renderPage() {
  const fetchMock = vi.fn(async (url: string) =>
    Response.json(
      url.startsWith('/api/projects-summary/')
        ? { count: 1, results: [AUDIT] }
        : { count: 0, results: [], rows: [], total: { days: 0, non_billed_days: 0 } },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', wideScreen);
  renderWithProviders(<CustomerProjectsPage />, {
    at: {
      path: '/back_office/projects_summary/:customerName',
      url: '/back_office/projects_summary/Air%20Horizon?customer_id=3&dateStart=2026-07-01&dateEnd=2026-07-31',
    },
  });
  await screen.findByText('12 j sur 20 j (60 %)');
  return () => fetchMock.mock.calls.map(([url]) => String(url));
}

describe("a customer's projects: click-through from the members and the budget (issue 27)", () => {
  it("opens the project's days by employee from its members' count", async () => {
    const urls = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '2 · Voir les jours par salarié : Audit sécurité' }));
    expect(await screen.findByText('Détails : Audit sécurité')).toBeTruthy();
    await waitFor(() => expect(urls().some((url) => url.includes('project-summary-datatable/'))).toBe(true));
    const details = new URL(urls().find((url) => url.includes('project-summary-datatable/'))!, 'http://x');
    expect(Object.fromEntries(details.searchParams)).toMatchObject({
      project: '7',
      group_by: 'employee',
      from: '2026-07-01',
      to: '2026-07-31',
    });
  });

  it("opens the project's activities of the period from its budget", async () => {
    const urls = await renderPage();
    fireEvent.click(
      screen.getByRole('button', { name: '12 j sur 20 j (60 %) · Voir les activités : Audit sécurité, Budget' }),
    );
    expect(await screen.findByText('Activités : Audit sécurité')).toBeTruthy();
    await waitFor(() => expect(urls().some((url) => url.includes('project-summary-activities/'))).toBe(true));
    const activities = new URL(urls().find((url) => url.includes('project-summary-activities/'))!, 'http://x');
    expect(Object.fromEntries(activities.searchParams)).toMatchObject({
      project: '7',
      from: '2026-07-01',
      to: '2026-07-31',
    });
  });
});
