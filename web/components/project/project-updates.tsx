import type { Post } from '../../../common/schemas/posts';
import { usePosts } from '../../api/projects';
import { useTranslation } from '../../i18n/react';
import { RichText } from '../rich-text';

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i;

/** The last part of an address, as a file's name ("poster.pdf"), or the host for a page. */
function nameOf(link: string): string {
  const path = link.split(/[?#]/)[0] ?? link;
  const last = path.split('/').filter(Boolean).pop() ?? link;
  return /^https?:$/.test(last) ? link : decodeURIComponent(last);
}

function Update({ post, format }: { post: Post; format: Intl.DateTimeFormat }) {
  const { t } = useTranslation('project');
  const images = post.attachments.filter((link) => IMAGE.test(link));
  const files = post.attachments.filter((link) => !IMAGE.test(link));
  return (
    <li className="project-update">
      {/* The calendar date in UTC, so the page reads the same wherever it is rendered. */}
      <time dateTime={post.createdAt}>{format.format(new Date(post.createdAt))}</time>
      <RichText value={post.body} />
      {images.length > 0 && (
        <ul className="update-images">
          {images.map((link, index) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noreferrer">
                <img src={link} alt={t('updates.picture', { index: index + 1 })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="file-list" data-testid="file-list">
          {files.map((link) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noreferrer noopener nofollow ugc">
                {nameOf(link)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The team's updates (posts), newest first, with their pictures and files. */
export function ProjectUpdates({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('project');
  const posts = usePosts(projectId).data ?? [];
  if (!posts.length) return null;
  const format = new Intl.DateTimeFormat(i18n.language === 'ab' ? 'en' : i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const newestFirst = [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className="project-updates" aria-labelledby="updates-title" data-testid="project-updates">
      <h2 id="updates-title">{t('updates.title', { count: posts.length })}</h2>
      <ol className="update-list">
        {newestFirst.map((post) => (
          <Update key={post.id} post={post} format={format} />
        ))}
      </ol>
    </section>
  );
}
