import { answerProblem, isAnswered, type Language, type SurveyAnswerInput, type SurveyInput } from '@staff/shared';
import { eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { todayInParis } from '../../platform/clock';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { serviceMembers, services, users } from '../../platform/identity/identity.tables';
import { enqueueLocalizedMails } from '../../platform/mail/localized';
import { surveyLink, surveyMail } from './wellness.mails';
import type { WellnessViewer } from './wellness.policy';
import { wellnessAnswers, wellnessQuestions, wellnessRecipients, wellnessSurveys } from './wellness.surveys.tables';
import { wellnessMarks } from './wellness.tables';

/** A survey's fields and a recipient's answers, as the schemas give them. */
type SurveyFields = z.output<typeof SurveyInput>;
type AnswerFields = z.output<typeof SurveyAnswerInput>;

/*
 * Surveys (docs/decisions/wellness.md "Surveys"): HR writes a draft (title, remark, items in order), may change or
 * delete it until it is sent, then sends it once to a service's active members or to the whole company; each mail
 * goes through the outbox with the survey's link. Each recipient answers once: every question that takes an answer,
 * True/False for bool, a number for num, and an optional wellness mark (`wellness_mail`).
 */

/** The draft of the company, locked; 404 for none, 409 once sent. */
async function lockDraft(tx: Db, companyId: number, id: number) {
  const [survey] = await tx
    .select()
    .from(wellnessSurveys)
    .where(inCompany(wellnessSurveys, companyId, [eq(wellnessSurveys.id, id)]))
    .for('update');
  if (!survey) throw notFound();
  if (survey.sent_at) throw conflict('wellness.survey_already_sent');
  return survey;
}

async function writeQuestions(tx: Db, companyId: number, surveyId: number, input: SurveyFields) {
  await tx.insert(wellnessQuestions).values(
    input.questions.map((q, rank) => ({
      company_id: companyId,
      survey_id: surveyId,
      rank,
      question: q.question,
      type_answer: q.type_answer,
    })),
  );
}

/** POST wellness/survey/: a draft; answers its id. */
export async function createSurvey(db: Database, viewer: WellnessViewer, input: SurveyFields) {
  return db.transaction(async (tx) => {
    const [survey] = await tx
      .insert(wellnessSurveys)
      .values({
        company_id: viewer.companyId,
        title: input.title,
        remark: input.remark || null,
        created_by: viewer.userId,
      })
      .returning({ id: wellnessSurveys.id });
    await writeQuestions(tx, viewer.companyId, survey!.id, input);
    return survey!.id;
  });
}

/** PUT wellness/survey/{id}/: a draft's title, remark and items, all replaced. */
export async function updateSurvey(db: Database, viewer: WellnessViewer, id: number, input: SurveyFields) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, viewer.companyId, id);
    await tx
      .update(wellnessSurveys)
      .set({ title: input.title, remark: input.remark || null })
      .where(inCompany(wellnessSurveys, viewer.companyId, [eq(wellnessSurveys.id, id)]));
    await tx
      .delete(wellnessQuestions)
      .where(inCompany(wellnessQuestions, viewer.companyId, [eq(wellnessQuestions.survey_id, id)]));
    await writeQuestions(tx, viewer.companyId, id, input);
  });
}

/** DELETE wellness/survey/{id}/: a draft only (a sent survey holds answers). */
export async function deleteSurvey(db: Database, viewer: WellnessViewer, id: number) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, viewer.companyId, id);
    await tx.delete(wellnessSurveys).where(inCompany(wellnessSurveys, viewer.companyId, [eq(wellnessSurveys.id, id)]));
  });
}

/**
 * POST wellness/survey/{id}/wellness_mail/: sends the draft to the active members of `service` (404 for a service
 * of another company), or to every active person of the company; 400 `wellness.survey_no_recipient` when that is
 * nobody. The recipients, the sending date and one mail per person (never one mail to all) commit together.
 */
export async function sendSurvey(
  db: Database,
  viewer: WellnessViewer,
  id: number,
  serviceId: number | null | undefined,
  publicUrl: string,
) {
  await db.transaction(async (tx) => {
    const survey = await lockDraft(tx, viewer.companyId, id);
    if (serviceId) {
      const [service] = await tx
        .select({ id: services.id })
        .from(services)
        .where(inCompany(services, viewer.companyId, [eq(services.id, serviceId)]));
      if (!service) throw fieldError('service', 'not_found');
    }
    const people = await tx
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(
        inCompany(users, viewer.companyId, [
          eq(users.is_active, true),
          serviceId
            ? sql`${users.id} IN (SELECT ${serviceMembers.user_id} FROM ${serviceMembers}
                WHERE ${serviceMembers.company_id} = ${viewer.companyId} AND ${serviceMembers.service_id} = ${serviceId})`
            : undefined,
        ]),
      );
    if (people.length === 0) throw badRequest('wellness.survey_no_recipient');
    await tx
      .insert(wellnessRecipients)
      .values(people.map((p) => ({ company_id: viewer.companyId, survey_id: id, user_id: p.id })));
    await tx
      .update(wellnessSurveys)
      .set({ sent_at: sql`now()`, service_id: serviceId ?? null })
      .where(inCompany(wellnessSurveys, viewer.companyId, [eq(wellnessSurveys.id, id)]));
    const link = surveyLink(publicUrl, id);
    await enqueueLocalizedMails(
      tx,
      people.map((p) => ({
        companyId: viewer.companyId,
        to: [p.email],
        language: p.language,
        render: (language: Language) => surveyMail(survey.title, link, language),
        priority: 'bulk' as const,
      })),
    );
  });
}

/** The answers checked against the survey's questions: each answerable one answered once, as its kind asks. */
function checkAnswers(
  questions: { id: number; type_answer: (typeof wellnessQuestions.$inferSelect)['type_answer'] }[],
  answers: AnswerFields['answers'],
) {
  const kinds = new Map(questions.filter((q) => isAnswered(q.type_answer)).map((q) => [q.id, q.type_answer]));
  const seen = new Set<number>();
  answers.forEach((a, i) => {
    const kind = kinds.get(a.question);
    if (!kind) throw fieldError(`answers.${i}.question`, 'wellness.answer_unknown_question');
    if (seen.has(a.question)) throw fieldError(`answers.${i}.question`, 'wellness.answer_twice');
    seen.add(a.question);
    const problem = answerProblem(kind, a.answer);
    if (problem) throw fieldError(`answers.${i}.answer`, `wellness.${problem}`);
  });
  const missing = [...kinds.keys()].find((q) => !seen.has(q));
  if (missing !== undefined) throw fieldError('answers', 'wellness.answer_required');
}

/**
 * POST wellness/survey/{id}/answer/: the recipient's answers, once (409 `wellness.survey_already_answered` after,
 * two tabs at once included: the recipient row is claimed by a conditional update), with the survey's mark if given.
 */
export async function answerSurvey(db: Database, viewer: WellnessViewer, id: number, input: AnswerFields) {
  await db.transaction(async (tx) => {
    const questions = await tx
      .select({ id: wellnessQuestions.id, type_answer: wellnessQuestions.type_answer })
      .from(wellnessQuestions)
      .where(inCompany(wellnessQuestions, viewer.companyId, [eq(wellnessQuestions.survey_id, id)]));
    checkAnswers(questions, input.answers);
    const claimed = await tx
      .update(wellnessRecipients)
      .set({ answered_at: sql`now()` })
      .where(
        inCompany(wellnessRecipients, viewer.companyId, [
          eq(wellnessRecipients.survey_id, id),
          eq(wellnessRecipients.user_id, viewer.userId),
          isNull(wellnessRecipients.answered_at),
        ]),
      )
      .returning({ survey_id: wellnessRecipients.survey_id });
    if (claimed.length === 0) throw conflict('wellness.survey_already_answered');
    if (input.answers.length > 0) {
      await tx.insert(wellnessAnswers).values(
        input.answers.map((a) => ({
          company_id: viewer.companyId,
          question_id: a.question,
          owner_id: viewer.userId,
          answer: a.answer.trim(),
        })),
      );
    }
    if (input.mark !== null && input.mark !== undefined) {
      await tx.insert(wellnessMarks).values({
        company_id: viewer.companyId,
        owner_id: viewer.userId,
        mark: input.mark,
        wellness_period: 'wellness_mail',
        survey_id: id,
        activity_date: todayInParis(),
      });
    }
  });
}
