/**
 * Wellness's messages (spec/2 §8), by code `wellness.<name>`: the spec's own words first, as written (its spelling
 * too: "retreive", "not recover"), then the rules this product adds (privacy, surveys, retention: issue 26,
 * docs/decisions/wellness.md). English, the wire's `detail`; the web translates by code. No Zod here: the error
 * catalogue reads this file.
 */
export const WELLNESS_MESSAGES = {
  view_failed: "Can't view Wellness mark",
  mail_not_recovered: 'mail send not recover',
  question_failed: "Can't retreive wellness question",
  send_failed: "Can't send Wellness mark",
  survey_mail_failed: "Can't send Wellness survey mail",
  mark_sent: 'Wellness mark successfully sent.',
  /** spec/2 §5.4: the scale is 0 to 5, 0 meaning no mark. */
  mark_invalid: 'The mark goes from 0 to 5.',
  own_mark_only: 'A wellness mark is given in your own name only.',
  /** The privacy model: someone else's marks, one by one, are HR's only (a manager reads team averages). */
  individual_marks_hr_only: "Someone else's wellness marks are read by HR only; managers see team averages.",
  /** A bucket of fewer than MIN_GROUP people is hidden, with this reason. */
  group_too_small: 'Fewer than {min} people marked this month: the average is hidden to keep marks anonymous.',
  month_range_invalid: 'The last month cannot be before the first, and the range is at most 24 months.',
  survey_title_required: 'Please enter the title of the survey.',
  survey_no_question: 'A survey has at least one question to answer.',
  too_many_questions: 'A survey has at most 50 questions.',
  question_text_required: 'Please enter the text of the question.',
  survey_already_sent: 'This survey was already sent: it cannot be changed or sent again.',
  survey_no_recipient: 'Nobody to send this survey to.',
  survey_already_answered: 'You have already answered this survey.',
  answer_required: 'Please answer this question.',
  answer_bool: 'Answer True or False.',
  answer_num: 'Answer with a number.',
  answer_unknown_question: 'This question is not in the survey, or takes no answer.',
  answer_twice: 'This question is answered twice.',
  retention_invalid: 'Marks are kept from 3 to 120 months.',
} as const;
