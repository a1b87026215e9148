import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import type { CheckInCard } from '../../../common/check-in';
import { checkInLookupQuery } from '../../../common/check-in-lookup';
import { ApiError } from '../../api/client';
import { checkInApi } from '../../api/contract';
import { FieldMessage, FormError, invalidProps, requiredLabel } from '../../components/form/fields';
import { type ServerError, useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useCurrentEvent } from '../event/event-context';
import { newIdempotencyKey } from '../judging/score-outbox';
import { type CheckInEntry, CheckInOutbox } from './check-in-outbox';
import './check-in.css';

/** The browser's own QR reader where it has one (Chrome on Android). */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;
const barcodeDetector = (): DetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : null;
const hasCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Reads one frame of the video: a code, or null when it shows none (yet). */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/**
 * BarcodeDetector where the browser has it; elsewhere (Firefox, Safari) frames drawn on a canvas and
 * decoded by a small library, fetched only now, so no other page carries it.
 */
async function frameReader(): Promise<FrameReader> {
  const Detector = barcodeDetector();
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue.trim() || null;
  }
  const { decodeQrFrame, QR_FRAME_MAX } = await import('./qr-frame');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No canvas');
  return async (video) => {
    if (!video.videoWidth) return null;
    const scale = Math.min(1, QR_FRAME_MAX / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return decodeQrFrame(frame.data, frame.width, frame.height);
  };
}

function Camera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('registration');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  // The page re-renders as its counts refresh; the camera keeps running through those.
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    (async () => {
      try {
        const read = await frameReader();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const found = await read(video.current);
          if (found) {
            onCodeRef.current(found);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch {
        setError(t('checkIn.cameraError'));
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [t]);
  return (
    <div className="check-in-camera">
      <video ref={video} playsInline muted />
      {error && <p className="error">{error}</p>}
    </div>
  );
}

function Card({ card, onCheckIn, queued }: { card: CheckInCard; onCheckIn: () => void; queued: boolean }) {
  const { t } = useTranslation('registration');
  const initials = card.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <article className="card stack tight check-in-card" data-testid="check-in-card">
      <div className="check-in-person">
        {card.photo ? (
          <img
            className="check-in-avatar check-in-photo"
            src={card.photo}
            alt={t('checkIn.photo', { name: card.name })}
            width={112}
            height={112}
            data-testid="check-in-photo"
          />
        ) : (
          <span className="check-in-avatar" aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <h2>{card.name}</h2>
          <p className="small muted">
            @{card.userName} · {t(`status.${card.status}`)} · {t(`consent.${card.consentStatus}`)}
          </p>
        </div>
      </div>
      {card.warnings.length > 0 && (
        <ul className="check-in-warnings" data-testid="check-in-warnings">
          {card.warnings.map((warning) => (
            <li key={warning}>
              {t(`checkIn.warning.${warning}`, {
                at: card.checkedInAt ? new Date(card.checkedInAt).toLocaleTimeString() : '',
                by: card.checkedInByName ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button primary check-in-button"
        onClick={onCheckIn}
        disabled={queued || card.checkedInAt !== null}
      >
        {card.checkedInAt ? t('checkIn.alreadyIn') : queued ? t('checkIn.queued') : t('checkIn.button')}
      </button>
    </article>
  );
}

/** A lookup by code or by name, as the server takes it. */
type LookupQuery = z.output<typeof checkInLookupQuery>;

/**
 * One way to find people: by the code on their registration page or by name, checked as the lookup's
 * query is. A refusal (an unknown code) shows in this form; `onLookUp` throws it.
 */
function LookUp({
  by,
  label,
  button,
  initial = '',
  search = false,
  onLookUp,
}: {
  by: 'token' | 'q';
  label: string;
  button: string;
  initial?: string;
  search?: boolean;
  onLookUp: (query: LookupQuery) => Promise<void>;
}) {
  const id = useId();
  const form = useZodForm(
    checkInLookupQuery,
    { token: by === 'token' ? initial : '', q: by === 'q' ? initial : '' },
    onLookUp,
    { toInput: (values) => (by === 'token' ? { token: values.token } : { q: values.q }) },
  );
  const { error, ...input } = form.field(by);
  return (
    <form className="check-in-form" onSubmit={form.handleSubmit} noValidate>
      <label htmlFor={id} className={requiredLabel(input.required)}>
        {label}
      </label>
      <div className="check-in-row">
        <input
          id={id}
          {...(search ? { type: 'search' } : { autoComplete: 'off', autoCapitalize: 'off' })}
          {...input}
          {...invalidProps(error, `${id}-error`)}
        />
        <button type="submit" className="button" disabled={form.submitting}>
          {button}
        </button>
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
      <FormError error={form.serverError} />
    </form>
  );
}

/** The volunteer's phone at the door: scan or type a code, or search a name, then one tap checks in. */
export function CheckInPage() {
  const { t } = useTranslation('registration');
  const event = useCurrentEvent();
  useDocumentTitle(t('checkIn.heading'));
  const outbox = useMemo(
    () =>
      new CheckInOutbox(`showcase:check-in:${event.slug}`, (entry: CheckInEntry) =>
        checkInApi.checkIn(event.slug, { token: entry.token, clientId: entry.clientId, at: entry.at }),
      ),
    [event.slug],
  );
  const queue = useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
  useEffect(() => {
    const retry = () => void outbox.flush();
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, 5000);
    retry();
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [outbox]);

  const summary = useQuery({ ...checkInApi.summary.query(event.slug), refetchInterval: 5000 });
  /** The last code the camera read: the code form starts over with it. */
  const [scanned, setScanned] = useState('');
  const [cards, setCards] = useState<CheckInCard[] | null>(null);
  /** A code typed while offline: checked in without a lookup, the server decides when it is back. */
  const [offlineCode, setOfflineCode] = useState<string | null>(null);
  /** What a lookup of no form's own met: a scanned code refused, a name searched offline. */
  const [error, setError] = useState<ServerError | null>(null);
  const [scanning, setScanning] = useState(false);
  const canScan = hasCamera();

  /** Finds the cards; a refusal is thrown to the form that asked, a lost connection is not one. */
  const lookUp = async (query: LookupQuery) => {
    setError(null);
    setOfflineCode(null);
    try {
      const found = await checkInApi.lookup(event.slug, query);
      setCards(found.registrants);
    } catch (failure) {
      setCards(null);
      if (failure instanceof ApiError && failure.status < 500) throw failure;
      if (query.token) setOfflineCode(query.token);
      else setError({ message: 'checkIn.offlineSearch', key: 'checkIn.offlineSearch' });
    }
  };
  const tap = (token: string, label: string) => {
    outbox.enqueue({ token, label, clientId: newIdempotencyKey(), at: new Date().toISOString() });
    void summary.refetch();
  };
  const pendingTokens = new Set(queue.pending.map((entry) => entry.token));
  const justDone = new Map(queue.done.map(({ entry, result }) => [entry.token, result]));

  return (
    <section className="check-in-page stack" data-testid="check-in-page">
      <header className="check-in-head">
        <h1>{t('checkIn.heading')}</h1>
        <p className="check-in-count" data-testid="check-in-count">
          {summary.data ? t('checkIn.count', summary.data) : '…'}
        </p>
      </header>
      {(queue.pending.length > 0 || !navigator.onLine) && (
        <p className="notice" data-testid="check-in-pending">
          {t('checkIn.pending', { count: queue.pending.length })}
        </p>
      )}
      {queue.refused.map(({ entry, message, key }) => (
        <div className="notice error" key={entry.clientId} role="alert">
          <p>
            {entry.label}: {key ? t(key, { defaultValue: message }) : message}
          </p>
          <button type="button" className="button ghost" onClick={() => outbox.dismiss(entry.clientId)}>
            {t('checkIn.dismiss')}
          </button>
        </div>
      ))}
      {canScan &&
        (scanning ? (
          <Camera
            onCode={(code) => {
              setScanning(false);
              setScanned(code);
              lookUp({ token: code }).catch((failure: ApiError) =>
                setError({ message: failure.message, key: failure.key }),
              );
            }}
          />
        ) : (
          <button type="button" className="button wide" onClick={() => setScanning(true)}>
            {t('checkIn.scan')}
          </button>
        ))}
      <LookUp
        key={scanned}
        by="token"
        initial={scanned}
        label={t('checkIn.code')}
        button={t('checkIn.lookUp')}
        onLookUp={lookUp}
      />
      <LookUp by="q" search label={t('checkIn.search')} button={t('checkIn.find')} onLookUp={lookUp} />
      <FormError error={error} />
      {offlineCode && (
        <article className="card stack tight check-in-card" data-testid="check-in-offline">
          <p>{t('checkIn.offlineCode', { code: offlineCode })}</p>
          <button
            type="button"
            className="button primary check-in-button"
            disabled={pendingTokens.has(offlineCode)}
            onClick={() => tap(offlineCode, offlineCode)}
          >
            {pendingTokens.has(offlineCode) ? t('checkIn.queued') : t('checkIn.button')}
          </button>
        </article>
      )}
      {cards?.length === 0 && <p className="muted">{t('checkIn.none')}</p>}
      {cards?.map((card) => {
        const done = justDone.get(card.token);
        const shown = done ? { ...done.registrant, warnings: card.warnings } : card;
        return (
          <Card
            key={card.registrationId}
            card={shown}
            queued={pendingTokens.has(card.token)}
            onCheckIn={() => tap(card.token, card.name)}
          />
        );
      })}
      {queue.done.length > 0 && (
        <ul className="check-in-log small" data-testid="check-in-log">
          {queue.done.map(({ entry, result }) => (
            <li key={entry.clientId}>
              {result.alreadyCheckedIn
                ? t('checkIn.wasIn', {
                    name: result.registrant.name,
                    by: result.registrant.checkedInByName ?? '',
                  })
                : t('checkIn.done', { name: result.registrant.name })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
