import { type DragEvent, useId, useRef, useState } from 'react';
import { LIMITS } from '../../common/constants';
import { type UploadOptions, type UploadResult, uploadFile } from '../features/projects/upload';
import { useTranslation } from '../i18n/react';

type Accept = NonNullable<UploadOptions['type']>;

const ACCEPT_ATTRIBUTE: Record<Accept, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/avif',
  video: 'video/mp4,video/webm,video/quicktime',
  media: 'image/*,video/*',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp',
  file: 'image/*,video/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp',
};

interface Item {
  id: string;
  name: string;
  progress: number;
  error: string | null;
}

interface DropzoneProps {
  accept: Accept;
  maxFiles: number;
  label: string;
  onUploaded: (result: UploadResult, file: File) => void | Promise<void>;
  /** The project the files are for (the server refuses uploads to an archived one). */
  projectId?: number;
  /** Tells two drop zones of one kind apart on a screen (tests and styles); `dropzone-<accept>` otherwise. */
  name?: string;
}

/**
 * Drag and drop or pick files; each one uploads with its own progress bar and its own error, so one bad
 * file never hides the others. A finished file leaves this list: the caller shows it where it now lives
 * (the file list, the cover image), so it is never listed twice. The browser's checks only save a round
 * trip: the server decides.
 */
export function Dropzone({ accept, maxFiles, label, onUploaded, projectId, name }: DropzoneProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const update = (id: string, patch: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const start = async (file: File) => {
    const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setItems((current) => [...current, { id, name: file.name, progress: 0, error: null }]);
    if (file.size > LIMITS.documentBytes) return update(id, { error: t('attachments.tooLarge') });
    try {
      const result = await uploadFile(file, {
        type: accept,
        progressId: id,
        projectId,
        onProgress: (fraction) => update(id, { progress: fraction }),
      });
      await onUploaded(result, file);
      setItems((current) => current.filter((item) => item.id !== id));
      setUploaded(file.name);
    } catch (failure) {
      update(id, { error: failure instanceof Error ? failure.message : t('attachments.uploadFailed') });
    }
  };

  const handleFiles = (files: FileList | null) => {
    setError(null);
    const list = [...(files ?? [])];
    if (!list.length) return;
    if (list.length > maxFiles) {
      setError(t('attachments.tooMany'));
      return;
    }
    for (const file of list) void start(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    handleFiles(event.dataTransfer.files);
  };

  return (
    <div className="dropzone-wrapper">
      <label
        htmlFor={inputId}
        className={`dropzone${dragging ? ' dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`dropzone-${name ?? accept}`}
      >
        <strong>{label}</strong>
        <span className="muted small">{t('attachments.hint', { count: maxFiles })}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          accept={ACCEPT_ATTRIBUTE[accept]}
          multiple={maxFiles > 1}
          onChange={(event) => {
            handleFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="sr-only" role="status">
        {uploaded && t('attachments.uploaded', { name: uploaded })}
      </p>
      {items.length > 0 && (
        <ul className="upload-list" aria-live="polite">
          {items.map((item) => (
            <li key={item.id} className={item.error ? 'failed' : ''}>
              <span className="upload-name">{item.name}</span>
              {item.error ? (
                <span className="field-error" role="alert">
                  {item.error}
                </span>
              ) : (
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={t('attachments.progress', { name: item.name })}
                  data-testid="upload-progress"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
