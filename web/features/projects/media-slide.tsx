import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { IMAGE_SIZES, imageSrcSet } from '../../../common/images';
import type { GallerySlide } from '../../../common/project-gallery';
import { Icon } from '../../components/icons';
import { VideoPlayer } from '../../components/modal/modals';
import { useTranslation } from '../../i18n/react';

/** What the gallery and its lightbox share: a slide, its counter, and stepping by keys and swipes. */

/** A horizontal swipe this long (px) turns the slide; shorter moves are taps or scrolls. */
const SWIPE = 40;

/** Left and right arrows, and swipes, step through the slides; both wrap around. */
export function useStepper(count: number, index: number, go: (index: number) => void) {
  const start = useRef<number | null>(null);
  const step = (by: number) => go((index + by + count) % count);
  return {
    step,
    onKeyDown: (event: KeyboardEvent) => {
      if (count < 2) return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    },
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (from === null || count < 2) return;
      const moved = event.clientX - from;
      if (Math.abs(moved) >= SWIPE) step(moved < 0 ? 1 : -1);
    },
  };
}

/** One slide, whole: an image letterboxed on a neutral ground, or a video behind a poster until played. */
export function Slide({
  slide,
  title,
  poster,
  large,
}: {
  slide: GallerySlide;
  title: string;
  poster: string | null;
  large?: boolean;
}) {
  const { t } = useTranslation('project');
  const [playing, setPlaying] = useState(false);
  if (slide.kind === 'video') {
    // The player (another site's, for YouTube and Vimeo) loads only when asked, so opening the page
    // contacts no third party.
    return playing ? (
      <VideoPlayer url={slide.url} title={title} />
    ) : (
      <button
        type="button"
        className="media-video-poster"
        onClick={() => setPlaying(true)}
        data-testid="media-play"
      >
        {poster && <img src={poster} alt="" loading="lazy" />}
        <span className="media-play-badge">
          <Icon name="play" size={22} filled />
          {t('gallery.play')}
        </span>
      </button>
    );
  }
  return (
    <img
      src={slide.url}
      srcSet={imageSrcSet(slide.url)}
      sizes={large ? '100vw' : IMAGE_SIZES.page}
      alt={slide.caption || title}
      // The first picture of the page is what a visitor waits for.
      fetchPriority={large ? undefined : 'high'}
    />
  );
}

export function Counter({ index, count }: { index: number; count: number }) {
  const { t } = useTranslation('project');
  return (
    <span className="media-counter" aria-live="polite">
      {t('gallery.position', { index: index + 1, count })}
    </span>
  );
}

/** Previous and next: the gallery's and the lightbox's own classes and icon sizes, the same buttons. */
export function StepButtons({
  step,
  classes,
  iconSize,
}: {
  step: (by: number) => void;
  /** The previous button's classes, then the next one's. */
  classes: [string, string];
  iconSize: number;
}) {
  const { t } = useTranslation('project');
  return (
    <>
      <button
        type="button"
        className={classes[0]}
        aria-label={t('gallery.previous')}
        onClick={() => step(-1)}
      >
        <Icon name="chevronLeft" size={iconSize} />
      </button>
      <button type="button" className={classes[1]} aria-label={t('gallery.next')} onClick={() => step(1)}>
        <Icon name="chevronRight" size={iconSize} />
      </button>
    </>
  );
}
