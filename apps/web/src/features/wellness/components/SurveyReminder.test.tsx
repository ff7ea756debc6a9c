import type { ReceivedSurveyOut } from '@staff/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders, stubFetch } from '../../../test/render';
import SurveyReminder from './SurveyReminder';

beforeAll(initFrench);
afterEach(() => vi.unstubAllGlobals());

const survey = (id: number, title: string, answered_at: string | null): ReceivedSurveyOut => ({
  id,
  title,
  remark: null,
  sent_at: '2026-11-02T09:00:00Z',
  answered_at,
  questions: [],
});

describe('the surveys waiting in "Pensez-y" (issue 25)', () => {
  it('lists the surveys not answered yet, each a link to answer it', async () => {
    stubFetch(200, {
      data: [survey(4, 'Télétravail', null), survey(3, 'Locaux', '2026-11-03T10:00:00Z'), survey(2, 'Mutuelle', null)],
    });
    renderWithProviders(<SurveyReminder />);
    expect(await screen.findByText('2 questionnaires attendent votre réponse')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Répondre à « Télétravail »', '/wellness?survey=4'],
      ['Répondre à « Mutuelle »', '/wellness?survey=2'],
    ]);
  });

  it('says nothing once every survey is answered', async () => {
    const fetchMock = stubFetch(200, { data: [survey(3, 'Locaux', '2026-11-03T10:00:00Z')] });
    const { container } = renderWithProviders(<SurveyReminder />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(container).queryByRole('alert')).toBeNull();
    expect(within(container).queryByRole('link')).toBeNull();
  });
});
