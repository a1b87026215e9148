import { useTranslation } from 'react-i18next';
import { htmlToText } from '../../../common/text';
import { usePosts } from '../../api/projects';

/** The files a team attached to its project (each upload is a post with attachments). */
export function ProjectFiles({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const posts = usePosts(projectId);
  const files = posts.data?.flatMap((post) =>
    post.attachments.map((link) => ({ link, name: htmlToText(post.body) || link, id: `${post.id}-${link}` })),
  );
  if (!files?.length) return null;
  return (
    <section className="section">
      <h2>{t('editor.documents')}</h2>
      <ul className="file-list">
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.link} target="_blank" rel="noreferrer">
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
