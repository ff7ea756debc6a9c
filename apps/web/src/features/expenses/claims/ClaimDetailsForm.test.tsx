import type { ExpenseClaimDetailOut } from '@staff/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import { ClaimDetailsForm } from './ClaimDetailsForm';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const claim = (contents: Partial<ExpenseClaimDetailOut> = {}) =>
  ({
    id: 9,
    status: 'draft',
    editable: true,
    number_meals: 4,
    comment: null,
    place: 'Lyon',
    days_in_month: 30,
    meals_max: 30,
    ...contents,
  }) as unknown as ExpenseClaimDetailOut;

function setUp(target: ExpenseClaimDetailOut) {
  const fetchMock = vi.fn(async () => Response.json(target));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ClaimDetailsForm claim={target} workedDays={undefined} />);
  return fetchMock;
}
const place = () => screen.getByRole('textbox', { name: 'Lieu' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;

describe('the claim’s place (spec/1 §3)', () => {
  it('shows it, saves a change with the meals and comment, a blank one as none', async () => {
    const fetchMock = setUp(claim());
    expect(place().value).toBe('Lyon');
    expect(place().maxLength).toBe(200);
    expect(save().disabled).toBe(true);
    fireEvent.change(place(), { target: { value: '  Marseille ' } });
    fireEvent.click(save());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/expense-claim/9/');
    expect(JSON.parse(String(init.body))).toEqual({ number_meals: 4, comment: null, place: 'Marseille' });
  });

  it('sends null for a cleared place', async () => {
    const fetchMock = setUp(claim());
    fireEvent.change(place(), { target: { value: ' ' } });
    fireEvent.click(save());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ place: null });
  });

  it('is read only once the claim is sent', () => {
    setUp(claim({ editable: false, status: 'submitted' }));
    expect(place().readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});
