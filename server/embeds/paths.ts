import { API_ROOT } from '../../common/first-reads';

/** The machine-readable summary of an event, in the spirit of the hackathon.json proposal. */
export const hackathonJsonPath = (slug: string) =>
  `${API_ROOT}/event/${encodeURIComponent(slug)}/hackathon.json`;

/** The oEmbed answer for a link of this site. */
export const oembedPath = (link: string) => `${API_ROOT}/oembed?url=${encodeURIComponent(link)}&format=json`;
