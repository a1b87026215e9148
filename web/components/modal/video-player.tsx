import { useTranslation } from '../../i18n/react';

/** Turns the watch links people paste into embeddable players; anything else plays as a file. */
export function embedUrl(url: string): { kind: 'iframe' | 'video'; src: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' && parsed.searchParams.get('v')) {
    return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${parsed.searchParams.get('v')}` };
  }
  if (host === 'youtu.be')
    return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed${parsed.pathname}` };
  if (host === 'vimeo.com')
    return { kind: 'iframe', src: `https://player.vimeo.com/video${parsed.pathname}` };
  return { kind: 'video', src: parsed.toString() };
}

export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const embed = embedUrl(url);
  if (!embed) return <p>{t('video.unsupported')}</p>;
  return (
    <div className="video-frame">
      {embed.kind === 'iframe' ? (
        <iframe src={embed.src} title={title} allow="fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: participants upload their own videos without captions
        <video src={embed.src} controls preload="metadata" />
      )}
      <a href={url} target="_blank" rel="noreferrer noopener">
        {t('video.openExternally')}
      </a>
    </div>
  );
}
