import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/me';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fakeMe } from '../../../test/fakeMe';
import { fetchCall, renderWithProviders, stubFetch } from '../../../test/render';
import { TravelRequestForm } from './TravelRequestForm';
import { testOrder } from './testOrder';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

// Alice's own travel request, asked of Marc Lemoine: the server lets her change it (`editable`) until he completes it.
const asked = testOrder({ status: 'ask', actions: [], accommodation_paid_by_structure: false, none_expense: true });

function setUp() {
  const fetchMock = stubFetch(200, asked);
  const client = new QueryClient();
  client.setQueryData(meQueryKey, fakeMe(['collaborator'], { id: 3 }, { use_mission_orders: true }));
  renderWithProviders(<TravelRequestForm order={asked} title="Modifier ma demande de déplacement" />, { client });
  return fetchMock;
}

describe('the employee’s own travel request while it is asked', () => {
  it('is filled with the request, its manager shown but locked', () => {
    setUp();
    expect((screen.getByLabelText('Objet de la mission', { exact: false }) as HTMLInputElement).value).toBe('Audit');
    const manager = screen.getByDisplayValue('Marc Lemoine') as HTMLInputElement;
    expect(manager.disabled).toBe(true);
  });

  it('PUTs the travel part with its version, kept asked (status draft: the server keeps an ask), no manager', async () => {
    const fetchMock = setUp();
    fireEvent.change(screen.getByLabelText('Objet de la mission', { exact: false }), {
      target: { value: 'Audit et formation' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const call = fetchCall(
      fetchMock,
      fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT'),
    );
    expect([call.url, call.method]).toEqual(['/api/mission-order/12/', 'PUT']);
    const body = JSON.parse(String(call.body));
    expect(body).toMatchObject({
      version: 2,
      status: 'draft',
      mission_object: 'Audit et formation',
      public_transport: true,
    });
    expect(body).not.toHaveProperty('current_manager');
  });
});
