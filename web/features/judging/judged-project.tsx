import { useState } from 'react';
import type { JudgedProject } from '../../../common/judging';
import { useVideoModal } from '../../components/modal/modals';
import { RichText } from '../../components/rich-text';
import { useTranslation } from '../../i18n/react';

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
};

const LONG_DESCRIPTION = 400;

/** The project in front of the judge: where to find it first (table), then what it is. */
export function JudgedProjectCard({ project }: { project: JudgedProject }) {
  const { t } = useTranslation('judging');
  const openVideo = useVideoModal();
  const [more, setMore] = useState(false);
  // A long description is folded, so the score sheet is a short scroll away.
  const long = project.description.length > LONG_DESCRIPTION;

  return (
    <article className="judged-project" data-testid="judged-project">
      {project.tableNumber && (
        <p className="table-badge" data-testid="table-number">
          {t('table', { number: project.tableNumber })}
        </p>
      )}
      <h2 className="judged-title">{project.title}</h2>
      {project.categories.length > 0 && (
        <p className="muted">{project.categories.map((category) => category.name).join(' · ')}</p>
      )}
      {project.imageUrl && <img className="judged-image" src={project.imageUrl} alt="" />}
      <div className={long && !more ? 'judged-description clamped' : 'judged-description'}>
        <RichText value={project.description} />
      </div>
      {long && (
        <button
          type="button"
          className="button ghost block"
          onClick={() => setMore(!more)}
          aria-expanded={more}
        >
          {more ? t('judge.less') : t('judge.more')}
        </button>
      )}
      {(project.videoUrl || project.links.length > 0) && (
        <div className="judged-links">
          {project.videoUrl && (
            <button
              type="button"
              className="button block"
              onClick={() => openVideo(project.videoUrl ?? '', project.title)}
            >
              {t('judge.video')}
            </button>
          )}
          {project.links.map((link) => (
            <a
              key={link}
              className="button ghost block"
              href={link}
              target="_blank"
              rel="noreferrer noopener"
            >
              {hostOf(link)}
            </a>
          ))}
        </div>
      )}
    </article>
  );
}
