import { z } from 'zod';

/**
 * Live streams on the event home and live demo slots of projects. A stream's URL is what the organiser
 * pasted; the page never embeds it as written: `streamEmbed` derives the player address from an
 * allowlist of providers, and the Content-Security-Policy opens exactly their origins (`STREAM_FRAME_ORIGINS`).
 */

export const STREAM_TITLE_MAX = 160;
export const STREAM_URL_MAX = 2000;

/** The player origins a stream may be framed from; the server's frame-src lists exactly these. */
export const STREAM_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://player.twitch.tv',
] as const;

export type StreamEmbed =
  | { kind: 'iframe'; provider: 'youtube' | 'vimeo' | 'twitch'; src: string }
  | { kind: 'hls'; provider: 'hls'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{3,25}$/;
const TWITCH_VIDEO = /^\d{1,15}$/;

function parseUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'live' || first === 'embed' || first === 'shorts') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.at(-1);
  return id && VIMEO_ID.test(id) ? id : null;
}

function twitchSource(url: URL): { channel: string } | { video: string } | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host !== 'twitch.tv') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'videos' && parts[1] && TWITCH_VIDEO.test(parts[1])) return { video: parts[1] };
  if (parts.length === 1 && TWITCH_CHANNEL.test(parts[0]!)) return { channel: parts[0]!.toLowerCase() };
  return null;
}

/** An https address whose path ends in .m3u8: an HLS playlist, played by a plain video element. */
function hlsSource(url: URL): string | null {
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return url.pathname.toLowerCase().endsWith('.m3u8') ? url.href : null;
}

/**
 * The player for a pasted stream address, or null when the address is not one we can embed. `parentHost`
 * is the public host name of this site: Twitch's player refuses to run without it.
 */
export function streamEmbed(raw: string, parentHost: string): StreamEmbed | null {
  const url = parseUrl(raw);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube)
    return { kind: 'iframe', provider: 'youtube', src: `${STREAM_FRAME_ORIGINS[0]}/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'iframe', provider: 'vimeo', src: `${STREAM_FRAME_ORIGINS[1]}/video/${vimeo}` };
  const twitch = twitchSource(url);
  if (twitch) {
    const params = new URLSearchParams(
      'channel' in twitch ? { channel: twitch.channel } : { video: twitch.video },
    );
    params.set('parent', parentHost);
    return { kind: 'iframe', provider: 'twitch', src: `${STREAM_FRAME_ORIGINS[2]}/?${params}` };
  }
  const hls = hlsSource(url);
  return hls ? { kind: 'hls', provider: 'hls', src: hls } : null;
}

export const STREAM_URL_MESSAGE = 'Use a YouTube, Vimeo or Twitch address, or an https HLS (.m3u8) address';
export const STREAM_TIMES_MESSAGE = 'The stream must end after it starts';

const isoDate = z.iso.datetime({ offset: true });
const endsAfterStart = (input: { startsAt: string; endsAt: string }) =>
  Date.parse(input.endsAt) > Date.parse(input.startsAt);

export const liveStreamInputSchema = z
  .object({
    title: z.string().trim().min(1).max(STREAM_TITLE_MAX),
    url: z
      .string()
      .trim()
      .max(STREAM_URL_MAX)
      .refine((url) => streamEmbed(url, 'localhost') !== null, STREAM_URL_MESSAGE),
    startsAt: isoDate,
    endsAt: isoDate,
  })
  .refine(endsAfterStart, {
    message: STREAM_TIMES_MESSAGE,
    path: ['endsAt'],
  });
export type LiveStreamInput = z.infer<typeof liveStreamInputSchema>;

const embedSchema = z.object({
  kind: z.enum(['iframe', 'hls']),
  provider: z.enum(['youtube', 'vimeo', 'twitch', 'hls']),
  src: z.string(),
});

export const liveStreamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Derived by the server from the allowlist; the browser embeds only this. */
  embed: embedSchema.nullable(),
});
export type LiveStream = z.infer<typeof liveStreamSchema>;

const demoSlotTimes = z.object({ startsAt: isoDate, endsAt: isoDate });
const demoEndsAfterStart = { message: 'The demo must end after it starts', path: ['endsAt'] };

export const demoSlotInputSchema = demoSlotTimes.refine(endsAfterStart, demoEndsAfterStart);
export type DemoSlotInput = z.infer<typeof demoSlotInputSchema>;

/** The console's demo slot form: the project, whose id the request puts in its path, and the times. */
export const demoSlotFormSchema = demoSlotTimes
  .extend({ projectId: z.number().int().positive() })
  .refine(endsAfterStart, demoEndsAfterStart);

export const demoSlotSchema = z.object({
  projectId: z.number().int(),
  projectTitle: z.string(),
  projectSlug: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type DemoSlot = z.infer<typeof demoSlotSchema>;

export const liveScheduleSchema = z.object({
  streams: z.array(liveStreamSchema),
  demoSlots: z.array(demoSlotSchema),
});
export type LiveSchedule = z.infer<typeof liveScheduleSchema>;

/** Re-exported for the server; the browser imports it from live-now.ts, without zod. */
export { liveNow } from './live-now';
