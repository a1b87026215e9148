import { isServer, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Project } from '../../../common/api';
import { IMAGE_SIZES, imageSrcSet } from '../../../common/images';
import { htmlToText } from '../../../common/text';
import { useProjectArchive } from '../../api/plans';
import { usePosts } from '../../api/projects';
import { projectKeys } from '../../api/query-keys';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../../lib/event-context';
import { useUi } from '../../state/ui-context';
import { useConfirm } from '../confirm';
import { Icon } from '../icons';
import { VideoPlayer } from '../modal/video-player';
import { ProjectImage } from '../project-card';

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i;

/** "PDF", "ZIP"… from the address; links without a file name are links. */
function typeOf(link: string, fallback: string): string {
  // Any base will do: only the path is read.
  const match = /\.([a-z0-9]{1,5})(\?.*)?$/i.exec(new URL(link, 'https://site.invalid').pathname);
  return match ? match[1]!.toUpperCase() : fallback;
}

function formatSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** Sizes of uploads on this site, read from their headers (other sites' links have none to ask). */
function useFileSizes(links: string[]) {
  const origin = isServer ? 'https://site.invalid' : window.location.origin;
  const local = links.filter((link) => new URL(link, origin).origin === origin);
  return useQuery({
    queryKey: projectKeys.fileSizes(local),
    // Asked by the browser once the page is up: a server render does not wait for file headers.
    enabled: local.length > 0 && !isServer,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const sizes = new Map<string, number>();
      await Promise.all(
        local.map(async (link) => {
          const response = await fetch(link, { method: 'HEAD' }).catch(() => null);
          const length = Number(response?.headers.get('content-length'));
          if (response?.ok && length > 0) sizes.set(link, length);
        }),
      );
      return sizes;
    },
  });
}

/**
 * The video plays in the page; the player (another site's, for YouTube and Vimeo) loads only when the
 * visitor presses play, so opening a project page contacts no third party.
 */
function InlineVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(['plans', 'translation']);
  const [playing, setPlaying] = useState(false);
  return (
    <section className="section" aria-label={t('media.video')} data-testid="project-video">
      {playing ? (
        <VideoPlayer url={url} title={title} />
      ) : (
        <button type="button" className="video-poster" onClick={() => setPlaying(true)}>
          <Icon name="play" size={28} filled />
          <span>{t('translation:projects.watchVideo')}</span>
        </button>
      )}
    </section>
  );
}

/** Video inline, an image gallery, and the files and links the team attached (type and size). */
export function ProjectMedia({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('plans');
  const posts = usePosts(project.id);
  const attachments =
    posts.data?.flatMap((post) =>
      post.attachments.map((link) => ({
        link,
        name: htmlToText(post.body) || link,
        id: `${post.id}-${link}`,
      })),
    ) ?? [];
  const images = [
    project.imageUrl,
    ...attachments.filter((a) => IMAGE.test(a.link)).map((a) => a.link),
  ].filter((link): link is string => Boolean(link));
  const files = attachments.filter((a) => !IMAGE.test(a.link));
  const sizes = useFileSizes(files.map((file) => file.link));
  return (
    <>
      {project.video_url && <InlineVideo url={project.video_url} title={project.title} />}
      {images.length > 1 ? (
        <section className="section" aria-labelledby="gallery-title">
          <h2 id="gallery-title">{t('media.gallery')}</h2>
          <ul className="gallery" data-testid="gallery">
            {images.map((src, index) => (
              <li key={src}>
                <a
                  href={src}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('media.openImage', { index: index + 1, count: images.length })}
                >
                  <img src={src} srcSet={imageSrcSet(src)} sizes={IMAGE_SIZES.card} alt="" loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        images[0] && <ProjectImage src={images[0]} alt={project.title} />
      )}
      {files.length > 0 && (
        <section className="section" aria-labelledby="files-title">
          <h2 id="files-title">{t('media.files')}</h2>
          <ul className="file-list" data-testid="file-list">
            {files.map((file) => {
              const size = sizes.data?.get(file.link);
              return (
                <li key={file.id}>
                  <a href={file.link} target="_blank" rel="noreferrer">
                    {file.name}
                  </a>{' '}
                  <span className="muted small">
                    {typeOf(file.link, t('media.link'))}
                    {size ? ` · ${formatSize(size, i18n.language)}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

/** Copy the page's address; phones (with a share sheet) get the native share too. */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation('plans');
  const { toast } = useUi();
  const url = () => window.location.href;
  // Known in the browser only, so the share sheet's button joins after the page is up.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches);
  }, []);
  return (
    <div className="row wrap share-buttons" role="group" aria-label={t('share.title')}>
      <button
        type="button"
        className="button ghost small"
        onClick={() =>
          navigator.clipboard.writeText(url()).then(
            () => toast(t('share.copied'), 'success'),
            () => toast(url(), 'info'),
          )
        }
      >
        {t('share.copy')}
      </button>
      {canShare && (
        <button
          type="button"
          className="button ghost small"
          onClick={() => navigator.share({ title, url: url() }).catch(() => undefined)}
        >
          {t('share.native')}
        </button>
      )}
    </div>
  );
}

/** The "Archived" mark and notice, and the archive/restore button for the project owner and event admins. */
export function ProjectArchive({ project }: { project: Project }) {
  const { t } = useTranslation('plans');
  const event = useCurrentEvent();
  const confirm = useConfirm();
  const archive = useProjectArchive(project.id);
  const mayArchive = project.viewerPermissions?.includes('archive') && !event.archivedAt;
  const archived = Boolean(project.archivedAt || event.archivedAt);
  return (
    <>
      {archived && (
        <p className="notice row wrap" role="status" data-testid="archived-notice">
          <span className="pill">{t('archive.badge')}</span>
          {event.archivedAt ? t('archive.eventNotice') : t('archive.projectNotice')}
        </p>
      )}
      {mayArchive && (project.archivedAt || hasFeature(event, 'can_archive_project')) && (
        <button
          type="button"
          className="button ghost small"
          disabled={archive.isPending}
          onClick={async () => {
            if (project.archivedAt) archive.mutate(false);
            else if (await confirm(t('archive.confirmProject'), t('archive.archiveProject')))
              archive.mutate(true);
          }}
        >
          {project.archivedAt ? t('archive.restoreProject') : t('archive.archiveProject')}
        </button>
      )}
    </>
  );
}
