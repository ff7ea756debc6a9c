import type { QuestionKind } from '@staff/shared';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumn, parentColumn, userColumn } from '../../db/columns';
import { services } from '../../platform/identity/identity.tables';

/*
 * The surveys HR sends by mail (docs/decisions/wellness.md "Surveys"): the survey, its items in order, its
 * recipients, their answers.
 */

/** A survey HR writes, then sends once (`sent_at`) to a service's members or, `service_id` null, to the company. */
export const wellnessSurveys = pgTable(
  'wellness_surveys',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    title: text('title').notNull(),
    remark: text('remark'),
    created_by: userColumn('created_by'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  },
  (t) => [index('wellness_surveys_company_idx').on(t.company_id, t.created)],
);

/** A survey's items in order: questions to answer (text, num, bool) and titles and remarks between them. */
export const wellnessQuestions = pgTable(
  'wellness_questions',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    survey_id: parentColumn('survey_id', () => wellnessSurveys.id),
    rank: integer('rank').notNull(),
    question: text('question').notNull(),
    type_answer: text('type_answer').$type<QuestionKind>().notNull(),
  },
  (t) => [uniqueIndex('wellness_questions_survey_rank_key').on(t.survey_id, t.rank)],
);

/** Who a survey was sent to, and when they answered it (once). */
export const wellnessRecipients = pgTable(
  'wellness_recipients',
  {
    company_id: companyColumn(),
    survey_id: parentColumn('survey_id', () => wellnessSurveys.id),
    user_id: userColumn('user_id', 'cascade'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.survey_id, t.user_id] }),
    index('wellness_recipients_user_idx').on(t.user_id, t.survey_id),
  ],
);

/** One answer of one person to one question. */
export const wellnessAnswers = pgTable(
  'wellness_answers',
  {
    id: serial('id').primaryKey(),
    company_id: companyColumn(),
    question_id: parentColumn('question_id', () => wellnessQuestions.id),
    owner_id: userColumn('owner_id', 'cascade'),
    answer: text('answer').notNull(),
  },
  (t) => [uniqueIndex('wellness_answers_question_owner_key').on(t.question_id, t.owner_id)],
);
