import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { Project } from '../../../common/api';
import { type ProjectTextInput, projectTextInput } from '../../../common/project-text';
import { MAX_FILES_PER_DROP } from '../../../common/projects';
import { htmlToText } from '../../../common/text';
import { useCategories } from '../../api/hooks';
import { Dropzone } from '../../components/dropzone';
import { ErrorMessage, Loading } from '../../components/feedback';
import { FormError, SaveButtonRow } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { projectApi, useEditableProject, useInvalidateProjects, usePosts } from './api';
import { PageEditor } from './page-editor';
import { StatusBadge } from './status-badge';
import { useSubmitModal } from './submit-modal';
import { useTeamModal } from './team-modal';
import { ProjectTextFields, projectTextBody, projectTextOf } from './text-fields';
import './project-page.css';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { ProjectFormExtras } from './project-form';

const can = (project: Project, action: string) => project.viewerPermissions?.includes(action) ?? false;

function CategoryPicker({ project, disabled }: { project: Project; disabled: boolean }) {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const categories = useCategories(event.id);
  const invalidate = useInvalidateProjects();
  const { toast } = useUi();
  const chosen = new Set(project.categories?.map((c) => c.id));
  const toggle = useMutation({
    mutationFn: ({ id, link }: { id: number; link: boolean }) =>
      projectApi.setCategories(project.id, [id], link),
    onSuccess: () => invalidate(),
    onError: (error) => toast(error, 'error'),
  });
  if (!categories.data?.length) return null;
  return (
    <fieldset className="field" disabled={disabled || toggle.isPending}>
      <legend>{t('projects.categories')}</legend>
      <div className="chips">
        {categories.data.map((category) => (
          <label key={category.id} className="chip checkbox-chip">
            <input
              type="checkbox"
              checked={chosen.has(category.id)}
              onChange={(e) => toggle.mutate({ id: category.id, link: e.target.checked })}
            />
            {category.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Documents({ project, editable }: { project: Project; editable: boolean }) {
  const { t } = useTranslation();
  const posts = usePosts(project.id);
  const invalidate = useInvalidateProjects();
  const { toast } = useUi();
  const remove = useMutation({
    mutationFn: (postId: number) => projectApi.removePost(postId),
    onSuccess: () => invalidate(),
    onError: (error) => toast(error, 'error'),
  });
  const files = posts.data?.filter((post) => post.attachments.length) ?? [];
  return (
    <section className="stack">
      <h2>{t('editor.documents')}</h2>
      {files.length > 0 && (
        <ul className="file-list" data-testid="project-files">
          {files.map((post) => (
            <li key={post.id} className="row between">
              <a href={post.attachments[0]} target="_blank" rel="noreferrer">
                {htmlToText(post.body) || post.attachments[0]}
              </a>
              {editable && (
                <button type="button" className="button ghost small" onClick={() => remove.mutate(post.id)}>
                  {t('team.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <Dropzone
          accept="file"
          maxFiles={MAX_FILES_PER_DROP}
          label={t('modals.postDropzone.title')}
          onUploaded={async (result, file) => {
            await projectApi.addPost(project.id, file.name, [result.link]);
            await invalidate();
          }}
        />
      )}
    </section>
  );
}

function StatusActions({ project }: { project: Project }) {
  const { t } = useTranslation();
  const openSubmit = useSubmitModal();
  const invalidate = useInvalidateProjects();
  const { toast } = useUi();
  const withdraw = useMutation({
    mutationFn: () => projectApi.setStatus(project.id, 'DRAFT'),
    onSuccess: async () => {
      await invalidate();
      toast(t('editor.withdrawn'), 'success');
    },
    onError: (error) => toast(error, 'error'),
  });
  if (!can(project, 'submit')) return null;
  if (project.submissionStatus === 'DRAFT') {
    return (
      <button
        type="button"
        className="button primary"
        onClick={() => openSubmit(project)}
        data-testid="submit-project"
      >
        {t('editor.submit')}
      </button>
    );
  }
  if (project.submissionStatus === 'SUBMITTED' || project.submissionStatus === 'DECLINED') {
    return (
      <button
        type="button"
        className="button ghost"
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate()}
      >
        {project.submissionStatus === 'SUBMITTED' ? t('editor.withdraw') : t('editor.rework')}
      </button>
    );
  }
  return null;
}

function EditorForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const event = useCurrentEvent();
  // The event's own template may only be changed when its plan includes customising it.
  const templateLocked = project.isTemplate && !hasFeature(event, 'can_customize_project_template');
  const { toast } = useUi();
  const invalidate = useInvalidateProjects();
  const editable = can(project, 'edit');
  const save = useMutation({
    mutationFn: (text: ProjectTextInput) => projectApi.update(project.id, text),
    onSuccess: async () => {
      await invalidate();
      toast(t('editor.saved'), 'success');
    },
  });
  const form = useZodForm(
    projectTextInput,
    projectTextOf(project),
    async (text) => {
      await save.mutateAsync(text);
    },
    { toInput: projectTextBody },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs follow the saved text only when it changes.
  useEffect(() => {
    form.reset(projectTextOf(project));
  }, [project.title, project.description, project.video_url]);
  const setImage = useMutation({
    mutationFn: (link: string | null) => projectApi.update(project.id, { imageUrl: link }),
    onSuccess: () => invalidate(),
  });

  return (
    <div className="editor-layout">
      <form className="form card" onSubmit={form.handleSubmit} noValidate>
        <FormError error={form.serverError} />
        {templateLocked && <p className="notice">{tp('limits.templateLocked')}</p>}
        <fieldset disabled={!editable || templateLocked} className="stack">
          <ProjectTextFields form={form} />
        </fieldset>
        <SaveButtonRow
          shown={editable}
          pending={form.submitting}
          label={t('editor.save')}
          testId="save-project"
        />
      </form>
      <aside className="stack">
        <section className="stack">
          <h2>{t('editor.image')}</h2>
          {project.imageUrl ? (
            <img className="editor-image" src={project.imageUrl} alt="" data-testid="project-image" />
          ) : (
            <p className="muted">{t('editor.noImage')}</p>
          )}
          <FormError error={setImage.error} />
          {editable && (
            <Dropzone
              accept="image"
              maxFiles={1}
              label={t('editor.uploadImage')}
              onUploaded={(result) => setImage.mutateAsync(result.link).then(() => undefined)}
            />
          )}
        </section>
        <CategoryPicker project={project} disabled={!editable} />
        <Documents project={project} editable={editable} />
      </aside>
    </div>
  );
}

export function ProjectEditorPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const openTeam = useTeamModal();
  const projectId = Number(useParams().projectId);
  const project = useEditableProject(projectId);
  useDocumentTitle(project.data && (project.data.title || t('myProjects.untitled')));

  if (project.isPending) return <Loading />;
  if (project.isError)
    return <ErrorMessage message={project.error.message} onRetry={() => project.refetch()} />;
  const p = project.data;

  return (
    <div className="stack">
      <Link to={to(`/${event.slug}/profile/my-projects`)} className="back-link">
        ← {t('navbars.myProjects')}
      </Link>
      <header className="row between wrap">
        <div className="stack tight">
          <h1>{p.title || t('myProjects.untitled')}</h1>
          <div className="row">
            <StatusBadge status={p.submissionStatus} />
          </div>
        </div>
        <div className="row wrap">
          <button type="button" className="button ghost" onClick={() => openTeam(p.id, can(p, 'invite'))}>
            {t('team.title')}
          </button>
          {p.submissionStatus === 'APPROVED' && (
            <Link className="button ghost" to={to(`/${event.slug}/project/${p.slug}`)}>
              {t('myProjects.view')}
            </Link>
          )}
          <StatusActions project={p} />
        </div>
      </header>
      {!can(p, 'edit') && <p className="notice">{t('editor.readOnly')}</p>}
      <EditorForm project={p} />
      {!p.isTemplate && <PageEditor project={p} editable={can(p, 'edit')} />}
      <ProjectFormExtras project={p} editable={can(p, 'edit')} />
    </div>
  );
}
