import type { ProjectOut } from '@staff/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fetchCall, renderWithProviders, stubFetch } from '../../../test/render';
import { ProjectFormModal } from './ProjectFormModal';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

// The demo's budgeted project (issue 27): 20 days sold, ending on 31/12/2026.
const project: ProjectOut = {
  id: 12,
  name: 'Audit sécurité',
  nickname: 'AUDITSEC',
  actif: true,
  chargeable: true,
  color: '#ed7f10',
  visibility: 'public',
  owner: 3,
  user_name: 'Marc Lemoine',
  customer: 1,
  customer_model: { name: 'Banque Atlantique', nickname: 'BATL' },
  service: 1,
  service_model: { name: 'Développement' },
  nb_user: 1,
  has_mission_order: false,
  users_with_mission_order: 0,
  is_on_activity: true,
  last_used_date: null,
  created_on: '2026-01-05',
  budget_days: 20,
  end_date: '2026-12-31',
};

/** Opens the project's form, types `budget` as its budget, saves, and gives back the PUT's body. */
async function saveWithBudget(budget: string) {
  const fetchMock = stubFetch(200, project);
  renderWithProviders(
    <ProjectFormModal
      mode={{ kind: 'edit', project }}
      customer={{ id: 1, name: 'Banque Atlantique' }}
      onClose={() => undefined}
    />,
  );
  const field = screen.getByLabelText('Budget (jours vendus)') as HTMLInputElement;
  expect(field.value).toBe('20');
  fireEvent.change(field, { target: { value: budget } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  const isPut = ([, init]: [string, RequestInit?]) => init?.method === 'PUT';
  await waitFor(() => expect(fetchMock.mock.calls.some(isPut)).toBe(true));
  const call = fetchCall(fetchMock, fetchMock.mock.calls.findIndex(isPut));
  expect(call.url).toBe('/api/project/12/');
  return JSON.parse(String(call.body));
}

describe('the budget in the project form', () => {
  it('sends the days sold typed the French way as a number, with the end date', async () => {
    expect(await saveWithBudget('12,5')).toMatchObject({ budget_days: 12.5, end_date: '2026-12-31' });
  });

  it('sends no budget when the field is emptied', async () => {
    expect(await saveWithBudget('')).toMatchObject({ budget_days: null });
  });
});
