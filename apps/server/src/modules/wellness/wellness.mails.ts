import type { Language } from '@staff/shared';
import type { MailText } from '../../platform/mail/localized';

/**
 * The survey mail (`wellness_mail`, spec/2 §8 "Can't send Wellness survey mail") in the reader's language
 * (issue 28), with the link that opens the survey on /wellness. The outbox adds the company's prefix.
 */
export function surveyMail(title: string, link: string, language: Language): MailText {
  return language === 'fr'
    ? {
        subject: `Questionnaire bien-être : ${title}`,
        text: [
          'Bonjour,',
          '',
          `Un questionnaire bien-être vous attend : « ${title} ». Vos réponses restent anonymes pour votre manager.`,
          `Pour y répondre : ${link}`,
        ].join('\n'),
      }
    : {
        subject: `Wellness survey: ${title}`,
        text: [
          'Hello,',
          '',
          `A wellness survey is waiting for you: "${title}". Your answers stay anonymous to your manager.`,
          `To answer it: ${link}`,
        ].join('\n'),
      };
}

/** Where the survey opens: the wellness page with the survey's modal. */
export const surveyLink = (publicUrl: string, surveyId: number) => `${publicUrl}/wellness?survey=${surveyId}`;
