import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { IMAGE_SIZES, imageSrcSet } from '../../../common/images';
import type { GallerySlide } from '../../../common/project-page';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../icons';
import { VideoPlayer } from '../modal/video-player';

/** A horizontal swipe this long (px) turns the slide; shorter moves are taps or scrolls. */
const SWIPE = 40;

/** Left and right arrows, and swipes, step through the slides; both wrap around. */
function useStepper(count: number, index: number, go: (index: number) => void) {
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
function Slide({
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

function Counter({ index, count }: { index: number; count: number }) {
  const { t } = useTranslation('project');
  return (
    <span className="media-counter" aria-live="polite">
      {t('gallery.position', { index: index + 1, count })}
    </span>
  );
}

/** The full-screen view: Escape and the close button leave, arrows and swipes step, nothing is cropped. */
function Lightbox({
  slides,
  index,
  onIndex,
  onClose,
  title,
  poster,
  returnFocus,
}: {
  slides: GallerySlide[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to on closing: the slide that opened it. */
  returnFocus: () => void;
  title: string;
  poster: string | null;
}) {
  const { t } = useTranslation('project');
  const stepper = useStepper(slides.length, index, onIndex);
  const slide = slides[index]!;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="lightbox-overlay" />
        <Dialog.Content
          className="lightbox"
          aria-describedby={undefined}
          onKeyDown={stepper.onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          data-testid="lightbox"
        >
          <header className="lightbox-bar">
            <Dialog.Title className="lightbox-title">{title}</Dialog.Title>
            <Counter index={index} count={slides.length} />
            <Dialog.Close className="lightbox-button" aria-label={t('gallery.close')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </header>
          <div
            className="lightbox-stage"
            onPointerDown={stepper.onPointerDown}
            onPointerUp={stepper.onPointerUp}
          >
            <Slide key={slide.url} slide={slide} title={title} poster={poster} large />
          </div>
          {slides.length > 1 && (
            <>
              <button
                type="button"
                className="lightbox-button lightbox-previous"
                aria-label={t('gallery.previous')}
                onClick={() => stepper.step(-1)}
              >
                <Icon name="chevronLeft" size={26} />
              </button>
              <button
                type="button"
                className="lightbox-button lightbox-next"
                aria-label={t('gallery.next')}
                onClick={() => stepper.step(1)}
              >
                <Icon name="chevronRight" size={26} />
              </button>
            </>
          )}
          {slide.caption && <p className="lightbox-caption">{slide.caption}</p>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The project's gallery: the video and images in the team's order, one large slide with thumbnails
 * under it, and a lightbox for the full view. Images are letterboxed (object-fit: contain) on a neutral
 * ground so no part of a picture, such as a cover's lettering, is ever cut off.
 */
export function MediaGallery({ slides, title }: { slides: GallerySlide[]; title: string }) {
  const { t } = useTranslation('project');
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const stepper = useStepper(slides.length, index, setIndex);
  const opener = useRef<HTMLButtonElement>(null);
  if (!slides.length) return null;
  const current = slides[Math.min(index, slides.length - 1)]!;
  const poster = slides.find((slide) => slide.kind === 'image')?.url ?? null;
  return (
    <section className="media-gallery" aria-label={t('gallery.title')} data-testid="media-gallery">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrows and swipes are shortcuts; the buttons below do the same */}
      <div
        className="media-stage"
        onKeyDown={stepper.onKeyDown}
        onPointerDown={stepper.onPointerDown}
        onPointerUp={stepper.onPointerUp}
      >
        {current.kind === 'image' ? (
          <button
            type="button"
            className="media-open"
            ref={opener}
            onClick={() => setOpen(true)}
            aria-label={t('gallery.open', { index: index + 1, count: slides.length })}
            data-testid="media-open"
          >
            <Slide slide={current} title={title} poster={poster} />
            <span className="media-expand" aria-hidden="true">
              <Icon name="expand" size={18} />
            </span>
          </button>
        ) : (
          <Slide key={current.url} slide={current} title={title} poster={poster} />
        )}
        {slides.length > 1 && (
          <>
            <button
              type="button"
              className="media-step media-step-previous"
              aria-label={t('gallery.previous')}
              onClick={() => stepper.step(-1)}
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className="media-step media-step-next"
              aria-label={t('gallery.next')}
              onClick={() => stepper.step(1)}
            >
              <Icon name="chevronRight" size={22} />
            </button>
          </>
        )}
      </div>
      {current.caption && <p className="media-caption">{current.caption}</p>}
      {slides.length > 1 && (
        <ul className="media-thumbs">
          {slides.map((slide, at) => (
            <li key={slide.url}>
              <button
                type="button"
                className="media-thumb"
                aria-current={at === index ? 'true' : undefined}
                aria-label={t(slide.kind === 'video' ? 'gallery.showVideo' : 'gallery.show', {
                  index: at + 1,
                  count: slides.length,
                })}
                onClick={() => setIndex(at)}
              >
                {slide.kind === 'video' ? (
                  <span className="media-thumb-video">
                    {poster && <img src={poster} alt="" loading="lazy" />}
                    <Icon name="play" size={16} filled />
                  </span>
                ) : (
                  <img src={slide.url} srcSet={imageSrcSet(slide.url)} sizes="96px" alt="" loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Lightbox
          slides={slides}
          index={index}
          onIndex={setIndex}
          onClose={() => setOpen(false)}
          title={title}
          poster={poster}
          returnFocus={() => opener.current?.focus()}
        />
      )}
    </section>
  );
}
