/** The wellness wire shapes are the shared contract's (packages/shared/src/wellness/contract.ts). */
export type {
  QuestionWellnessOut,
  ReceivedSurveyOut,
  SurveyInput,
  SurveyOut,
  SurveyQuestionOut,
  WellnessAverageOut,
  WellnessEntryOut,
  WellnessReadOut,
  WellnessSettingsOut,
  WellnessTodayOut,
  WellnessTrendOut,
} from '@staff/shared';
