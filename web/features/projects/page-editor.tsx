import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { Project } from '../../../common/api';
import { isVideoLink } from '../../../common/project-gallery';
import {
  MEDIA_MAX,
  type MediaItem,
  PROJECT_LINK_KINDS,
  type ProjectLink,
  type ProjectLinkKind,
  type ProjectPageContent,
  projectPageForm,
} from '../../../common/project-page';
import { displayName } from '../../../common/users';
import { Dropzone } from '../../components/dropzone';
import { Field, FieldMessage, FormError, SaveButtonRow } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { projectApi, useInvalidateProjects } from './api';

/** The editor's values: the page's lists, what each member did (in `membersOf` order) and a video link being added. */
type Draft = {
  media: MediaItem[];
  links: ProjectLink[];
  roles: string[];
  videoLink: string;
};

/** The members the page names: those whose account is shown. */
const membersOf = (project: Project) => (project.memberships ?? []).filter((m) => m.user);

const draftOf = (project: Project, videoLink = ''): Draft => ({
  media: project.media ?? [],
  links: project.links ?? [],
  roles: membersOf(project).map((m) => m.title ?? ''),
  videoLink,
});

/** Moves the item at `index` by `by` places, keeping the rest in order. */
function moved<T>(list: T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

function RowButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('project');
  return (
    <div className="row wrap">
      <button
        type="button"
        className="button ghost small"
        disabled={index === 0}
        aria-label={t('editor.moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button ghost small"
        disabled={index === count - 1}
        aria-label={t('editor.moveDown', { name })}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="button ghost small"
        aria-label={t('editor.remove', { name })}
        onClick={onRemove}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}

/**
 * The project page's own parts: the gallery (images and videos, in order, with captions), the links and
 * what each member did. Checked with the server's rules as typed; saved as a whole.
 */
export function PageEditor({ project, editable }: { project: Project; editable: boolean }) {
  const { t } = useTranslation('project');
  const { toast } = useUi();
  const invalidate = useInvalidateProjects();
  const formId = useId();
  const members = membersOf(project);
  const save = useMutation({
    mutationFn: (page: ProjectPageContent) => projectApi.savePage(project.id, page),
    onSuccess: async () => {
      await invalidate();
      toast(t('editor.saved'), 'success');
    },
  });
  const form = useZodForm(
    projectPageForm,
    draftOf(project),
    async (page) => {
      await save.mutateAsync(page);
    },
    {
      toInput: ({ media, links, roles }) => ({
        media,
        links,
        roles: members.map((m, index) => ({ userId: m.userId, title: roles[index] ?? '' })),
      }),
    },
  );
  const draft = form.values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the saved page only when it changes.
  useEffect(() => form.reset(draftOf(project, form.values.videoLink)), [project.updatedAt]);
  // Uploads finishing together each add to the list the one before left, not to the one last rendered.
  const media = useRef(draft.media);
  media.current = draft.media;
  /** A row's message: the shared rule it breaks, or the server's refusal of it. */
  const problem = (path: string) => form.errors[path] ?? form.serverError?.fields?.[path];
  /** A list's own message (too many rows); a row's message shows by its row, not again above the list. */
  const listProblem = (name: 'media' | 'links') => {
    const key = problem(name);
    const ofRow = Object.entries(form.errors).some(
      ([path, other]) => path.startsWith(`${name}.`) && other === key,
    );
    return key && !ofRow ? key : undefined;
  };
  const setMedia = (next: MediaItem[]) => {
    media.current = next;
    form.setValue('media', next);
  };
  const setLinks = (links: ProjectLink[]) => form.setValue('links', links);
  const full = draft.media.length >= MEDIA_MAX;

  return (
    <form className="form card stack" onSubmit={form.handleSubmit} noValidate data-testid="page-editor">
      <h2>{t('editor.title')}</h2>
      <p className="muted">{t('editor.intro')}</p>
      <FormError error={form.serverError} fieldsShown />
      <fieldset className="stack" disabled={!editable}>
        <legend>{t('editor.media')}</legend>
        <p className="field-hint">{t('editor.mediaHint')}</p>
        <FieldMessage id={`${formId}-media`} error={listProblem('media')} />
        {draft.media.length === 0 && <p className="muted">{t('editor.mediaEmpty')}</p>}
        <ol className="page-editor-list" data-testid="media-list">
          {draft.media.map((item, index) => {
            const name = item.caption || t('editor.item', { index: index + 1 });
            return (
              <li key={item.url} className="page-editor-row">
                {isVideoLink(item.url) ? (
                  <span className="page-editor-video" aria-hidden="true">
                    <Icon name="play" size={18} filled />
                  </span>
                ) : (
                  <img className="page-editor-thumb" src={item.url} alt="" />
                )}
                <div className="stack tight">
                  {problem(`media.${index}.url`) && (
                    <div role="alert">
                      <FieldMessage id={`${formId}-media-${index}`} error={problem(`media.${index}.url`)} />
                    </div>
                  )}
                  <Field
                    label={t('editor.caption')}
                    name={`caption-${index}`}
                    value={item.caption}
                    error={problem(`media.${index}.caption`)}
                    onChange={(change) =>
                      setMedia(
                        draft.media.map((m, at) =>
                          at === index ? { ...m, caption: change.target.value } : m,
                        ),
                      )
                    }
                  />
                  <RowButtons
                    name={name}
                    index={index}
                    count={draft.media.length}
                    onMove={(by) => setMedia(moved(draft.media, index, by))}
                    onRemove={() => setMedia(draft.media.filter((_, at) => at !== index))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        {editable && !full && (
          <>
            <Dropzone
              accept="image"
              name="gallery"
              maxFiles={MEDIA_MAX}
              label={t('editor.addImage')}
              projectId={project.id}
              onUploaded={async (result) => setMedia([...media.current, { url: result.link, caption: '' }])}
            />
            <div className="row wrap align-end">
              <Field
                label={t('editor.videoUrl')}
                type="url"
                placeholder="https://"
                {...form.field('videoLink')}
                name="media-video"
              />
              <button
                type="button"
                className="button ghost"
                disabled={!draft.videoLink.trim()}
                onClick={() => {
                  setMedia([...draft.media, { url: draft.videoLink.trim(), caption: '' }]);
                  form.setValue('videoLink', '');
                }}
              >
                {t('editor.addVideo')}
              </button>
            </div>
          </>
        )}
      </fieldset>

      <fieldset className="stack" disabled={!editable}>
        <legend>{t('editor.links')}</legend>
        <FieldMessage id={`${formId}-links`} error={listProblem('links')} />
        {draft.links.length === 0 && <p className="muted">{t('editor.linksEmpty')}</p>}
        <ol className="page-editor-list" data-testid="link-list">
          {draft.links.map((link, index) => {
            const change = (patch: Partial<ProjectLink>) =>
              setLinks(draft.links.map((l, at) => (at === index ? { ...l, ...patch } : l)));
            const name = link.label || t(`links.kind.${link.kind}`);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a new link has no address yet to key it by.
              <li key={index} className="page-editor-row link-row">
                <div className="field">
                  <label htmlFor={`link-kind-${index}`}>{t('editor.linkKind')}</label>
                  <select
                    id={`link-kind-${index}`}
                    value={link.kind}
                    onChange={(event) => change({ kind: event.target.value as ProjectLinkKind })}
                  >
                    {PROJECT_LINK_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`links.kind.${kind}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <Field
                  label={t('editor.linkUrl')}
                  name={`link-url-${index}`}
                  type="url"
                  placeholder="https://"
                  value={link.url}
                  error={problem(`links.${index}.url`)}
                  onChange={(event) => change({ url: event.target.value })}
                />
                {link.kind === 'other' && (
                  <Field
                    label={t('editor.linkLabel')}
                    name={`link-label-${index}`}
                    value={link.label}
                    error={problem(`links.${index}.label`)}
                    onChange={(event) => change({ label: event.target.value })}
                  />
                )}
                <RowButtons
                  name={name}
                  index={index}
                  count={draft.links.length}
                  onMove={(by) => setLinks(moved(draft.links, index, by))}
                  onRemove={() => setLinks(draft.links.filter((_, at) => at !== index))}
                />
              </li>
            );
          })}
        </ol>
        {editable && (
          <button
            type="button"
            className="button ghost"
            onClick={() =>
              setLinks([...draft.links, { kind: draft.links.length ? 'other' : 'demo', url: '', label: '' }])
            }
          >
            {t('editor.addLink')}
          </button>
        )}
      </fieldset>

      {members.length > 0 && (
        <fieldset className="stack" disabled={!editable}>
          <legend>{t('editor.roles')}</legend>
          {members.map((member, index) => (
            <Field
              key={member.userId}
              label={t('editor.roleOf', { name: displayName(member.user!) })}
              name={`role-${member.userId}`}
              placeholder={t('editor.rolePlaceholder')}
              value={draft.roles[index] ?? ''}
              error={problem(`roles.${index}.title`) ?? problem(`roles.${index}.userId`)}
              onChange={(event) =>
                form.setValue(
                  'roles',
                  members.map((_, at) => (at === index ? event.target.value : (draft.roles[at] ?? ''))),
                )
              }
            />
          ))}
        </fieldset>
      )}
      <p className="muted small">{t('editor.storyHint')}</p>
      <SaveButtonRow shown={editable} pending={form.submitting} label={t('editor.save')} testId="save-page" />
    </form>
  );
}
