import { addDays, eachDay, isBusinessDay, shiftMonth } from '@staff/shared';
import {
  wellnessAnswers,
  wellnessQuestions,
  wellnessRecipients,
  wellnessSurveys,
} from '../../modules/wellness/wellness.surveys.tables';
import { wellnessMarks } from '../../modules/wellness/wellness.tables';
import type { Db } from '../client';

/** A person who gives daily marks, and the index of their service (undefined: none). */
type Marker = { id: number; service: number | undefined };

/**
 * A service's usual mark by how many months ago: Conseil (1) falls by two points over the last two months, so that
 * HR's trends show a team to look at; Développement (0) and Data & IA (2) hold steady.
 */
function usualMark(service: number | undefined, monthsAgo: number): number {
  if (service === 1) return monthsAgo >= 2 ? 4 : monthsAgo === 1 ? 3 : 2;
  return service === 2 ? 3 : 4;
}

/**
 * Acme's wellness: daily marks of every collaborator on about one business day in three over the last five months,
 * never today (the banner asks), so that the charts and averages read; a survey HR sent to Développement ten days
 * ago, answered by bob and not yet by alice.
 */
export async function seedWellness(
  tx: Db,
  ctx: { companyId: number; today: string; markers: Marker[]; hrId: number; developmentId: number; answerer: number },
) {
  const thisMonth = ctx.today.slice(0, 7);
  const days = eachDay(`${shiftMonth(thisMonth, -5)}-01`, addDays(ctx.today, -1)).filter(isBusinessDay);
  const marks = ctx.markers.flatMap((person, i) =>
    days
      .filter((_, d) => (i + d) % 3 === 0)
      .map((day, d) => {
        const monthsAgo =
          (Number(thisMonth.slice(0, 4)) - Number(day.slice(0, 4))) * 12 +
          Number(thisMonth.slice(5)) -
          Number(day.slice(5, 7));
        const mark = Math.min(5, Math.max(1, usualMark(person.service, monthsAgo) + ((i + d) % 3) - 1));
        return {
          company_id: ctx.companyId,
          owner_id: person.id,
          mark,
          wellness_period: 'wellness_d_day' as const,
          activity_date: day,
        };
      }),
  );
  for (let i = 0; i < marks.length; i += 500) await tx.insert(wellnessMarks).values(marks.slice(i, i + 500));

  const sentAt = new Date(`${addDays(ctx.today, -10)}T09:00:00Z`);
  const [survey] = await tx
    .insert(wellnessSurveys)
    .values({
      company_id: ctx.companyId,
      title: 'Charge de travail du trimestre',
      remark: 'Trois questions, deux minutes. Vos réponses ne sont pas montrées à votre manager.',
      created_by: ctx.hrId,
      created: sentAt,
      sent_at: sentAt,
      service_id: ctx.developmentId,
    })
    .returning({ id: wellnessSurveys.id });
  const questions = await tx
    .insert(wellnessQuestions)
    .values(
      [
        { question: 'Votre charge de travail est-elle soutenable ?', type_answer: 'bool' as const },
        { question: 'Combien de soirs avez-vous travaillé tard ce mois-ci ?', type_answer: 'num' as const },
        { question: 'Que changeriez-vous en priorité ?', type_answer: 'text' as const },
      ].map((q, rank) => ({ ...q, rank, company_id: ctx.companyId, survey_id: survey!.id })),
    )
    .returning({ id: wellnessQuestions.id });
  const members = ctx.markers.filter((m) => m.service === 0);
  await tx.insert(wellnessRecipients).values(
    members.map((m) => ({
      company_id: ctx.companyId,
      survey_id: survey!.id,
      user_id: m.id,
      answered_at: m.id === ctx.answerer ? addDaysTime(sentAt, 1) : null,
    })),
  );
  const answers = ['True', '2', 'Moins de réunions le vendredi.'];
  await tx.insert(wellnessAnswers).values(
    questions.map((q, i) => ({
      company_id: ctx.companyId,
      question_id: q.id,
      owner_id: ctx.answerer,
      answer: answers[i]!,
    })),
  );
}

const addDaysTime = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);

/** Another company's draft survey: what no Acme user may reach (the route walk, the fuzzer). */
export async function seedWellnessDraft(tx: Db, ctx: { companyId: number; hrId: number }) {
  const [survey] = await tx
    .insert(wellnessSurveys)
    .values({ company_id: ctx.companyId, title: 'Premier questionnaire', created_by: ctx.hrId })
    .returning({ id: wellnessSurveys.id });
  await tx.insert(wellnessQuestions).values({
    company_id: ctx.companyId,
    survey_id: survey!.id,
    rank: 0,
    question: 'Comment allez-vous ?',
    type_answer: 'text',
  });
}
