import type { SynthesisRow } from '@staff/shared';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { translateCoded } from '../../../lib/messages';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ReportCell } from './ReportCell';

const row = (report: SynthesisRow['report']): SynthesisRow => ({
  user_id: 6,
  employee_number: 'E006',
  first_name: 'Alice',
  last_name: 'Martin',
  email: 'alice@acme.test',
  report,
  weeks: [],
  charged: 17,
  worked: 17,
  not_charged: 0,
  leave_days: 5,
  not_validated_leave_days: 0,
  empty_days: 0,
  expected_days: 22,
  meals: 17,
  has_overtime: false,
  values: {},
});

const renderCell = (report: SynthesisRow['report'], onUnlock = vi.fn()) =>
  renderWithProviders(<ReportCell row={row(report)} onUnlock={onUnlock} unlocking={false} />);

beforeAll(async () => {
  await initFrench();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the CRA cell of the monthly synthesis', () => {
  it('offers the unlock of a submitted report, named with the elision, and its PDF to view and to download', async () => {
    const onUnlock = vi.fn();
    const view = renderCell({ id: 311, status: 'submitted' }, onUnlock);
    expect(view.getByRole('img', { name: 'Envoyé' })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: "Déverrouiller le rapport d'Alice Martin" }));
    expect(onUnlock).toHaveBeenCalledWith({ id: 311, status: 'submitted' });
    const viewLink = view.getByRole('link', { name: "Voir le rapport d'Alice Martin (PDF)" });
    expect(viewLink.getAttribute('href')).toMatch(/\/api\/pdf\/activity-report\/311\?pdf=0$/);
    // The download is fetched, so that it can say it is done or why it failed (spec/2 §8).
    const fetchMock = stubFetch(500, { detail: 'x' });
    fireEvent.click(view.getByRole('button', { name: "Télécharger le rapport d'Alice Martin (PDF)" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/api\/pdf\/activity-report\/311\?pdf=1$/);
  });

  it('has no unlock for a report that is not submitted, and says when there is no report', () => {
    const accepted = renderCell({ id: 312, status: 'accepted' });
    expect(accepted.getByRole('img', { name: 'Accepté' })).toBeTruthy();
    expect(accepted.queryByRole('button', { name: /Déverrouiller/ })).toBeNull();
    cleanup();
    const none = renderCell(null);
    expect(none.getByRole('img', { name: 'Aucun rapport ce mois-ci' })).toBeTruthy();
    expect(none.queryByRole('link')).toBeNull();
  });

  it('counts a weekly month’s weeks, each status in the label; "missing" while a week part has no report', () => {
    const week = (id: number, n: number, status: 'draft' | 'submitted') => ({
      id,
      status,
      first_day: '2026-11-02',
      last_day: '2026-11-08',
      week: n,
    });
    const weeks = [week(1, 45, 'submitted'), week(2, 46, 'draft')];
    const missing = renderWithProviders(
      <ReportCell row={{ ...row(null), weeks }} onUnlock={vi.fn()} unlocking={false} />,
    );
    expect(missing.getByRole('img', { name: "Une semaine du mois n'a pas encore de rapport" })).toBeTruthy();
    expect(missing.getByText('2 semaines')).toBeTruthy();
    expect(missing.getByLabelText('Semaine 45 : Envoyé, Semaine 46 : Brouillon')).toBeTruthy();
    cleanup();
    const held = renderWithProviders(
      <ReportCell row={{ ...row({ id: 2, status: 'draft' }), weeks }} onUnlock={vi.fn()} unlocking={false} />,
    );
    expect(held.getByRole('img', { name: 'Brouillon' })).toBeTruthy();
    expect(held.getByRole('link', { name: "Voir le rapport d'Alice Martin (PDF)" }).getAttribute('href')).toMatch(
      /activity-report\/2\?pdf=0$/,
    );
  });

  it('translates a reminder failure with its address in place', () => {
    const failure = { code: 'synthesis.reminderFailed', params: { email: 'bob@acme.test' } };
    expect(translateCoded(i18n.t, failure)).toBe("Impossible d'envoyer le rappel de CRA à bob@acme.test");
  });
});
