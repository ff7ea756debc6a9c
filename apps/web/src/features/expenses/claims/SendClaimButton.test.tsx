import type { ExpenseClaimDetailOut, ExpenseClaimSendCheckOut } from '@staff/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { confirmations, toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import { SendClaimButton } from './SendClaimButton';

vi.mock('../../../components/confirm', () => import('../../../test/fakeDialogs'));
vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const receipt = { id: 1 } as unknown as ExpenseClaimDetailOut['invoices'][number];
const claim = (actions: ExpenseClaimDetailOut['actions'], contents: Partial<ExpenseClaimDetailOut> = {}) =>
  ({
    id: 9,
    status: 'draft',
    actions,
    invoices: [receipt],
    travels: [],
    transport_cost: 0,
    number_meals: 0,
    ...contents,
  }) as unknown as ExpenseClaimDetailOut;

const CHECK: ExpenseClaimSendCheckOut = {
  total: 245.5,
  empty: false,
  without_attachment: [{ id: 1, date: '2019-06-12', seller: 'Hôtel du Port', total: 120 }],
  outside_month: [],
  duplicates: [
    { id: 1, date: '2019-06-12', seller: 'Hôtel du Port', total: 120, other_claim: 4, other_month: '2019-04-01' },
  ],
};

/** The server: the check on GET send-check/, `status` and `body` on the PATCH. */
function setUp(target: ExpenseClaimDetailOut, status = 200, body: unknown = { id: 9 }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url.endsWith('/send-check/') && (init?.method ?? 'GET') === 'GET'
      ? new Response(JSON.stringify(CHECK), { status: 200 })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithProviders(<SendClaimButton claim={target} month="juin 2019" />, { client });
  const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
  return { fetchMock, invalidate, patches };
}

describe('Send (spec/1 §4 "after confirmation")', () => {
  it('is not offered when the claim cannot be sent by the viewer (sent, or a validator)', () => {
    setUp(claim(['accept', 'refuse']));
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it('asks first with the total and the warnings, then PATCHes the status and refreshes the claims', async () => {
    const { invalidate, patches } = setUp(claim(['send']));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(confirmations).toHaveLength(1));
    expect(patches()).toHaveLength(0);
    expect(confirmations[0]?.title).toBe('Envoyer la note de frais de juin 2019');
    // The confirmation's details, as the modal shows them.
    cleanupAndRender(confirmations[0]?.details);
    expect(screen.getByTestId('send-total').textContent).toMatch(/Total de la note245,50\s€/);
    expect(screen.getByText('Un justificatif sans pièce jointe')).toBeTruthy();
    expect(screen.getByText('Un justificatif déjà présent sur une autre note de frais')).toBeTruthy();
    expect(
      screen.getByText(/12\/06\/2019 · Hôtel du Port · 120,00\s€, aussi sur la note de frais d'avril 2019/),
    ).toBeTruthy();

    confirmations[0]?.onConfirm('');
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Note de frais envoyée' }]));
    const [url, init] = patches()[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/expense-claim/9/');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'submitted' });
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['expense-claim'] }));
  });

  it("says the server's reason under the spec's failure title", async () => {
    setUp(claim(['send']), 409, { detail: 'x', code: 'expense.notEditable' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(confirmations).toHaveLength(1));
    confirmations[0]?.onConfirm('');
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          kind: 'error',
          message: "Cette note de frais n'est plus un brouillon : elle ne peut plus être modifiée.",
          title: "Impossible d'envoyer la note de frais",
        },
      ]),
    );
  });

  it('is disabled on an empty claim and says why; nothing is asked or sent (issue 25)', () => {
    const { fetchMock } = setUp(claim(['send'], { invoices: [] }));
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Cette note de frais est vide : ajoutez un justificatif, une indemnité kilométrique, les frais de transport ou les repas avant de l'envoyer.",
    );
    fireEvent.click(button);
    expect(confirmations).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is offered on a claim holding only meals, or only the transport cost', () => {
    setUp(claim(['send'], { invoices: [], number_meals: 3 }));
    expect(screen.getByRole('button', { name: 'Envoyer' }).getAttribute('aria-disabled')).toBeNull();
  });
});

/** Renders a confirmation's details alone, in place of the button. */
function cleanupAndRender(details: ReactNode) {
  document.body.innerHTML = '';
  renderWithProviders(<div>{details}</div>);
}
