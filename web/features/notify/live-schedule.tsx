import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { liveNow } from '../../../common/live-now';
import type { LiveStream } from '../../../common/live-streams';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useLiveSchedule } from './api';

/** Safari (and iOS) play HLS in a plain video element; elsewhere the stream opens in its own tab. */
const playsHls = () =>
  typeof document !== 'undefined' &&
  document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';

function StreamPlayer({ stream }: { stream: LiveStream }) {
  const { t } = useTranslation('notify');
  const embed = stream.embed;
  if (!embed) return null;
  if (embed.kind === 'iframe') {
    return (
      <div className="video-frame">
        <iframe
          src={embed.src}
          title={stream.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (playsHls()) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a live stream has no caption track to offer
      <video className="video-frame" src={embed.src} controls playsInline title={stream.title} />
    );
  }
  return (
    <p className="notice">
      {t('live.noPlayer')}{' '}
      <a href={embed.src} target="_blank" rel="noreferrer noopener">
        {t('live.openStream')}
      </a>
    </p>
  );
}

/** The event home's live section: the stream on air now, embedded, then the schedule and demo slots. */
export function LiveSchedule({ eventId, eventSlug }: { eventId: number; eventSlug: string }) {
  const { t, i18n } = useTranslation('notify');
  const to = useLocalePath();
  const schedule = useLiveSchedule(eventId);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const data = schedule.data;
  if (!data || (data.streams.length === 0 && data.demoSlots.length === 0)) return null;
  const onAir = liveNow(data.streams, now);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const hours = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const upcoming = data.streams.filter((stream) => Date.parse(stream.endsAt) > now.getTime());
  return (
    <section className="section stack live-schedule" data-testid="live-schedule">
      <h2>{t('live.title')}</h2>
      {onAir && (
        <div className="stack tight" data-testid="live-now">
          <p>
            <span className="status-pill live">{t('live.onAirNow')}</span> <strong>{onAir.title}</strong>{' '}
            <span className="muted">{t('live.ends', { time: hours.format(new Date(onAir.endsAt)) })}</span>
          </p>
          <StreamPlayer stream={onAir} />
        </div>
      )}
      {upcoming.length > 0 && (
        <>
          <h3>{t('live.schedule')}</h3>
          <ul className="console-list">
            {upcoming.map((stream) => (
              <li key={stream.id}>
                <time dateTime={stream.startsAt}>{time.format(new Date(stream.startsAt))}</time> ·{' '}
                {stream.title}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.demoSlots.length > 0 && (
        <>
          <h3>{t('live.demos')}</h3>
          <ul className="console-list">
            {data.demoSlots.map((slot) => (
              <li key={slot.projectId}>
                <time dateTime={slot.startsAt}>{time.format(new Date(slot.startsAt))}</time> ·{' '}
                <Link to={to(`/${eventSlug}/project/${slot.projectSlug}`)}>{slot.projectTitle}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
