import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/me';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { fakeMe } from '../../../test/fakeMe';
import { fetchCall, renderWithProviders, stubFetch } from '../../../test/render';
import { MissionOrderForm } from './MissionOrderForm';
import { testOrder } from './testOrder';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const order = testOrder({ status: 'draft', actions: ['submit'] });

function setUp(status = 200, body: unknown = order) {
  const fetchMock = stubFetch(status, body);
  const client = new QueryClient();
  client.setQueryData(meQueryKey, fakeMe(['manager'], { id: 7 }, { use_mission_orders: true }));
  renderWithProviders(<MissionOrderForm mode="edit" order={order} />, { client });
  return fetchMock;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('the mission order form (spec/2 §4.5, §5.2)', () => {
  it('enables the vehicle limits with a personal vehicle and the meal limits while the structure pays', () => {
    setUp();
    expect(input('Nombre de kilomètres remboursés').disabled).toBe(true);
    fireEvent.click(box('Véhicule personnel'));
    expect(input('Nombre de kilomètres remboursés').disabled).toBe(false);
    expect(input('Hôtel limité à').disabled).toBe(false);
    fireEvent.click(box('Hébergement payé par le client'));
    expect(box('Hébergement payé par la structure').checked).toBe(false);
    expect(input('Hôtel limité à').disabled).toBe(true);
    expect(input('Hôtel limité à').value).toBe('0,00 €');
  });

  it('clears and greys the transports and the accommodation under the global package', () => {
    setUp();
    fireEvent.click(box('Forfait journalier global'));
    expect(box('Transports en commun').checked).toBe(false);
    expect(box('Transports en commun').disabled).toBe(true);
    expect(box('Hébergement payé par la structure').checked).toBe(false);
    expect(input('Montant du forfait global par jour').disabled).toBe(false);
  });

  it('says the shared message on the transports, without sending the order', () => {
    const fetchMock = setUp();
    fireEvent.click(box('Transports en commun'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Veuillez renseigner les champs de transport.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).not.toContain('PUT');
  });

  it('PUTs the order with its version and the status of the button, and puts the server’s message on its field', async () => {
    const fetchMock = setUp(400, {
      detail: 'x',
      code: 'invalid',
      fields: { hotel_limit: ['A mission order amount is between 0 and 1000000000.'] },
      field_codes: { hotel_limit: [{ code: 'mission.amountOutOfRange' }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et envoyer' }));
    await waitFor(() =>
      expect(screen.getByText("Un montant d'ordre de mission est compris entre 0 et 1 000 000 000.")).toBeTruthy(),
    );
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    const call = fetchCall(fetchMock, put);
    expect([call.url, call.method]).toEqual(['/api/mission-order/12/', 'PUT']);
    expect(JSON.parse(String(call.body))).toMatchObject({ version: 2, status: 'submitted', hotel_limit: 95 });
  });
});
