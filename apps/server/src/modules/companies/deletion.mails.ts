/** The mail the superusers get when an administrator asks for the deletion of their company (French, then English). */
export function deletionRequestMail(input: { company: string; requester: string; email: string; link: string }) {
  return {
    subject: `Demande de suppression : ${input.company} / Deletion request: ${input.company}`,
    text: [
      'Bonjour,',
      '',
      `${input.requester} (${input.email}) a demandé la suppression de la société « ${input.company} ».`,
      "La société est verrouillée : ses utilisateurs ne peuvent plus se connecter jusqu'à votre décision.",
      'Pour la supprimer ou la déverrouiller :',
      input.link,
      '',
      '---',
      '',
      'Hello,',
      '',
      `${input.requester} (${input.email}) asked for the deletion of the company "${input.company}".`,
      'The company is locked: its users cannot sign in until you decide.',
      'To delete or unlock it:',
      input.link,
    ].join('\n'),
  };
}
