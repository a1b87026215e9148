import { useEffect, useRef, useState } from 'react';
import {
  EMBED_RESIZE_MESSAGE,
  EMBED_SIZES,
  EMBED_THEMES,
  type EmbedKind,
  type EmbedTheme,
  embedSnippet,
  embedUrl,
  hackathonJsonPath,
} from '../../../common/embeds';
import { isPublicProject } from '../../../common/projects';
import { useProjects } from '../../api/hooks';
import { CopyButton } from '../../components/copy-button';
import { useTranslation } from '../../i18n/react';
import { useCurrentEvent } from '../event/event-context';

/** The live preview: the embed in a frame, sized by the height the page reports, as the snippet does. */
function EmbedPreview({ src, title, kind }: { src: string; title: string; kind: EmbedKind }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(EMBED_SIZES[kind].height);
  useEffect(() => {
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (data?.type === EMBED_RESIZE_MESSAGE && typeof data.height === 'number')
        setHeight(Math.ceil(data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);
  return (
    <iframe
      ref={frame}
      key={src}
      src={src}
      title={title}
      className="embed-preview"
      style={{ height }}
      data-testid="embed-preview"
    />
  );
}

/**
 * /{eventSlug}/manage/embeds: the gallery, the winners or one project as a widget for other sites, with
 * the snippet to copy, a live preview, and the machine-readable links (oEmbed, hackathon.json).
 */
export function ConsoleEmbeds() {
  const { t } = useTranslation('console');
  const event = useCurrentEvent();
  const [kind, setKind] = useState<EmbedKind>('projects');
  const [theme, setTheme] = useState<EmbedTheme>('auto');
  const [project, setProject] = useState('');
  const projects = useProjects(event.id, {});
  // Only what anyone may see can be embedded: approved projects.
  const publicProjects = (projects.data?.pages.flatMap((page) => page.projects) ?? []).filter(
    isPublicProject,
  );
  const chosen = kind === 'project' ? project || publicProjects[0]?.slug || '' : undefined;
  const isPublic =
    event.isAccessible &&
    event.eventStatus === 'Published' &&
    event.privacy === 'PUBLIC' &&
    !event.hasAccessCode;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const ready = kind !== 'project' || Boolean(chosen);
  const src = embedUrl(origin, event.slug, kind, { project: chosen, theme });
  const title = t(`embeds.kinds.${kind}`);
  const snippet = embedSnippet(src, `${event.name}: ${title}`, kind);
  const hackathonJson = `${origin}${hackathonJsonPath(event.slug)}`;

  return (
    <div className="stack">
      <h1>{t('embeds.title')}</h1>
      <p className="muted">{t('embeds.intro')}</p>
      {!isPublic && (
        <p className="notice" data-testid="embeds-not-public">
          {t('embeds.notPublic')}
        </p>
      )}
      <section className="card stack">
        <div className="row wrap end-aligned">
          <label className="field">
            <span>{t('embeds.what')}</span>
            <select
              value={kind}
              onChange={(e) => setKind(e.target.value as EmbedKind)}
              data-testid="embed-kind"
            >
              {(['projects', 'winners', 'project'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`embeds.kinds.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'project' && (
            <label className="field">
              <span>{t('embeds.project')}</span>
              <select value={chosen} onChange={(e) => setProject(e.target.value)} data-testid="embed-project">
                {publicProjects.map((candidate) => (
                  <option key={candidate.id} value={candidate.slug}>
                    {candidate.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="field">
            <span>{t('embeds.theme')}</span>
            <select
              value={theme}
              onChange={(e) => setTheme(e.target.value as EmbedTheme)}
              data-testid="embed-theme"
            >
              {EMBED_THEMES.map((value) => (
                <option key={value} value={value}>
                  {t(`embeds.themes.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {ready ? (
          <>
            <label className="field">
              <span>{t('embeds.snippet')}</span>
              <textarea
                className="mono embed-snippet"
                readOnly
                rows={9}
                value={snippet}
                onFocus={(e) => e.target.select()}
                data-testid="embed-snippet"
              />
            </label>
            <div className="row wrap">
              <CopyButton text={snippet} label={t('copyCode')} />
              <a href={src} target="_blank" rel="noopener" className="small">
                {t('embeds.open')}
              </a>
            </div>
            <p className="muted small">{t('embeds.snippetHelp')}</p>
          </>
        ) : (
          <p className="muted">{t('embeds.noProjects')}</p>
        )}
      </section>
      {ready && (
        <section className="card stack">
          <h2>{t('embeds.preview')}</h2>
          <EmbedPreview src={src} title={`${event.name}: ${title}`} kind={kind} />
        </section>
      )}
      <section className="card stack">
        <h2>{t('embeds.machineTitle')}</h2>
        <p className="muted small">{t('embeds.oembedHelp')}</p>
        <div className="copy-row">
          <input
            className="copy-field"
            readOnly
            value={hackathonJson}
            aria-label={t('embeds.hackathonJson')}
            onFocus={(e) => e.target.select()}
          />
          <CopyButton text={hackathonJson} label={t('copyLink')} />
        </div>
        <p className="muted small">{t('embeds.hackathonJsonHelp')}</p>
      </section>
    </div>
  );
}
