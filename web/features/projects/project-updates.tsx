import type { Post } from '../../../common/schemas/posts';
import { htmlToText } from '../../../common/text';
import { RichText } from '../../components/rich-text';
import { useTranslation } from '../../i18n/react';
import { usePosts } from './api';

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i;

/** The last part of an address, as a file's name ("poster.pdf"), or the host for a page. */
function nameOf(link: string): string {
  const path = link.split(/[?#]/)[0] ?? link;
  const last = path.split('/').filter(Boolean).pop() ?? link;
  return /^https?:$/.test(last) ? link : decodeURIComponent(last);
}

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase();

/**
 * A file the team dropped on the editor is posted with its original name as the text ("plan.pdf"),
 * while storage names it anew: that name is the link's, instead of a stored name beside a bare caption.
 */
function droppedFileName(post: Post, files: readonly string[]): string | null {
  const [file] = files;
  if (files.length !== 1 || post.attachments.length !== 1 || !file) return null;
  const text = htmlToText(post.body).trim();
  if (!text || text.includes('\n') || text.length > 200) return null;
  const extension = extensionOf(text);
  return extension && extension === extensionOf(nameOf(file)) ? text : null;
}

function Update({ post, format }: { post: Post; format: Intl.DateTimeFormat }) {
  const { t } = useTranslation('project');
  const images = post.attachments.filter((link) => IMAGE.test(link));
  const files = post.attachments.filter((link) => !IMAGE.test(link));
  const fileName = droppedFileName(post, files);
  return (
    <li className="project-update">
      {/* The calendar date in UTC, so the page reads the same wherever it is rendered. */}
      <time dateTime={post.createdAt}>{format.format(new Date(post.createdAt))}</time>
      {!fileName && <RichText value={post.body} />}
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
                {fileName ?? nameOf(link)}
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
