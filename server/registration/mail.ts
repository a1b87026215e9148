import { toBuffer as qrPng } from 'qrcode';
import { isLocale } from '../../common/constants';
import { escapeHtml, textToHtml } from '../../common/text';
import type { MailMessage } from '../mail/mailer';

/**
 * Registration's mails in the recipient's language: one per decision or change of a registration, and
 * the organiser's message to everyone in a status. Kept beside the area, as its own small catalogue.
 */
export const REGISTRATION_MAILS = [
  'applied',
  'waitlisted',
  'accepted',
  'promoted',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
] as const;
export type RegistrationMail = (typeof REGISTRATION_MAILS)[number];

export interface MailValues {
  event: string;
  link: string;
  /** The confirmation date, already written out for the reader; empty when no RSVP is needed. */
  rsvpBy: string;
  note: string;
}

type Catalogue = Record<RegistrationMail, (v: MailValues) => { subject: string; text: string }>;

const withNote = (note: string, intro: string) => (note ? `\n\n${intro}\n${note}` : '');

const en: Catalogue = {
  applied: (v) => ({
    subject: `${v.event}: we received your registration`,
    text: `Hello,\n\nThank you for registering for ${v.event}. The organisers will review it and write to you with their decision.\n\nYour registration: ${v.link}`,
  }),
  waitlisted: (v) => ({
    subject: `${v.event}: you are on the waiting list`,
    text: `Hello,\n\nThe places at ${v.event} are taken for now, so you are on the waiting list. We will write to you as soon as a place frees up.${withNote(v.note, 'A note from the organisers:')}\n\nYour registration: ${v.link}`,
  }),
  accepted: (v) => ({
    subject: `${v.event}: you have a place`,
    text: `Hello,\n\nYour registration for ${v.event} was accepted.${v.rsvpBy ? ` Please confirm that you will come before ${v.rsvpBy}, or your place goes to the next person on the waiting list.` : ''}${withNote(v.note, 'A note from the organisers:')}\n\nConfirm here: ${v.link}`,
  }),
  promoted: (v) => ({
    subject: `${v.event}: a place freed up for you`,
    text: `Hello,\n\nA place at ${v.event} freed up and it is yours.${v.rsvpBy ? ` Please confirm that you will come before ${v.rsvpBy}, or it goes to the next person on the waiting list.` : ''}\n\nConfirm here: ${v.link}`,
  }),
  confirmed: (v) => ({
    subject: `${v.event}: your attendance is confirmed`,
    text: `Hello,\n\nThank you: your place at ${v.event} is confirmed. Your registration page has your check-in code.\n\n${v.link}`,
  }),
  declined: (v) => ({
    subject: `${v.event}: your registration`,
    text: `Hello,\n\nWe are sorry: the organisers of ${v.event} could not offer you a place.${withNote(v.note, 'A note from the organisers:')}\n\n${v.link}`,
  }),
  cancelled: (v) => ({
    subject: `${v.event}: your registration is cancelled`,
    text: `Hello,\n\nYour registration for ${v.event} is cancelled, as you asked. You can register again while registration is open.\n\n${v.link}`,
  }),
  expired: (v) => ({
    subject: `${v.event}: your place was released`,
    text: `Hello,\n\nYou did not confirm your place at ${v.event} in time, so it went to the next person on the waiting list. You can register again while registration is open.\n\n${v.link}`,
  }),
};

const es: Catalogue = {
  applied: (v) => ({
    subject: `${v.event}: hemos recibido tu inscripción`,
    text: `Hola:\n\nGracias por inscribirte en ${v.event}. Los organizadores la revisarán y te escribirán con su decisión.\n\nTu inscripción: ${v.link}`,
  }),
  waitlisted: (v) => ({
    subject: `${v.event}: estás en la lista de espera`,
    text: `Hola:\n\nPor ahora las plazas de ${v.event} están ocupadas, así que estás en la lista de espera. Te escribiremos en cuanto se libere una plaza.${withNote(v.note, 'Una nota de los organizadores:')}\n\nTu inscripción: ${v.link}`,
  }),
  accepted: (v) => ({
    subject: `${v.event}: tienes una plaza`,
    text: `Hola:\n\nTu inscripción en ${v.event} fue aceptada.${v.rsvpBy ? ` Confirma que vendrás antes del ${v.rsvpBy}, o tu plaza pasará a la siguiente persona de la lista de espera.` : ''}${withNote(v.note, 'Una nota de los organizadores:')}\n\nConfirma aquí: ${v.link}`,
  }),
  promoted: (v) => ({
    subject: `${v.event}: se ha liberado una plaza para ti`,
    text: `Hola:\n\nSe ha liberado una plaza en ${v.event} y es tuya.${v.rsvpBy ? ` Confirma que vendrás antes del ${v.rsvpBy}, o pasará a la siguiente persona de la lista de espera.` : ''}\n\nConfirma aquí: ${v.link}`,
  }),
  confirmed: (v) => ({
    subject: `${v.event}: tu asistencia está confirmada`,
    text: `Hola:\n\nGracias: tu plaza en ${v.event} está confirmada. Tu página de inscripción tiene tu código de acceso.\n\n${v.link}`,
  }),
  declined: (v) => ({
    subject: `${v.event}: tu inscripción`,
    text: `Hola:\n\nLo sentimos: los organizadores de ${v.event} no pudieron ofrecerte una plaza.${withNote(v.note, 'Una nota de los organizadores:')}\n\n${v.link}`,
  }),
  cancelled: (v) => ({
    subject: `${v.event}: tu inscripción está cancelada`,
    text: `Hola:\n\nTu inscripción en ${v.event} está cancelada, como pediste. Puedes volver a inscribirte mientras la inscripción esté abierta.\n\n${v.link}`,
  }),
  expired: (v) => ({
    subject: `${v.event}: tu plaza se ha liberado`,
    text: `Hola:\n\nNo confirmaste tu plaza en ${v.event} a tiempo, así que pasó a la siguiente persona de la lista de espera. Puedes volver a inscribirte mientras la inscripción esté abierta.\n\n${v.link}`,
  }),
};

const fr: Catalogue = {
  applied: (v) => ({
    subject: `${v.event} : nous avons reçu votre inscription`,
    text: `Bonjour,\n\nMerci de vous être inscrit à ${v.event}. Les organisateurs vont l'examiner et vous écriront leur décision.\n\nVotre inscription : ${v.link}`,
  }),
  waitlisted: (v) => ({
    subject: `${v.event} : vous êtes sur la liste d'attente`,
    text: `Bonjour,\n\nLes places de ${v.event} sont prises pour l'instant : vous êtes sur la liste d'attente. Nous vous écrirons dès qu'une place se libère.${withNote(v.note, 'Un mot des organisateurs :')}\n\nVotre inscription : ${v.link}`,
  }),
  accepted: (v) => ({
    subject: `${v.event} : vous avez une place`,
    text: `Bonjour,\n\nVotre inscription à ${v.event} est acceptée.${v.rsvpBy ? ` Confirmez votre venue avant le ${v.rsvpBy}, sinon votre place ira à la personne suivante de la liste d'attente.` : ''}${withNote(v.note, 'Un mot des organisateurs :')}\n\nConfirmez ici : ${v.link}`,
  }),
  promoted: (v) => ({
    subject: `${v.event} : une place s'est libérée pour vous`,
    text: `Bonjour,\n\nUne place s'est libérée à ${v.event} et elle est à vous.${v.rsvpBy ? ` Confirmez votre venue avant le ${v.rsvpBy}, sinon elle ira à la personne suivante de la liste d'attente.` : ''}\n\nConfirmez ici : ${v.link}`,
  }),
  confirmed: (v) => ({
    subject: `${v.event} : votre venue est confirmée`,
    text: `Bonjour,\n\nMerci : votre place à ${v.event} est confirmée. Votre page d'inscription porte votre code d'accueil.\n\n${v.link}`,
  }),
  declined: (v) => ({
    subject: `${v.event} : votre inscription`,
    text: `Bonjour,\n\nNous sommes désolés : les organisateurs de ${v.event} n'ont pas pu vous offrir de place.${withNote(v.note, 'Un mot des organisateurs :')}\n\n${v.link}`,
  }),
  cancelled: (v) => ({
    subject: `${v.event} : votre inscription est annulée`,
    text: `Bonjour,\n\nVotre inscription à ${v.event} est annulée, comme vous l'avez demandé. Vous pouvez vous réinscrire tant que les inscriptions sont ouvertes.\n\n${v.link}`,
  }),
  expired: (v) => ({
    subject: `${v.event} : votre place a été libérée`,
    text: `Bonjour,\n\nVous n'avez pas confirmé votre place à ${v.event} à temps : elle est allée à la personne suivante de la liste d'attente. Vous pouvez vous réinscrire tant que les inscriptions sont ouvertes.\n\n${v.link}`,
  }),
};

const catalogues = { en, es, fr } as const;
const DATE_LOCALES = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR' } as const;

const languageOf = (locale: string): keyof typeof catalogues =>
  isLocale(locale) && locale !== 'ab' ? locale : 'en';

/** The mails of someone who holds a place: they carry the check-in code to show at the door. */
export const MAILS_WITH_CODE: readonly RegistrationMail[] = ['accepted', 'promoted', 'confirmed'];
export const CHECK_IN_QR_CID = 'check-in-qr';

const CODE_WORDS = {
  en: { intro: 'Your check-in code, to show at the door:', alt: 'Check-in QR code' },
  es: { intro: 'Tu código de acceso, para mostrar en la entrada:', alt: 'Código QR de acceso' },
  fr: { intro: "Votre code d'accueil, à montrer à l'entrée :", alt: "QR code d'accueil" },
} as const;

/**
 * Adds the check-in code to a mail: typed in the text (for a volunteer to type when a camera fails),
 * and as a QR image inline in an HTML part (a `cid:` attachment, so no mail client has to fetch it).
 */
export async function withCheckInCode(
  message: MailMessage,
  locale: string,
  code: string,
): Promise<MailMessage> {
  const words = CODE_WORDS[languageOf(locale)];
  // The fastest deflate: a two-colour image compresses to the same size, in a quarter of the time
  // (about 8 ms instead of 30 a mail, which counts when a bulk decision mails 2,000 people).
  const png = await qrPng(code, {
    type: 'png',
    margin: 2,
    width: 240,
    errorCorrectionLevel: 'M',
    rendererOpts: { deflateLevel: 1 },
  });
  const text = `${message.text}\n\n${words.intro}\n${code}`;
  const html =
    `${textToHtml(message.text)}<p>${escapeHtml(words.intro)}</p>` +
    `<p><img src="cid:${CHECK_IN_QR_CID}" alt="${escapeHtml(words.alt)}" width="240" height="240"></p>` +
    `<p><code style="font-size:1.2em">${escapeHtml(code)}</code></p>`;
  return {
    ...message,
    text,
    html,
    attachments: [
      {
        filename: 'check-in-code.png',
        contentType: 'image/png',
        content: png.toString('base64'),
        cid: CHECK_IN_QR_CID,
      },
    ],
  };
}

export function registrationMail(
  to: string,
  locale: string,
  kind: RegistrationMail,
  values: Omit<MailValues, 'rsvpBy'> & { rsvpDueAt: Date | null },
): MailMessage {
  const language = languageOf(locale);
  const rsvpBy = values.rsvpDueAt
    ? `${new Intl.DateTimeFormat(DATE_LOCALES[language], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(values.rsvpDueAt)} UTC`
    : '';
  return { to, ...catalogues[language][kind]({ ...values, rsvpBy }) };
}

/** The organiser's own words to everyone in one status, with where it comes from. */
export function organiserMail(
  to: string,
  event: string,
  subject: string,
  body: string,
  link: string,
): MailMessage {
  return { to, subject: `${event}: ${subject}`, text: `${body}\n\n-- ${event}: ${link}` };
}
