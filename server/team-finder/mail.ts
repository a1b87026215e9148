import { isLocale } from '../../common/constants';
import type { MailMessage } from '../mail/mailer';

type Values = Record<string, string>;
type Template = (values: Values) => { subject: string; text: string };
type Kind = 'joinRequest' | 'joinAccepted' | 'joinDeclined';

const quoted = (message: string | undefined, intro: string) => (message ? `\n\n${intro}\n${message}` : '');

/** The team finder's mails, in the recipient's language; kept beside the area rather than in mail/templates.ts. */
const CATALOGUES: Record<'en' | 'es' | 'fr', Record<Kind, Template>> = {
  en: {
    joinRequest: ({ person, project, event, message, link }) => ({
      subject: `${person} asks to join "${project}"`,
      text: `Hello,\n\n${person} would like to join the team of "${project}" at ${event}.${quoted(message, 'Their message:')}\n\nAccept or decline on the team board:\n${link}`,
    }),
    joinAccepted: ({ person, project, event, link }) => ({
      subject: `You are on the team of "${project}"`,
      text: `Hello ${person},\n\nThe team of "${project}" at ${event} accepted your request: you are now a member.\n\n${link}`,
    }),
    joinDeclined: ({ person, project, event, link }) => ({
      subject: `"${project}" did not take your request`,
      text: `Hello ${person},\n\nThe team of "${project}" at ${event} declined your request this time. Other teams are still looking:\n${link}`,
    }),
  },
  es: {
    joinRequest: ({ person, project, event, message, link }) => ({
      subject: `${person} pide unirse a "${project}"`,
      text: `Hola:\n\n${person} quiere unirse al equipo de "${project}" en ${event}.${quoted(message, 'Su mensaje:')}\n\nAcepta o rechaza en el tablón de equipos:\n${link}`,
    }),
    joinAccepted: ({ person, project, event, link }) => ({
      subject: `Ya formas parte del equipo de "${project}"`,
      text: `Hola ${person}:\n\nEl equipo de "${project}" en ${event} aceptó tu solicitud: ya eres miembro.\n\n${link}`,
    }),
    joinDeclined: ({ person, project, event, link }) => ({
      subject: `"${project}" no aceptó tu solicitud`,
      text: `Hola ${person}:\n\nEl equipo de "${project}" en ${event} rechazó tu solicitud esta vez. Otros equipos siguen buscando:\n${link}`,
    }),
  },
  fr: {
    joinRequest: ({ person, project, event, message, link }) => ({
      subject: `${person} demande à rejoindre « ${project} »`,
      text: `Bonjour,\n\n${person} aimerait rejoindre l'équipe de « ${project} » à ${event}.${quoted(message, 'Son message :')}\n\nAcceptez ou refusez sur le tableau des équipes :\n${link}`,
    }),
    joinAccepted: ({ person, project, event, link }) => ({
      subject: `Vous faites partie de l'équipe de « ${project} »`,
      text: `Bonjour ${person},\n\nL'équipe de « ${project} » à ${event} a accepté votre demande : vous en êtes membre.\n\n${link}`,
    }),
    joinDeclined: ({ person, project, event, link }) => ({
      subject: `« ${project} » n'a pas retenu votre demande`,
      text: `Bonjour ${person},\n\nL'équipe de « ${project} » à ${event} a décliné votre demande cette fois. D'autres équipes cherchent encore :\n${link}`,
    }),
  },
};

export function teamFinderMail(to: string, locale: string, kind: Kind, values: Values): MailMessage {
  const language = isLocale(locale) && locale !== 'ab' ? locale : 'en';
  return { to, ...CATALOGUES[language][kind](values) };
}
