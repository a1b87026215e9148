import { isLocale, type Locale } from '../../common/constants';
import type { MailMessage } from './mailer';

type Template = (values: Record<string, string>) => { subject: string; text: string };
type Catalogue = {
  verificationCode: Template;
  passwordReset: Template;
  teamInvitation: Template;
  reviewDecision: Template;
  eventInvitation: Template;
  judgeInvitation: Template;
  participantInvitation: Template;
  signupAttempt: Template;
  announcement: Template;
  deadlineReminder: Template;
  supportReply: Template;
  webhookDisabled: Template;
};

/** Mails name a review decision (a project status) in words. */
const DECISIONS: Record<'en' | 'es' | 'fr', Record<string, string>> = {
  en: { APPROVED: 'approved', DECLINED: 'declined', SUBMITTED: 'sent back for review' },
  es: { APPROVED: 'aprobado', DECLINED: 'rechazado', SUBMITTED: 'devuelto a revisión' },
  fr: { APPROVED: 'approuvé', DECLINED: 'refusé', SUBMITTED: 'remis en relecture' },
};

const en: Catalogue = {
  verificationCode: ({ code, name }) => ({
    subject: `Your Showcase verification code: ${code}`,
    text: `Hello ${name},\n\nYour verification code is ${code}. It expires in 15 minutes.\n\nIf you did not sign up, ignore this message.`,
  }),
  passwordReset: ({ link, name }) => ({
    subject: 'Reset your Showcase password',
    text: `Hello ${name},\n\nOpen this link to choose a new password (valid for one hour):\n${link}\n\nIf you did not ask for it, ignore this message.`,
  }),
  teamInvitation: ({ link, inviter, project, event }) => ({
    subject: `${inviter} invited you to join "${project}" on Showcase`,
    text: `Hello,\n\n${inviter} invited you to join the team of "${project}" at ${event}.\nOpen this link to accept (valid for 7 days):\n${link}\n\nIf you do not know ${inviter}, ignore this message.`,
  }),
  reviewDecision: ({ project, event, decision = '', message, link }) => ({
    subject: `"${project}" was ${DECISIONS.en[decision] ?? decision} at ${event}`,
    text: `Hello,\n\nThe organisers of ${event} reviewed "${project}": it was ${DECISIONS.en[decision] ?? decision}.${message ? `\n\nTheir message:\n${message}` : ''}\n\nOpen your project: ${link}`,
  }),
  eventInvitation: ({ event, role, link, inviter }) => ({
    subject: `${inviter} invited you to help run ${event} on Showcase`,
    text: `Hello,\n\n${inviter} invited you to ${event} as ${role}.\nOpen this link to accept or decline (valid for 7 days). You log in, or create your Showcase account, with this e-mail address:\n${link}\n\nIf you do not know ${inviter}, ignore this message.`,
  }),
  judgeInvitation: ({ event, link, inviter }) => ({
    subject: `${inviter} invited you to judge ${event} on Showcase`,
    text: `Hello,\n\n${inviter} invited you to be a judge at ${event}: you will score projects from your phone.\nOpen this link to accept or decline (valid for 7 days). You log in, or create your Showcase account, with this e-mail address:\n${link}\n\nIf you do not know ${inviter}, ignore this message.`,
  }),
  participantInvitation: ({ event, link, inviter }) => ({
    subject: `${inviter} invited you to take part in ${event} on Showcase`,
    text: `Hello,\n\n${inviter} invited you to take part in ${event}: you will be able to start or join a project.\nOpen this link to accept or decline (valid for 7 days). You log in, or create your Showcase account, with this e-mail address:\n${link}\n\nIf you do not know ${inviter}, ignore this message.`,
  }),
  signupAttempt: ({ name, loginLink, resetLink }) => ({
    subject: 'Someone tried to sign up to Showcase with your address',
    text: `Hello ${name},\n\nSomeone tried to create a Showcase account with this e-mail address, which already has one. If it was you, log in instead:\n${loginLink}\n\nForgot your password? Reset it here:\n${resetLink}\n\nIf it was not you, ignore this message: your account is unchanged.`,
  }),
  announcement: ({ event, title, body, link }) => ({
    subject: `${event}: ${title}`,
    text: `${title}\n\n${body}\n\nFrom the organisers of ${event}: ${link}`,
  }),
  deadlineReminder: ({ event, hours, deadline, link }) => ({
    subject: `${event}: submissions close in ${hours === '1' ? '1 hour' : `${hours} hours`}`,
    text: `Hello,\n\nYour project at ${event} is still a draft. Submit it before ${deadline}:\n${link}`,
  }),
  supportReply: ({ event, subject, reply, original }) => ({
    subject: `Re: ${subject} (${event})`,
    text: `${reply}\n\n-- The organisers of ${event}\n\nYour message:\n${original}`,
  }),
  webhookDisabled: ({ event, url, hours, reason, link }) => ({
    subject: `${event}: a webhook was turned off`,
    text: `Hello,\n\nEvery delivery to ${url} failed for ${hours} hours (last: ${reason}), so it was turned off and nothing more is sent to it.\n\nFix the receiver, then turn it on again in the console: ${link}`,
  }),
};

const es: Catalogue = {
  verificationCode: ({ code, name }) => ({
    subject: `Tu código de verificación de Showcase: ${code}`,
    text: `Hola ${name}:\n\nTu código de verificación es ${code}. Caduca en 15 minutos.\n\nSi no te registraste, ignora este mensaje.`,
  }),
  passwordReset: ({ link, name }) => ({
    subject: 'Restablece tu contraseña de Showcase',
    text: `Hola ${name}:\n\nAbre este enlace para elegir una nueva contraseña (válido durante una hora):\n${link}\n\nSi no lo pediste, ignora este mensaje.`,
  }),
  teamInvitation: ({ link, inviter, project, event }) => ({
    subject: `${inviter} te invitó a unirte a "${project}" en Showcase`,
    text: `Hola:\n\n${inviter} te invitó a unirte al equipo de "${project}" en ${event}.\nAbre este enlace para aceptar (válido durante 7 días):\n${link}\n\nSi no conoces a ${inviter}, ignora este mensaje.`,
  }),
  reviewDecision: ({ project, event, decision = '', message, link }) => ({
    subject: `«${project}» fue ${DECISIONS.es[decision] ?? decision} en ${event}`,
    text: `Hola:\n\nLos organizadores de ${event} revisaron «${project}»: fue ${DECISIONS.es[decision] ?? decision}.${message ? `\n\nSu mensaje:\n${message}` : ''}\n\nAbre tu proyecto: ${link}`,
  }),
  eventInvitation: ({ event, role, link, inviter }) => ({
    subject: `${inviter} te invitó a organizar ${event} en Showcase`,
    text: `Hola:\n\n${inviter} te invitó a ${event} como ${role}.\nAbre este enlace para aceptar o rechazar (válido durante 7 días). Inicia sesión, o crea tu cuenta de Showcase, con esta dirección de correo:\n${link}\n\nSi no conoces a ${inviter}, ignora este mensaje.`,
  }),
  judgeInvitation: ({ event, link, inviter }) => ({
    subject: `${inviter} te invitó a ser juez en ${event} en Showcase`,
    text: `Hola:\n\n${inviter} te invitó a ser juez en ${event}: puntuarás los proyectos desde tu teléfono.\nAbre este enlace para aceptar o rechazar (válido durante 7 días). Inicia sesión, o crea tu cuenta de Showcase, con esta dirección de correo:\n${link}\n\nSi no conoces a ${inviter}, ignora este mensaje.`,
  }),
  participantInvitation: ({ event, link, inviter }) => ({
    subject: `${inviter} te invitó a participar en ${event} en Showcase`,
    text: `Hola:\n\n${inviter} te invitó a participar en ${event}: podrás empezar un proyecto o unirte a uno.\nAbre este enlace para aceptar o rechazar (válido durante 7 días). Inicia sesión, o crea tu cuenta de Showcase, con esta dirección de correo:\n${link}\n\nSi no conoces a ${inviter}, ignora este mensaje.`,
  }),
  signupAttempt: ({ name, loginLink, resetLink }) => ({
    subject: 'Alguien intentó registrarse en Showcase con tu dirección',
    text: `Hola ${name}:\n\nAlguien intentó crear una cuenta de Showcase con esta dirección de correo, que ya tiene una. Si fuiste tú, inicia sesión:\n${loginLink}\n\n¿Olvidaste tu contraseña? Restablécela aquí:\n${resetLink}\n\nSi no fuiste tú, ignora este mensaje: tu cuenta no ha cambiado.`,
  }),
  announcement: ({ event, title, body, link }) => ({
    subject: `${event}: ${title}`,
    text: `${title}\n\n${body}\n\nDe los organizadores de ${event}: ${link}`,
  }),
  deadlineReminder: ({ event, hours, deadline, link }) => ({
    subject: `${event}: las entregas cierran en ${hours === '1' ? '1 hora' : `${hours} horas`}`,
    text: `Hola:\n\nTu proyecto en ${event} sigue siendo un borrador. Envíalo antes del ${deadline}:\n${link}`,
  }),
  supportReply: ({ event, subject, reply, original }) => ({
    subject: `Re: ${subject} (${event})`,
    text: `${reply}\n\n-- Los organizadores de ${event}\n\nTu mensaje:\n${original}`,
  }),
  webhookDisabled: ({ event, url, hours, reason, link }) => ({
    subject: `${event}: se desactivó un webhook`,
    text: `Hola:\n\nTodos los envíos a ${url} fallaron durante ${hours} horas (el último: ${reason}), así que se desactivó y ya no se le envía nada.\n\nArregla el receptor y vuelve a activarlo en la consola: ${link}`,
  }),
};

const fr: Catalogue = {
  verificationCode: ({ code, name }) => ({
    subject: `Votre code de vérification Showcase : ${code}`,
    text: `Bonjour ${name},\n\nVotre code de vérification est ${code}. Il expire dans 15 minutes.\n\nSi vous ne vous êtes pas inscrit, ignorez ce message.`,
  }),
  passwordReset: ({ link, name }) => ({
    subject: 'Réinitialisez votre mot de passe Showcase',
    text: `Bonjour ${name},\n\nOuvrez ce lien pour choisir un nouveau mot de passe (valable une heure) :\n${link}\n\nSi vous ne l'avez pas demandé, ignorez ce message.`,
  }),
  teamInvitation: ({ link, inviter, project, event }) => ({
    subject: `${inviter} vous invite à rejoindre « ${project} » sur Showcase`,
    text: `Bonjour,\n\n${inviter} vous invite à rejoindre l'équipe de « ${project} » à ${event}.\nOuvrez ce lien pour accepter (valable 7 jours) :\n${link}\n\nSi vous ne connaissez pas ${inviter}, ignorez ce message.`,
  }),
  reviewDecision: ({ project, event, decision = '', message, link }) => ({
    subject: `« ${project} » a été ${DECISIONS.fr[decision] ?? decision} à ${event}`,
    text: `Bonjour,\n\nLes organisateurs de ${event} ont examiné « ${project} » : il a été ${DECISIONS.fr[decision] ?? decision}.${message ? `\n\nLeur message :\n${message}` : ''}\n\nOuvrez votre projet : ${link}`,
  }),
  eventInvitation: ({ event, role, link, inviter }) => ({
    subject: `${inviter} vous invite à organiser ${event} sur Showcase`,
    text: `Bonjour,\n\n${inviter} vous invite à ${event} en tant que ${role}.\nOuvrez ce lien pour accepter ou refuser (valable 7 jours). Connectez-vous, ou créez votre compte Showcase, avec cette adresse :\n${link}\n\nSi vous ne connaissez pas ${inviter}, ignorez ce message.`,
  }),
  judgeInvitation: ({ event, link, inviter }) => ({
    subject: `${inviter} vous invite à faire partie du jury de ${event} sur Showcase`,
    text: `Bonjour,\n\n${inviter} vous invite à faire partie du jury de ${event} : vous noterez les projets depuis votre téléphone.\nOuvrez ce lien pour accepter ou refuser (valable 7 jours). Connectez-vous, ou créez votre compte Showcase, avec cette adresse :\n${link}\n\nSi vous ne connaissez pas ${inviter}, ignorez ce message.`,
  }),
  participantInvitation: ({ event, link, inviter }) => ({
    subject: `${inviter} vous invite à participer à ${event} sur Showcase`,
    text: `Bonjour,\n\n${inviter} vous invite à participer à ${event} : vous pourrez lancer un projet ou en rejoindre un.\nOuvrez ce lien pour accepter ou refuser (valable 7 jours). Connectez-vous, ou créez votre compte Showcase, avec cette adresse :\n${link}\n\nSi vous ne connaissez pas ${inviter}, ignorez ce message.`,
  }),
  signupAttempt: ({ name, loginLink, resetLink }) => ({
    subject: "Quelqu'un a tenté de s'inscrire sur Showcase avec votre adresse",
    text: `Bonjour ${name},\n\nQuelqu'un a tenté de créer un compte Showcase avec cette adresse, qui en a déjà un. Si c'était vous, connectez-vous :\n${loginLink}\n\nMot de passe oublié ? Réinitialisez-le ici :\n${resetLink}\n\nSi ce n'était pas vous, ignorez ce message : votre compte n'a pas changé.`,
  }),
  announcement: ({ event, title, body, link }) => ({
    subject: `${event} : ${title}`,
    text: `${title}\n\n${body}\n\nDe la part des organisateurs de ${event} : ${link}`,
  }),
  deadlineReminder: ({ event, hours, deadline, link }) => ({
    subject: `${event} : les dépôts ferment dans ${hours === '1' ? '1 heure' : `${hours} heures`}`,
    text: `Bonjour,\n\nVotre projet à ${event} est encore un brouillon. Soumettez-le avant le ${deadline} :\n${link}`,
  }),
  supportReply: ({ event, subject, reply, original }) => ({
    subject: `Re : ${subject} (${event})`,
    text: `${reply}\n\n-- Les organisateurs de ${event}\n\nVotre message :\n${original}`,
  }),
  webhookDisabled: ({ event, url, hours, reason, link }) => ({
    subject: `${event} : un webhook a été désactivé`,
    text: `Bonjour,\n\nTous les envois vers ${url} ont échoué pendant ${hours} heures (dernier : ${reason}) : il a été désactivé et plus rien ne lui est envoyé.\n\nRéparez le récepteur, puis réactivez-le dans la console : ${link}`,
  }),
};

const catalogues: Record<Locale, Catalogue> = { en, es, fr, ab: en };

/** A mail in the recipient's language (English when unknown). */
export function composeMail(
  to: string,
  locale: string,
  template: keyof Catalogue,
  values: Record<string, string>,
): MailMessage {
  const catalogue = catalogues[isLocale(locale) ? locale : 'en'];
  return { to, ...catalogue[template](values) };
}
