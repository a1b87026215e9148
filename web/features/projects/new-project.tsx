import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { newProjectInput, type ProjectTextInput } from '../../../common/project-text';
import { FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { trackEvent } from '../../lib/analytics';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { projectApi, useInvalidateProjects } from './api';
import { EMPTY_PROJECT_TEXT, type ProjectText, ProjectTextFields, projectTextBody } from './text-fields';

const draftKey = (eventId: number) => `showcase.projectDraft.${eventId}`;

/** The text typed before the first save, kept for this tab so a reload does not lose it. */
function readDraft(eventId: number): ProjectText {
  try {
    const stored = JSON.parse(sessionStorage.getItem(draftKey(eventId)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return EMPTY_PROJECT_TEXT;
    const field = (name: keyof ProjectText) => {
      const value = (stored as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : '';
    };
    return { title: field('title'), description: field('description'), video_url: field('video_url') };
  } catch {
    return EMPTY_PROJECT_TEXT;
  }
}

const isEmpty = (values: ProjectText) => !Object.values(values).some((value) => value.trim());

/**
 * "Start a project": an editor for a project that does not exist yet. Nothing is stored on the server
 * until the first save creates the project (docs/product.md, "Starting a project"), so an abandoned start
 * leaves no empty project behind; the cover image, files, categories and team need the project and are
 * offered once it is saved.
 */
export function NewProjectPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const navigate = useNavigate();
  const invalidate = useInvalidateProjects();
  const { toast } = useUi();
  const create = useMutation({
    mutationFn: (text: ProjectTextInput) => projectApi.create(event.id, text),
    onSuccess: async (project) => {
      sessionStorage.removeItem(draftKey(event.id));
      trackEvent('project_creation', { projectId: project.id, eventId: event.id });
      await invalidate();
      toast(t('editor.created'), 'success');
      navigate(to(`/${event.slug}/profile/my-projects/${project.id}`), { replace: true });
    },
  });
  const draft = useMemo(() => readDraft(event.id), [event.id]);
  const form = useZodForm(
    newProjectInput,
    draft,
    async (text) => {
      await create.mutateAsync(text);
    },
    { toInput: projectTextBody },
  );
  const { values } = form;
  useDocumentTitle(t('cards.cardNew.title'));

  useEffect(() => {
    if (isEmpty(values)) sessionStorage.removeItem(draftKey(event.id));
    else sessionStorage.setItem(draftKey(event.id), JSON.stringify(values));
  }, [values, event.id]);

  const discard = () => {
    form.reset(EMPTY_PROJECT_TEXT);
    sessionStorage.removeItem(draftKey(event.id));
    navigate(to(`/${event.slug}/profile/my-projects`));
  };

  return (
    <div className="stack">
      <Link to={to(`/${event.slug}/profile/my-projects`)} className="back-link">
        ← {t('navbars.myProjects')}
      </Link>
      <header className="stack tight">
        <h1>{values.title.trim() || t('cards.cardNew.title')}</h1>
        <p className="muted">{t('editor.notSavedYet')}</p>
      </header>
      <div className="editor-layout">
        <form className="form card" onSubmit={form.handleSubmit} noValidate data-testid="new-project-form">
          <FormError error={form.serverError} />
          <fieldset className="stack" disabled={form.submitting}>
            <ProjectTextFields form={form} />
          </fieldset>
          <div className="row end wrap">
            {!isEmpty(values) && (
              <button type="button" className="button ghost" onClick={discard} data-testid="discard-draft">
                {t('editor.discard')}
              </button>
            )}
            <button
              type="submit"
              className="button primary"
              disabled={form.submitting}
              data-testid="save-project"
            >
              {t('editor.save')}
            </button>
          </div>
        </form>
        <aside className="stack">
          <section className="card stack tight" data-testid="after-first-save">
            <p>{t('editor.afterSave')}</p>
            <ul className="after-save-list">
              <li>{t('editor.image')}</li>
              <li>{t('projects.categories')}</li>
              <li>{t('editor.documents')}</li>
              <li>{t('team.title')}</li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
