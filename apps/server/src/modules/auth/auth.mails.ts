import type { Language } from '@staff/shared';
import type { MailText } from '../../platform/mail/localized';

/*
 * The account's mails, each in the reader's language (issue 28): the caller hands the language in, or the outbox
 * reads it by the address (platform/mail/localized.ts).
 */

/** The reset mail. */
export function resetMail(input: { username: string; link: string }, language: Language): MailText {
  if (language === 'en') {
    return {
      subject: 'Password reset',
      text: [
        'Hello,',
        '',
        `A password reset was requested for the account "${input.username}".`,
        'To choose a new password, open this link (valid for one hour, once):',
        input.link,
        '',
        'If you did not ask for it, ignore this message.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Réinitialisation de votre mot de passe',
    text: [
      'Bonjour,',
      '',
      `Une réinitialisation du mot de passe du compte « ${input.username} » a été demandée.`,
      `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :`,
      input.link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    ].join('\n'),
  };
}

/** The invitation of a new employee to choose their password. */
export function invitationMail(
  input: { firstName: string; username: string; link: string },
  language: Language,
): MailText {
  if (language === 'en') {
    return {
      subject: 'Your account was created',
      text: [
        `Hello ${input.firstName},`,
        '',
        `Your account "${input.username}" was created.`,
        'To choose your password, open this link (valid for 7 days, once):',
        input.link,
      ].join('\n'),
    };
  }
  return {
    subject: 'Votre compte a été créé',
    text: [
      `Bonjour ${input.firstName},`,
      '',
      `Votre compte « ${input.username} » a été créé.`,
      'Pour choisir votre mot de passe, ouvrez ce lien (valable 7 jours, une seule fois) :',
      input.link,
    ].join('\n'),
  };
}

/** The link that makes a new address the account's, mailed to that new address (issue 21). */
export function emailConfirmationMail(
  input: { username: string; email: string; link: string },
  language: Language,
): MailText {
  if (language === 'en') {
    return {
      subject: 'Confirm your new e-mail address',
      text: [
        'Hello,',
        '',
        `The e-mail address of the account "${input.username}" is to become ${input.email}.`,
        'To confirm it, open this link (valid for 24 hours, once):',
        input.link,
        '',
        'Until it is confirmed, the former address remains the account’s.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    text: [
      'Bonjour,',
      '',
      `L'adresse e-mail du compte « ${input.username} » doit devenir ${input.email}.`,
      'Pour la confirmer, ouvrez ce lien (valable 24 heures, une seule fois) :',
      input.link,
      '',
      "Tant qu'elle n'est pas confirmée, l'ancienne adresse reste celle du compte.",
    ].join('\n'),
  };
}

/** The notice to the address being replaced (issue 21): its owner learns of a change they may not have asked for. */
export function emailChangeNoticeMail(input: { username: string; email: string }, language: Language): MailText {
  if (language === 'en') {
    return {
      subject: 'Your e-mail address is being changed',
      text: [
        'Hello,',
        '',
        `The e-mail address of the account "${input.username}" is being changed to ${input.email}.`,
        'If this is not you, contact your administrator.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Changement de votre adresse e-mail',
    text: [
      'Bonjour,',
      '',
      `L'adresse e-mail du compte « ${input.username} » est en cours de remplacement par ${input.email}.`,
      "Si vous n'êtes pas à l'origine de ce changement, contactez votre administrateur.",
    ].join('\n'),
  };
}
