import { lazy, useRef, useState } from 'react';
import { imageSrcSet } from '../../../common/images';
import type { GallerySlide } from '../../../common/project-gallery';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { Boundary } from '../../lib/hydration';
import { Slide, StepButtons, useStepper } from './media-slide';

/**
 * The lightbox and its dialog code (Radix) load when a visitor first opens a picture, or points at it:
 * the page hydrates without them.
 */
const loadLightbox = () => import('./media-lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

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
            onPointerEnter={() => void loadLightbox()}
            onFocus={() => void loadLightbox()}
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
          <StepButtons
            step={stepper.step}
            classes={['media-step media-step-previous', 'media-step media-step-next']}
            iconSize={22}
          />
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
        <Boundary fallback={null}>
          <Lightbox
            slides={slides}
            index={index}
            onIndex={setIndex}
            onClose={() => setOpen(false)}
            title={title}
            poster={poster}
            returnFocus={() => opener.current?.focus()}
          />
        </Boundary>
      )}
    </section>
  );
}
