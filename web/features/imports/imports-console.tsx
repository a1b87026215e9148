import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  EVENT_JSON_MAX_BYTES,
  EXPORT_LISTS,
  type ExportList,
  IMPORT_CSV_MAX_BYTES,
  IMPORT_KINDS,
  IMPORT_ROWS_MAX,
  type ImportResult,
  type ImportRow,
} from '../../../common/imports';
import { FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { serverMessageText } from '../../i18n/server-keys';
import { useLocalePath } from '../../lib/locale';
import { useUi } from '../../state/ui-context';
import { useConsoleCan } from '../console/console-context';
import { useCurrentEvent } from '../event/event-context';
import { importsApi } from './api';
import './imports.css';

type Kind = (typeof IMPORT_KINDS)[number] | 'event';
const KINDS: Kind[] = [...IMPORT_KINDS, 'event'];

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

interface Chosen {
  name: string;
  text: string;
}

/**
 * /{eventSlug}/manage/imports: pick what to import, choose or drop a file, read the dry run (every row
 * with its errors), then import; and download each list or the whole event. Owners and admins only: the
 * server checks again on every call.
 */
export function ConsoleImports() {
  const { t } = useTranslation('imports');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const { toast } = useUi();

  if (!can('import_export')) {
    return (
      <div className="stack">
        <h1>{t('title')}</h1>
        <p className="notice">{t('ownersOnly')}</p>
      </div>
    );
  }
  const download = (run: () => Promise<void>) => () =>
    run().catch((error: Error) => toast(error.message || t('exportFailed'), 'error'));
  return (
    <div className="stack imports-page">
      <header className="stack tight">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <ImportPanel />
      <section className="card stack" aria-labelledby="export-heading">
        <h2 id="export-heading">{t('exportHeading')}</h2>
        <p className="muted">{t('exportIntro')}</p>
        <div className="export-buttons">
          {EXPORT_LISTS.map((list: ExportList) => (
            <button
              key={list}
              type="button"
              className="button"
              data-testid={`export-${list}`}
              onClick={download(() => importsApi.exportList(event.id, event.slug, list))}
            >
              {t('csvOf', { list: t(`lists.${list}`) })}
            </button>
          ))}
          <button
            type="button"
            className="button"
            data-testid="export-event"
            onClick={download(() => importsApi.exportEvent(event.id, event.slug))}
          >
            {t('exportEvent')}
          </button>
        </div>
      </section>
    </div>
  );
}

function ImportPanel() {
  const { t } = useTranslation('imports');
  const event = useCurrentEvent();
  const to = useLocalePath();
  const inputId = useId();
  const [kind, setKind] = useState<Kind>('devpost');
  const [file, setFile] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [slug, setSlug] = useState('');
  const [name, setName] = useState('');
  const [inviteTeams, setInviteTeams] = useState(true);
  const [result, setResult] = useState<ImportResult | null>(null);
  const queryClient = useQueryClient();

  const run = useMutation({
    mutationFn: ({ text, dryRun }: { text: string; dryRun: boolean }) => {
      if (kind !== 'event') return importsApi.importCsv(event.id, kind, text, dryRun);
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return Promise.reject(new Error(t('notJson')));
      }
      return importsApi.importEvent({
        data,
        dryRun,
        inviteTeams,
        ...(slug.trim() ? { slug: slug.trim() } : {}),
        ...(name.trim() ? { name: name.trim() } : {}),
      });
    },
    onSuccess: async (answer) => {
      setResult(answer);
      // The new projects, people and (for an event file) the new event in the organiser's list.
      if (!answer.dryRun) await queryClient.invalidateQueries();
    },
    onError: () => setResult(null),
  });

  const check = (chosen: Chosen | null = file) => {
    if (chosen) run.mutate({ text: chosen.text, dryRun: true });
  };

  const take = async (picked: File | undefined) => {
    setFileError(null);
    setResult(null);
    run.reset();
    if (!picked) return;
    const max = kind === 'event' ? EVENT_JSON_MAX_BYTES : IMPORT_CSV_MAX_BYTES;
    if (picked.size > max) {
      setFile(null);
      setFileError(t('tooLarge', { size: megabytes(max) }));
      return;
    }
    const chosen = { name: picked.name, text: await picked.text() };
    setFile(chosen);
    check(chosen);
  };

  const onDrop = (dropEvent: DragEvent) => {
    dropEvent.preventDefault();
    setDragging(false);
    void take(dropEvent.dataTransfer.files[0]);
  };

  const choose = (next: Kind) => {
    setKind(next);
    setFile(null);
    setResult(null);
    setFileError(null);
    run.reset();
  };

  const dryRun = result?.dryRun ?? true;
  const ready = result?.dryRun && result.created > 0;
  return (
    <section className="card stack" aria-labelledby="import-heading">
      <h2 id="import-heading">{t('importHeading')}</h2>
      <fieldset className="import-kinds">
        <legend>{t('kindLabel')}</legend>
        {KINDS.map((option) => (
          <label key={option} className={`import-kind${kind === option ? ' selected' : ''}`}>
            <input
              type="radio"
              name="import-kind"
              value={option}
              checked={kind === option}
              onChange={() => choose(option)}
            />
            <span>{t(`kinds.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted small" data-testid="import-hint">
        {t(`hints.${kind}`)}
      </p>
      {kind === 'event' && (
        <div className="import-event-fields">
          <label className="field">
            <span>{t('eventSlug')}</span>
            <input
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              placeholder={t('slugPlaceholder')}
            />
          </label>
          <label className="field">
            <span>{t('eventName')}</span>
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="checkbox-chip wide">
            <input type="checkbox" checked={inviteTeams} onChange={(e) => setInviteTeams(e.target.checked)} />
            <span>{t('inviteTeams')}</span>
          </label>
        </div>
      )}
      <label
        htmlFor={inputId}
        className={`dropzone${dragging ? ' dragging' : ''}`}
        onDragOver={(dragEvent) => {
          dragEvent.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-dropzone"
      >
        <strong>{file ? t('chosen', { name: file.name }) : t('fileLabel')}</strong>
        <span className="muted small">
          {kind === 'event'
            ? t('fileHintJson', { size: megabytes(EVENT_JSON_MAX_BYTES) })
            : t('fileHint', { size: megabytes(IMPORT_CSV_MAX_BYTES), rows: IMPORT_ROWS_MAX })}
        </span>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept={kind === 'event' ? '.json,application/json' : '.csv,text/csv,text/plain'}
          data-testid="import-file"
          onChange={(changeEvent) => {
            void take(changeEvent.target.files?.[0]);
            changeEvent.target.value = '';
          }}
        />
      </label>
      {fileError && (
        <p className="field-error" role="alert">
          {fileError}
        </p>
      )}
      <FormError error={run.error} />
      <p className="sr-only" role="status">
        {run.isPending ? (dryRun ? t('checking') : t('importing')) : ''}
      </p>
      {run.isPending && <p className="muted">{run.variables?.dryRun ? t('checking') : t('importing')}</p>}
      {result && <ImportReport result={result} />}
      {file && !(result && !result.dryRun) && (
        <div className="import-actions">
          {result?.dryRun && <p className="muted small">{t('note')}</p>}
          {result?.dryRun && !ready && <p className="field-error">{t('nothingToImport')}</p>}
          <div className="row wrap">
            {ready && (
              <button
                type="button"
                className="button primary"
                data-testid="import-run"
                disabled={run.isPending}
                onClick={() => run.mutate({ text: file.text, dryRun: false })}
              >
                {t('importButton')}
              </button>
            )}
            {/* After a correction (the new event's address) or a change on the server since. */}
            <button type="button" className="button" disabled={run.isPending} onClick={() => check()}>
              {t('checkAgain')}
            </button>
          </div>
        </div>
      )}
      {result && !result.dryRun && (
        <p className="import-done" data-testid="import-done">
          {result.kind === 'devpost' && (
            <Link className="button" to={to(`/${event.slug}/manage/review?status=DRAFT`)}>
              {t('seeProjects')}
            </Link>
          )}
          {result.kind === 'event' && result.event && (
            <Link className="button" to={to(`/${result.event.slug}/manage`)}>
              {t('openEvent')}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}

function ImportReport({ result }: { result: ImportResult }) {
  const { t } = useTranslation('imports');
  const { dryRun } = result;
  return (
    <div className="stack import-report" data-testid="import-report">
      <h3>{dryRun ? t('dryRunHeading') : t('resultHeading')}</h3>
      <dl className="import-tiles">
        <div>
          <dt>{dryRun ? t('toCreate') : t('created')}</dt>
          <dd data-testid="import-created">{result.created}</dd>
        </div>
        <div>
          <dt>{t('skipped')}</dt>
          <dd data-testid="import-skipped">{result.skipped}</dd>
        </div>
        <div>
          <dt>{t('invitations')}</dt>
          <dd>{result.invitations}</dd>
        </div>
      </dl>
      {result.counts && (
        <p className="muted small">
          {t('eventCounts', {
            timeline: result.counts.timeline ?? 0,
            categories: result.counts.categories ?? 0,
            awards: result.counts.awards ?? 0,
            form: result.counts.form ?? 0,
            faqs: result.counts.faqs ?? 0,
            resources: result.counts.resources ?? 0,
            sponsors: result.counts.sponsors ?? 0,
            banners: result.counts.banners ?? 0,
          })}
        </p>
      )}
      {result.rows.length > 0 && (
        <div className="data-table-frame">
          <table className="data-table import-table" data-testid="import-rows">
            <thead>
              <tr>
                <th scope="col" className="numeric">
                  {t('columns.row')}
                </th>
                <th scope="col">{t('columns.item')}</th>
                <th scope="col">{t('columns.action')}</th>
                <th scope="col">{t('columns.errors')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <ReportRow key={row.row} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function ReportRow({ row }: { row: ImportRow }) {
  const { t } = useTranslation('imports');
  return (
    <tr className={row.action === 'skip' ? 'import-skip' : undefined} data-testid="import-row">
      <td className="numeric" data-label={t('columns.row')}>
        {row.row}
      </td>
      <td data-label={t('columns.item')}>
        <span className="cell-main">
          <strong>{row.label}</strong>
          {row.invitations.length > 0 && (
            <span className="cell-sub">{t('invites', { emails: row.invitations.join(', ') })}</span>
          )}
        </span>
      </td>
      <td data-label={t('columns.action')}>
        <span className={`pill import-${row.action}-pill`}>{t(`actions.${row.action}`)}</span>
      </td>
      <td data-label={t('columns.errors')}>
        {row.errors.length ? (
          <ul className="import-errors">
            {row.errors.map((error, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's errors never reorder
              <li key={index}>
                {error.field && <strong>{error.field}: </strong>}
                {error.key === 'imports.error.row' ? error.message : serverMessageTextOf(t, error)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted">{t('noErrors')}</span>
        )}
      </td>
    </tr>
  );
}

/** A row error in the reader's language; messages with a value of the row (the bad address) keep it. */
function serverMessageTextOf(
  t: ReturnType<typeof useTranslation>['t'],
  error: { message: string; key: string },
): string {
  const worded = serverMessageText(t, error);
  const detail = error.message.includes(': ') ? error.message.slice(error.message.indexOf(': ') + 2) : '';
  return detail ? `${worded}: ${detail}` : worded;
}
