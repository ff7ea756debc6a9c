/** The reset mail, French first then English, as the product is French-first. */
export function resetMail(input: { username: string; link: string }): { subject: string; text: string } {
  return {
    subject: 'Réinitialisation de votre mot de passe / Password reset',
    text: [
      'Bonjour,',
      '',
      `Une réinitialisation du mot de passe du compte « ${input.username} » a été demandée.`,
      `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :`,
      input.link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      '',
      '---',
      '',
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

/** The invitation of a new employee to choose their password, French first then English. */
export function invitationMail(input: { firstName: string; username: string; link: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: 'Votre compte a été créé / Your account was created',
    text: [
      `Bonjour ${input.firstName},`,
      '',
      `Votre compte « ${input.username} » a été créé.`,
      'Pour choisir votre mot de passe, ouvrez ce lien (valable 7 jours, une seule fois) :',
      input.link,
      '',
      '---',
      '',
      `Hello ${input.firstName},`,
      '',
      `Your account "${input.username}" was created.`,
      'To choose your password, open this link (valid for 7 days, once):',
      input.link,
    ].join('\n'),
  };
}
