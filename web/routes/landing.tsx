import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SLUG_PATTERN } from '../../common/constants';
import { useDocumentTitle } from '../lib/document-title';
import { useLocalePath } from '../lib/locale';

/** The bare domain: every event lives under its slug, so visitors type or follow one. */
export function LandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [slug, setSlug] = useState('');
  const valid = SLUG_PATTERN.test(slug);
  useDocumentTitle(null);
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (valid) navigate(to(`/${slug}`));
  };
  return (
    <div className="status-card">
      <p className="eyebrow">Showcase</p>
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.body')}</p>
      <form className="landing-form" onSubmit={open}>
        <label className="sr-only" htmlFor="event-slug">
          {t('landing.slugLabel')}
        </label>
        <input
          id="event-slug"
          value={slug}
          placeholder="demo"
          autoComplete="off"
          onChange={(event) => setSlug(event.target.value.trim().toLowerCase())}
        />
        <button type="submit" className="button primary" disabled={!valid}>
          {t('landing.open')}
        </button>
      </form>
    </div>
  );
}
