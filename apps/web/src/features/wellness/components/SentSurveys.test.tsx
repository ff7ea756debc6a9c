import type { SurveyOut, SurveyResultsOut } from '@staff/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import { SentSurveys } from './SentSurveys';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

const survey = (id: number, sent: boolean): SurveyOut => ({
  id,
  title: `Questionnaire ${id}`,
  remark: null,
  created: '2026-11-02T08:00:00Z',
  sent_at: sent ? '2026-11-02T09:00:00Z' : null,
  service: null,
  questions: [],
  recipients_count: sent ? 12 : 0,
  answers_count: sent ? 5 : 0,
});

const SHOWN: SurveyResultsOut = {
  id: 1,
  answers_count: 5,
  min_answers: 5,
  hidden_reason: null,
  questions: [
    { id: 11, question: 'Dormez-vous bien ?', type_answer: 'bool', count: 5, true_count: 3, false_count: 2 },
    { id: 12, question: 'Heures de trajet', type_answer: 'num', count: 5, average: 2.1, min: 0, max: 4.5 },
    { id: 13, question: 'Un mot ?', type_answer: 'text', count: 2, texts: ['Bien', 'Zen'] },
  ],
};
const HIDDEN: SurveyResultsOut = {
  id: 2,
  answers_count: 4,
  min_answers: 5,
  hidden_reason: 'too_few_answers',
  questions: [],
};

/** The server: two sent surveys and a draft; survey 1 has its results, survey 2 only four answers. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/1/results/')) return Response.json(SHOWN);
      if (url.includes('/2/results/')) return Response.json(HIDDEN);
      const results = [survey(1, true), survey(2, true), survey(3, false)];
      return Response.json({ count: results.length, results });
    }),
  );
}

async function openResults(row: number) {
  const buttons = await screen.findAllByRole('button', { name: 'Résultats' });
  expect(buttons).toHaveLength(2);
  fireEvent.click(buttons[row]!);
  return screen.findByRole('dialog');
}

describe('the results of a sent survey', () => {
  it('shows each question: yes/no counts, figures with a decimal comma, the texts', async () => {
    serve();
    renderWithProviders(<SentSurveys />, { client: new QueryClient() });
    const dialog = within(await openResults(0));
    expect(await dialog.findByText('5 personnes ont répondu.')).toBeTruthy();
    expect(dialog.getByText('Oui : 3 · Non : 2')).toBeTruthy();
    expect(dialog.getByText('5 réponses · moyenne 2,1 · min. 0 · max. 4,5')).toBeTruthy();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bien', 'Zen']);
  });

  it('says why they are hidden below five answers', async () => {
    serve();
    renderWithProviders(<SentSurveys />, { client: new QueryClient() });
    const dialog = within(await openResults(1));
    expect((await dialog.findByRole('status')).textContent).toBe(
      "4 personnes ont répondu : les résultats s'affichent à partir de 5 réponses, pour que personne ne soit reconnu.",
    );
    expect(dialog.queryByRole('listitem')).toBeNull();
  });
});
