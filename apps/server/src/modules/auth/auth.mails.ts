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
