import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { Project } from '../../../common/api';
import { isVideoLink } from '../../../common/project-gallery';
import {
  checkProjectPage,
  MEDIA_MAX,
  type MediaItem,
  type PageProblems,
  PROJECT_LINK_KINDS,
  type ProjectLink,
  type ProjectLinkKind,
} from '../../../common/project-page';
import { displayName } from '../../../common/users';
import { ApiError } from '../../api/client';
import { projectApi, useInvalidateProjects } from '../../api/projects';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { Dropzone } from '../dropzone';
import { Field, FormError, SaveButtonRow } from '../form/fields';
import { Icon } from '../icons';

interface Draft {
  media: MediaItem[];
  links: ProjectLink[];
  roles: Record<number, string>;
}

const draftOf = (project: Project): Draft => ({
  media: project.media ?? [],
  links: project.links ?? [],
  roles: Object.fromEntries((project.memberships ?? []).map((m) => [m.userId, m.title ?? ''])),
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
  const [draft, setDraft] = useState(() => draftOf(project));
  const [problems, setProblems] = useState<PageProblems>({});
  const [videoLink, setVideoLink] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the saved page only when it changes.
  useEffect(() => setDraft(draftOf(project)), [project.updatedAt]);
  const save = useMutation({
    mutationFn: (page: Parameters<typeof projectApi.savePage>[1]) => projectApi.savePage(project.id, page),
    onSuccess: async () => {
      await invalidate();
      toast(t('editor.saved'), 'success');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setProblems(error.fields as PageProblems);
    },
  });
  const problem = (path: string) => {
    const key = problems[path];
    return key ? t(key) : null;
  };
  const members = (project.memberships ?? []).filter((m) => m.user);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = {
      media: draft.media,
      links: draft.links,
      roles: members.map((m) => ({ userId: m.userId, title: draft.roles[m.userId] ?? '' })),
    };
    const checked = checkProjectPage(page);
    setProblems(checked.problems ?? {});
    if (!checked.problems) save.mutate(checked.value);
  };
  const setMedia = (media: MediaItem[]) => setDraft({ ...draft, media });
  const setLinks = (links: ProjectLink[]) => setDraft({ ...draft, links });
  const full = draft.media.length >= MEDIA_MAX;

  return (
    <form className="form card stack" onSubmit={submit} noValidate data-testid="page-editor">
      <h2>{t('editor.title')}</h2>
      <p className="muted">{t('editor.intro')}</p>
      <FormError error={save.error} />
      <fieldset className="stack" disabled={!editable}>
        <legend>{t('editor.media')}</legend>
        <p className="field-hint">{t('editor.mediaHint')}</p>
        {problem('media') && <p className="field-error">{problem('media')}</p>}
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
                    <p className="field-error" role="alert">
                      {problem(`media.${index}.url`)}
                    </p>
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
              onUploaded={async (result) => {
                setDraft((current) => ({
                  ...current,
                  media: [...current.media, { url: result.link, caption: '' }],
                }));
              }}
            />
            <div className="row wrap align-end">
              <Field
                label={t('editor.videoUrl')}
                name="media-video"
                type="url"
                placeholder="https://"
                value={videoLink}
                onChange={(change) => setVideoLink(change.target.value)}
              />
              <button
                type="button"
                className="button ghost"
                disabled={!videoLink.trim()}
                onClick={() => {
                  setMedia([...draft.media, { url: videoLink.trim(), caption: '' }]);
                  setVideoLink('');
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
        {problem('links') && <p className="field-error">{problem('links')}</p>}
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
              value={draft.roles[member.userId] ?? ''}
              error={problem(`roles.${index}.title`) ?? problem(`roles.${index}.userId`)}
              onChange={(event) =>
                setDraft({ ...draft, roles: { ...draft.roles, [member.userId]: event.target.value } })
              }
            />
          ))}
        </fieldset>
      )}
      <p className="muted small">{t('editor.storyHint')}</p>
      <SaveButtonRow shown={editable} pending={save.isPending} label={t('editor.save')} testId="save-page" />
    </form>
  );
}
