/**
 * The survey mail (`wellness_mail`, spec/2 §8 "Can't send Wellness survey mail"): French then English, as the
 * product's other mails, with the link that opens the survey on /wellness. The outbox adds the company's prefix.
 */
export function surveyMail(title: string, link: string): { subject: string; text: string } {
  return {
    subject: `Questionnaire bien-être / Wellness survey: ${title}`,
    text: [
      'Bonjour,',
      '',
      `Un questionnaire bien-être vous attend : « ${title} ». Vos réponses restent anonymes pour votre manager.`,
      `Pour y répondre : ${link}`,
      '',
      'Hello,',
      '',
      `A wellness survey is waiting for you: "${title}". Your answers stay anonymous to your manager.`,
      `To answer it: ${link}`,
    ].join('\n'),
  };
}

/** Where the survey opens: the wellness page with the survey's modal. */
export const surveyLink = (publicUrl: string, surveyId: number) => `${publicUrl}/wellness?survey=${surveyId}`;
