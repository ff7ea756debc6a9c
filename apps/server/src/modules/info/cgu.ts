/** The terms of use shown on /about (spec/1 §2), per language. Plain text, paragraphs separated by blank lines. */
export const TERMS_OF_USE: Record<'fr' | 'en', string> = {
  fr: `Conditions générales d'utilisation

1. Objet. Les présentes conditions régissent l'utilisation de l'application de gestion du personnel mise à disposition de votre entreprise. En vous connectant, vous les acceptez.

2. Compte. Votre compte est personnel. Vous gardez votre mot de passe secret et signalez sans délai toute utilisation que vous n'avez pas faite. Votre entreprise administre les comptes et les droits de ses utilisateurs.

3. Données. Les données saisies (comptes rendus d'activité, notes de frais, congés, temps, ordres de mission, bien-être) appartiennent à votre entreprise, qui en est responsable de traitement. Elles ne servent qu'à la gestion du personnel et ne sont jamais cédées à des tiers.

4. Vos droits. Conformément au RGPD, vous disposez d'un droit d'accès, de rectification et d'effacement de vos données ; exercez-le auprès de votre entreprise ou du support.

5. Disponibilité. Le service est fourni avec le soin d'un professionnel ; des interruptions pour maintenance peuvent survenir et sont annoncées lorsque c'est possible.

6. Sécurité. Les sessions expirent après une période d'inactivité ; les mots de passe sont stockés sous forme d'empreinte et ne sont jamais lisibles.

7. Période d'essai. Une période d'essai peut être accordée ; à son terme, l'accès est suspendu jusqu'à la souscription d'une offre payante.`,
  en: `Terms of use

1. Purpose. These terms govern the use of the staff management application made available to your company. By signing in, you accept them.

2. Account. Your account is personal. Keep your password secret and report at once any use you did not make. Your company administers its users' accounts and rights.

3. Data. The data you enter (activity reports, expense claims, leaves, time, mission orders, wellness) belongs to your company, which is its controller. It serves staff management only and is never sold to third parties.

4. Your rights. Under the GDPR you have the right to access, correct and erase your data; exercise it with your company or the support.

5. Availability. The service is provided with professional care; maintenance interruptions may happen and are announced when possible.

6. Security. Sessions expire after a period of inactivity; passwords are stored as hashes and are never readable.

7. Trial period. A trial period may be granted; when it ends, access is suspended until a paid plan is subscribed.`,
};
