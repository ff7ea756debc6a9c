import type { Language } from '@staff/shared';
import type { MailText } from '../../platform/mail/localized';

/** The mail the superusers get when an administrator asks for the deletion of their company, in each one's language. */
export function deletionRequestMail(
  input: { company: string; requester: string; email: string; link: string },
  language: Language,
): MailText {
  if (language === 'en') {
    return {
      subject: `Deletion request: ${input.company}`,
      text: [
        'Hello,',
        '',
        `${input.requester} (${input.email}) asked for the deletion of the company "${input.company}".`,
        'The company is locked: its users cannot sign in until you decide.',
        'To delete or unlock it:',
        input.link,
      ].join('\n'),
    };
  }
  return {
    subject: `Demande de suppression : ${input.company}`,
    text: [
      'Bonjour,',
      '',
      `${input.requester} (${input.email}) a demandé la suppression de la société « ${input.company} ».`,
      "La société est verrouillée : ses utilisateurs ne peuvent plus se connecter jusqu'à votre décision.",
      'Pour la supprimer ou la déverrouiller :',
      input.link,
    ].join('\n'),
  };
}
