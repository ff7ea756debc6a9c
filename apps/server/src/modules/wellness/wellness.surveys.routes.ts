import {
  IdParams,
  PageQuery,
  QuestionWellnessOut,
  queryIdSchema,
  SurveyAnswerInput,
  SurveyInput,
  SurveyMailInput,
  SurveyOut,
  SurveyResultsOut,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { requestPublicUrl } from '../../platform/public-url';
import { ONE_RECEIVED_SURVEY, ONE_SURVEY, WELLNESS_HR_ROUTE, wellnessViewerOf } from './wellness.policy';
import { wellnessRoute } from './wellness.routes';
import { listSurveys, receivedSurveys, surveyResultsOf } from './wellness.surveys.queries';
import { answerSurvey, createSurvey, deleteSurvey, sendSurvey, updateSurvey } from './wellness.surveys.service';

/** The query of `wellness/question_wellness/`: spec/2 names the caller as `owner`; the answer is always theirs. */
const QuestionWellnessQuery = z.object({ owner: queryIdSchema.optional() });

/** Surveys: HR writes and sends them by mail; each recipient reads and answers theirs once (docs/api-wellness.md). */
export async function wellnessSurveyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /** One survey as HR sees it, after a write. */
  async function surveyOut(companyId: number, id: number) {
    const [survey] = (await listSurveys(db, companyId, { limit: 1, offset: 0, id })).results;
    if (!survey) throw notFound();
    return survey;
  }

  r.get(
    '/wellness/question_wellness/',
    wellnessRoute({
      summary: 'The survey mails the caller received, newest first, with their questions and when they answered',
      querystring: QuestionWellnessQuery,
      response: { 200: QuestionWellnessOut },
    }),
    async (request) => {
      const viewer = wellnessViewerOf(request);
      return { data: await receivedSurveys(db, viewer.companyId, viewer.userId) };
    },
  );

  r.post(
    '/wellness/survey/:id/answer/',
    wellnessRoute(
      {
        summary: 'Answer a survey received, once (409 wellness.survey_already_answered after)',
        description:
          'Every question of kind text, num or bool answered once: `True`/`False` for bool, a number for num. ' +
          '`mark`: the wellness mark given with it (`wellness_mail`).',
        params: IdParams,
        body: SurveyAnswerInput,
      },
      ONE_RECEIVED_SURVEY,
    ),
    async (request, reply) => {
      await answerSurvey(db, wellnessViewerOf(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  r.get(
    '/wellness/survey/',
    wellnessRoute(
      {
        summary: "The company's surveys (HR), newest first, with how many received and answered each",
        querystring: PageQuery.pick({ limit: true, offset: true }),
        response: { 200: listOf(SurveyOut) },
      },
      WELLNESS_HR_ROUTE,
    ),
    async (request) => listSurveys(db, wellnessViewerOf(request).companyId, request.query),
  );

  r.post(
    '/wellness/survey/',
    wellnessRoute(
      { summary: 'Write a survey (a draft until sent)', body: SurveyInput, response: { 201: SurveyOut } },
      WELLNESS_HR_ROUTE,
    ),
    async (request, reply) => {
      const viewer = wellnessViewerOf(request);
      const id = await createSurvey(db, viewer, request.body);
      return reply.status(201).send(await surveyOut(viewer.companyId, id));
    },
  );

  r.put(
    '/wellness/survey/:id/',
    wellnessRoute(
      {
        summary: 'Change a draft (409 wellness.survey_already_sent once sent)',
        params: IdParams,
        body: SurveyInput,
        response: { 200: SurveyOut },
      },
      ONE_SURVEY,
    ),
    async (request) => {
      const viewer = wellnessViewerOf(request);
      await updateSurvey(db, viewer, request.params.id, request.body);
      return surveyOut(viewer.companyId, request.params.id);
    },
  );

  r.delete(
    '/wellness/survey/:id/',
    wellnessRoute({ summary: 'Delete a draft (409 once sent)', params: IdParams }, ONE_SURVEY),
    async (request, reply) => {
      await deleteSurvey(db, wellnessViewerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/wellness/survey/:id/results/',
    wellnessRoute(
      {
        summary: "A survey's results by question, from 5 people who answered (HR)",
        description:
          'num: count, average, min, max; bool: the counts of `True` and `False`; text: the texts, sorted ' +
          'alphabetically, without names. Fewer than 5 answered: `hidden_reason` `too_few_answers`, no question.',
        params: IdParams,
        response: { 200: SurveyResultsOut },
      },
      ONE_SURVEY,
    ),
    async (request) => surveyResultsOf(db, wellnessViewerOf(request).companyId, request.params.id),
  );

  r.post(
    '/wellness/survey/:id/wellness_mail/',
    wellnessRoute(
      {
        summary: 'Send a draft by mail to a service or, without one, to the whole company (once)',
        description:
          'One mail per active member, French then English, with the link to the survey; 400 ' +
          '`wellness.survey_no_recipient` when that is nobody, 409 `wellness.survey_already_sent` the second time.',
        params: IdParams,
        body: SurveyMailInput,
        response: { 200: SurveyOut },
      },
      ONE_SURVEY,
    ),
    async (request) => {
      const viewer = wellnessViewerOf(request);
      const publicUrl = requestPublicUrl(deps.config.publicUrl, request);
      await sendSurvey(db, viewer, request.params.id, request.body.service, publicUrl);
      deps.kickMail();
      return surveyOut(viewer.companyId, request.params.id);
    },
  );
}
