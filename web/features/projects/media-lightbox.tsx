import * as Dialog from '@radix-ui/react-dialog';
import type { GallerySlide } from '../../../common/project-gallery';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { Counter, Slide, StepButtons, useStepper } from './media-slide';

/** The full-screen view: Escape and the close button leave, arrows and swipes step, nothing is cropped. */
export function Lightbox({
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
            <StepButtons
              step={stepper.step}
              classes={['lightbox-button lightbox-previous', 'lightbox-button lightbox-next']}
              iconSize={26}
            />
          )}
          {slide.caption && <p className="lightbox-caption">{slide.caption}</p>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
