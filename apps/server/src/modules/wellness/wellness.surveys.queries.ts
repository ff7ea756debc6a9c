import {
  type AnsweredQuestion,
  isAnswered,
  isLargeEnough,
  type ReceivedSurveyOut,
  type SurveyOut,
  type SurveyQuestionOut,
  type SurveyResultsOut,
  surveyResults,
} from '@staff/shared';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { services } from '../../platform/identity/identity.tables';
import { countOfList } from '../../platform/pagination';
import { wellnessAnswers, wellnessQuestions, wellnessRecipients, wellnessSurveys } from './wellness.surveys.tables';

/** The reads of surveys: HR's list (with the counts of recipients and answers), a recipient's mails. */

/** The most surveys a recipient's list shows: the latest ones. */
export const RECEIVED_SURVEYS_MAX = 100;

/** A question as the surveys' reads give it. */
const questionColumns = {
  id: wellnessQuestions.id,
  question: wellnessQuestions.question,
  type_answer: wellnessQuestions.type_answer,
};

/** The questions of these surveys, by survey, in order (one statement). */
async function questionsOf(db: Db, companyId: number, surveyIds: number[]) {
  const bySurvey = new Map<number, SurveyQuestionOut[]>();
  if (surveyIds.length === 0) return bySurvey;
  const rows = await db
    .select({ ...questionColumns, survey_id: wellnessQuestions.survey_id })
    .from(wellnessQuestions)
    .where(inCompany(wellnessQuestions, companyId, [inArray(wellnessQuestions.survey_id, surveyIds)]))
    .orderBy(asc(wellnessQuestions.survey_id), asc(wellnessQuestions.rank));
  for (const { survey_id, ...question } of rows) {
    bySurvey.set(survey_id, [...(bySurvey.get(survey_id) ?? []), question]);
  }
  return bySurvey;
}

const recipientsCount = sql<number>`(SELECT count(*)::int FROM ${wellnessRecipients} r
  WHERE r.survey_id = ${wellnessSurveys.id} AND r.company_id = ${wellnessSurveys.company_id})`;
const answersCount = sql<number>`(SELECT count(*)::int FROM ${wellnessRecipients} r
  WHERE r.survey_id = ${wellnessSurveys.id} AND r.company_id = ${wellnessSurveys.company_id} AND r.answered_at IS NOT NULL)`;

/** A page of the company's surveys for HR, newest first (two statements, three with the count). */
export async function listSurveys(
  db: Db,
  companyId: number,
  q: { limit: number; offset: number; id?: number },
): Promise<{ count: number; results: SurveyOut[] }> {
  const where = inCompany(wellnessSurveys, companyId, [q.id === undefined ? undefined : eq(wellnessSurveys.id, q.id)]);
  const rows = await db
    .select({
      id: wellnessSurveys.id,
      title: wellnessSurveys.title,
      remark: wellnessSurveys.remark,
      created: wellnessSurveys.created,
      sent_at: wellnessSurveys.sent_at,
      service_id: services.id,
      service_name: services.name,
      recipients_count: recipientsCount,
      answers_count: answersCount,
    })
    .from(wellnessSurveys)
    .leftJoin(services, and(eq(services.id, wellnessSurveys.service_id), eq(services.company_id, companyId)))
    .where(where)
    .orderBy(desc(wellnessSurveys.created), desc(wellnessSurveys.id))
    .limit(q.limit)
    .offset(q.offset);
  const questions = await questionsOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const count = await countOfList(rows, q, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(wellnessSurveys).where(where);
    return row?.n ?? 0;
  });
  const results = rows.map(({ service_id, service_name, ...r }) => ({
    ...r,
    created: r.created.toISOString(),
    sent_at: r.sent_at?.toISOString() ?? null,
    service: service_id === null ? null : { id: service_id, name: service_name ?? '' },
    questions: questions.get(r.id) ?? [],
  }));
  return { count, results };
}

/** The surveys sent to the caller, newest first, with their questions and when they answered (two statements). */
export async function receivedSurveys(db: Db, companyId: number, userId: number): Promise<ReceivedSurveyOut[]> {
  const rows = await db
    .select({
      id: wellnessSurveys.id,
      title: wellnessSurveys.title,
      remark: wellnessSurveys.remark,
      sent_at: wellnessSurveys.sent_at,
      answered_at: wellnessRecipients.answered_at,
    })
    .from(wellnessRecipients)
    .innerJoin(
      wellnessSurveys,
      and(eq(wellnessSurveys.id, wellnessRecipients.survey_id), eq(wellnessSurveys.company_id, companyId)),
    )
    .where(
      inCompany(wellnessRecipients, companyId, [
        eq(wellnessRecipients.user_id, userId),
        isNotNull(wellnessSurveys.sent_at),
      ]),
    )
    .orderBy(desc(wellnessSurveys.sent_at), desc(wellnessSurveys.id))
    .limit(RECEIVED_SURVEYS_MAX);
  const questions = await questionsOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    sent_at: r.sent_at!.toISOString(),
    answered_at: r.answered_at?.toISOString() ?? null,
    questions: questions.get(r.id) ?? [],
  }));
}

/** The questions of a survey that take an answer, in order, each with its answers (one statement). */
async function answeredQuestions(db: Db, companyId: number, surveyId: number): Promise<AnsweredQuestion[]> {
  const rows = await db
    .select({ ...questionColumns, answer: wellnessAnswers.answer })
    .from(wellnessQuestions)
    .leftJoin(
      wellnessAnswers,
      and(eq(wellnessAnswers.question_id, wellnessQuestions.id), eq(wellnessAnswers.company_id, companyId)),
    )
    .where(inCompany(wellnessQuestions, companyId, [eq(wellnessQuestions.survey_id, surveyId)]))
    .orderBy(asc(wellnessQuestions.rank));
  const byId = new Map<number, AnsweredQuestion & { answers: string[] }>();
  for (const { answer, ...q } of rows) {
    if (!isAnswered(q.type_answer)) continue;
    const question = byId.get(q.id) ?? { ...q, answers: [] };
    if (answer !== null) question.answers.push(answer);
    byId.set(q.id, question);
  }
  return [...byId.values()];
}

/**
 * GET wellness/survey/{id}/results/ (the survey is the company's: its route checks it): how many answered, and from
 * MIN_GROUP people on the answers by question (one statement, two once shown; the answers are not read before).
 */
export async function surveyResultsOf(db: Db, companyId: number, surveyId: number): Promise<SurveyResultsOut> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wellnessRecipients)
    .where(
      inCompany(wellnessRecipients, companyId, [
        eq(wellnessRecipients.survey_id, surveyId),
        isNotNull(wellnessRecipients.answered_at),
      ]),
    );
  const answered = row?.n ?? 0;
  const questions = isLargeEnough(answered) ? await answeredQuestions(db, companyId, surveyId) : [];
  return surveyResults(surveyId, answered, questions);
}
