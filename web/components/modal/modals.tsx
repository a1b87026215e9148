import { lazy } from 'react';
import type { Award, Resource } from '../../../common/api';
import { useTranslation } from '../../i18n/react';
import { Boundary } from '../../lib/hydration';
import { Icon } from '../icons';
import { useModal } from './modal-context';

const Player = lazy(() => import('./video-player').then((module) => ({ default: module.VideoPlayer })));

/**
 * A video player whose code comes with the first video played (in this dialog or a project's gallery):
 * no public page needs it to show.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  return (
    <Boundary fallback={<div className="video-frame" />}>
      <Player url={url} title={title} />
    </Boundary>
  );
}

/** The modal types the public pages open; each helper fills the generic modal with its content. */
export function useVideoModal() {
  const { t } = useTranslation();
  const { openModal } = useModal();
  return (url: string, title: string) =>
    openModal({
      type: 'video',
      title: title || t('modals.video.title'),
      size: 'large',
      render: () => <VideoPlayer url={url} title={title} />,
    });
}

export function useAwardsModal() {
  const { t } = useTranslation();
  const { openModal } = useModal();
  return (awards: readonly Award[]) =>
    openModal({
      type: 'awards',
      title: t('modals.awards.title'),
      render: () =>
        awards.length ? (
          <ul className="award-list">
            {awards.map((award) => (
              <li key={award.id}>
                <strong>
                  <Icon name="trophy" size={16} /> {award.name}
                </strong>
                {award.description && <p>{award.description}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('modals.awards.empty')}</p>
        ),
    });
}

export function useResourcePreviewModal() {
  const { t } = useTranslation();
  const { openModal } = useModal();
  return (resource: Resource) =>
    openModal({
      type: 'resourcePreview',
      title: resource.title,
      render: () => (
        <div className="stack">
          {resource.description && <p>{resource.description}</p>}
          <a className="button" href={resource.url} target="_blank" rel="noreferrer noopener">
            {t('modals.resourcePreview.open')}
          </a>
        </div>
      ),
    });
}

export function useConfirmationModal() {
  const { t } = useTranslation();
  const { openModal } = useModal();
  return (message: string, onConfirm: () => void, title = t('modals.confirmation.title')) =>
    openModal({
      type: 'confirmation',
      title,
      size: 'small',
      render: (close) => (
        <div className="stack">
          <p>{message}</p>
          <div className="row end">
            <button type="button" className="button ghost" onClick={close}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {t('common.confirm')}
            </button>
          </div>
        </div>
      ),
    });
}
