import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { useChangeCount } from './api';

/** The widths the preview draws the page at: a phone's, and a laptop's scaled down to the column. */
const DEVICES = { phone: { width: 390, height: 760 }, desktop: { width: 1280, height: 900 } } as const;
type Device = keyof typeof DEVICES;
/** The console's wide layout puts the preview beside the form (web/features/console/console.css). */
const WIDE = '(min-width: 1200px)';

/**
 * The public event page as visitors see it, beside the event details it previews, reloaded after every
 * saved change. It draws the whole width of the page at a phone's or a laptop's size, scaled to fit its
 * column, so nothing is cut off. It is a visitor's view (the framed app ignores the session), so a
 * draft shows its preview link advice instead. On narrow screens it starts folded under the form.
 */
export function LivePreview() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const version = useChangeCount();
  const titleId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [device, setDevice] = useState<Device>('phone');
  const [columnWidth, setColumnWidth] = useState(0);
  useEffect(() => {
    setOpen(window.matchMedia(WIDE).matches);
  }, []);
  useEffect(() => {
    const node = viewport.current;
    if (!open || !node) return;
    const observer = new ResizeObserver(([entry]) => setColumnWidth(entry?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, [open]);
  const size = DEVICES[device];
  const scale = columnWidth ? Math.min(1, columnWidth / size.width) : 0;
  const src = to(`/${event.slug}`);

  return (
    <aside className="live-preview" aria-labelledby={titleId} data-testid="live-preview">
      <div className="live-preview-head">
        <h2 id={titleId}>{tc('preview.title')}</h2>
        <button
          type="button"
          className="button ghost small"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? tc('preview.hide') : tc('preview.show')}
        </button>
      </div>
      <p className="muted small">
        {tc('preview.hint')}{' '}
        <a href={src} target="_blank" rel="noreferrer">
          {tc('preview.open')}
        </a>
      </p>
      {open && (
        <>
          <fieldset className="segmented" aria-label={tc('preview.title')}>
            {(Object.keys(DEVICES) as Device[]).map((name) => (
              <label key={name} className={name === device ? 'on' : ''}>
                <input
                  type="radio"
                  name={`${titleId}-device`}
                  checked={name === device}
                  onChange={() => setDevice(name)}
                />
                {tc(`preview.${name}`)}
              </label>
            ))}
          </fieldset>
          <div
            ref={viewport}
            className="live-preview-viewport"
            style={{ height: scale ? Math.round(size.height * scale) : size.height / 2 }}
          >
            {scale > 0 && (
              <iframe
                key={version}
                src={src}
                title={t('console.livePreviewTitle', { name: event.name })}
                loading="lazy"
                style={{ width: size.width, height: size.height, transform: `scale(${scale})` }}
              />
            )}
          </div>
        </>
      )}
    </aside>
  );
}
