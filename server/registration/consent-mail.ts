import { isLocale } from '../../common/constants';
import type { MailMessage } from '../mail/mailer';

/** The mail to a parent or guardian with the consent link, in the registrant's language. */
type Values = { event: string; child: string; link: string; days: number };
const catalogue = {
  en: (v: Values) => ({
    subject: `${v.event}: your consent is needed for ${v.child}`,
    text: `Hello,\n\n${v.child} registered for ${v.event}. Because of their age, the organisers need the consent of a parent or guardian before they take part.\n\nRead what the event is, what will be published, and agree or decline here (the link works once, for ${v.days} days):\n${v.link}\n\nIf you do not know this event, you can ignore this mail.`,
  }),
  es: (v: Values) => ({
    subject: `${v.event}: se necesita tu consentimiento para ${v.child}`,
    text: `Hola:\n\n${v.child} se inscribió en ${v.event}. Por su edad, los organizadores necesitan el consentimiento de su madre, padre o tutor antes de que participe.\n\nLee qué es el evento y qué se publicará, y acepta o rechaza aquí (el enlace sirve una vez, durante ${v.days} días):\n${v.link}\n\nSi no conoces este evento, puedes ignorar este correo.`,
  }),
  fr: (v: Values) => ({
    subject: `${v.event} : votre consentement est nécessaire pour ${v.child}`,
    text: `Bonjour,\n\n${v.child} s'est inscrit(e) à ${v.event}. En raison de son âge, les organisateurs ont besoin du consentement d'un parent ou tuteur avant sa participation.\n\nLisez ce qu'est l'événement et ce qui sera publié, puis acceptez ou refusez ici (le lien sert une fois, pendant ${v.days} jours) :\n${v.link}\n\nSi vous ne connaissez pas cet événement, ignorez ce message.`,
  }),
};

export function consentMail(to: string, locale: string, values: Values): MailMessage {
  const language = isLocale(locale) && locale in catalogue ? (locale as keyof typeof catalogue) : 'en';
  return { to, ...catalogue[language](values) };
}
