import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { CollectionInput, CollectionItemOf, CollectionPath } from '../../../common/schemas/collections';
import { type CollectionItem, organiserApi, useCollection, useOrganiserMutation } from '../../api/organiser';
import { useTranslation } from '../../i18n/react';
import { focusAfterRender } from '../../lib/focus';
import { useUi } from '../../state/ui-context';
import { useConfirm } from '../confirm';
import { Dropzone } from '../dropzone';
import { ErrorMessage, Loading } from '../feedback';
import { FieldMessage, FormError, invalidProps, requiredLabel, serverFieldError } from '../form/fields';

export interface FieldSpec<Name extends string = string> {
  name: Name;
  /** Translation key of the label. */
  label: string;
  type: 'text' | 'textarea' | 'url' | 'number' | 'datetime' | 'select' | 'image';
  options?: { value: string; label: string }[];
  required?: boolean;
}

/** One list's editor: its fields are the list's input fields (common/schemas/collections.ts). */
export interface CollectionConfig<P extends CollectionPath = CollectionPath> {
  path: P;
  fields: FieldSpec<keyof CollectionInput<P> & string>[];
  /** How a saved item reads in the list (a method, so a config of one list serves where any is taken). */
  describe(item: CollectionItemOf<P>): ReactNode;
}

type Draft = Record<string, string>;

const toLocalInput = (iso: unknown) => {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
};

const draftOf = (fields: FieldSpec[], item?: CollectionItem): Draft =>
  Object.fromEntries(
    fields.map((field) => {
      const value = (item as Record<string, unknown> | undefined)?.[field.name];
      if (field.type === 'datetime') return [field.name, toLocalInput(value)];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );

/** Form text back into API values: numbers, ISO dates, and null for cleared optional fields. */
function valuesOf(fields: FieldSpec[], draft: Draft) {
  return Object.fromEntries(
    fields.map((field) => {
      const raw = draft[field.name]?.trim() ?? '';
      if (field.type === 'number' || (field.type === 'select' && /^\d+$/.test(raw))) {
        return [field.name, raw === '' ? null : Number(raw)];
      }
      if (field.type === 'datetime') return [field.name, raw ? new Date(raw).toISOString() : null];
      return [field.name, raw === '' && !field.required ? null : raw];
    }),
  );
}

function ItemForm({
  config,
  eventId,
  item,
  onDone,
}: {
  config: CollectionConfig;
  eventId: number;
  item?: CollectionItem;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const { toast } = useUi();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config.fields, item));
  const save = useOrganiserMutation((values: Record<string, unknown>) =>
    item
      ? organiserApi.editItem(eventId, config.path, item.id, values)
      : organiserApi.addItem(eventId, config.path, values),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    save.mutate(valuesOf(config.fields, draft), {
      // The reader lands on the first field the server refused, its message read with it.
      onError: () =>
        focusAfterRender(() => form.querySelector<HTMLElement>('[aria-invalid="true"], .form-error'), {
          force: true,
        }),
      onSuccess: () => {
        toast(t('console.saved'), 'success');
        if (!item) setDraft(draftOf(config.fields));
        onDone();
      },
    });
  };
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  return (
    <form className="form console-item-form" onSubmit={submit} noValidate>
      <FormError error={save.error} fieldsShown />
      {config.fields.map((field) => {
        const error = serverFieldError(save.error, field.name);
        const input = {
          id: `${formId}-${field.name}`,
          required: field.required,
          ...invalidProps(error, `${formId}-${field.name}-error`),
        };
        return (
          <div key={field.name} className="field">
            <label htmlFor={`${formId}-${field.name}`} className={requiredLabel(field.required)}>
              {t(field.label)}
            </label>
            {field.type === 'textarea' ? (
              <textarea
                {...input}
                value={draft[field.name]}
                rows={3}
                onChange={(e) => set(field.name, e.target.value)}
              />
            ) : field.type === 'select' ? (
              <select {...input} value={draft[field.name]} onChange={(e) => set(field.name, e.target.value)}>
                {!field.required && <option value="">{tc('noChoice')}</option>}
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'image' ? (
              <span className="stack">
                <input
                  {...input}
                  value={draft[field.name]}
                  type="text"
                  onChange={(e) => set(field.name, e.target.value)}
                />
                <Dropzone
                  accept="image"
                  maxFiles={1}
                  label={t('console.uploadImage')}
                  onUploaded={(result) => set(field.name, result.link)}
                />
              </span>
            ) : (
              <input
                {...input}
                value={draft[field.name]}
                type={
                  field.type === 'datetime' ? 'datetime-local' : field.type === 'number' ? 'number' : 'text'
                }
                onChange={(e) => set(field.name, e.target.value)}
              />
            )}
            <FieldMessage id={`${formId}-${field.name}-error`} error={error} />
          </div>
        );
      })}
      <div className="row end">
        {item && (
          <button type="button" className="button ghost" onClick={onDone}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={save.isPending}>
          {item ? t('console.save') : t('console.add')}
        </button>
      </div>
    </form>
  );
}

/** Lists, adds, edits and removes the items of one event list (docs/product.md, event builder items). */
export function CollectionEditor({
  eventId,
  config,
  title,
  canEdit,
}: {
  eventId: number;
  config: CollectionConfig;
  title: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { toast } = useUi();
  const items = useCollection(eventId, config.path);
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useOrganiserMutation((id: number) => organiserApi.removeItem(eventId, config.path, id));
  // Every row has the same buttons: their names say which item they act on.
  const actionOn = (action: string, item: CollectionItem) => {
    const fields = item as Record<string, unknown>;
    const name = [fields.name, fields.title, fields.question, fields.label].find(
      (v) => typeof v === 'string',
    );
    return name ? t('announce.actionOn', { action, name }) : undefined;
  };

  if (items.isPending) return <Loading />;
  if (items.isError) return <ErrorMessage message={items.error.message} onRetry={() => items.refetch()} />;
  return (
    <section className="stack" data-testid={`collection-${config.path}`}>
      <h1>{title}</h1>
      {items.data.length === 0 ? (
        <p className="muted">{t('console.emptyList')}</p>
      ) : (
        <ul className="console-list">
          {items.data.map((item) => (
            <li key={item.id} className="card">
              {editing === item.id ? (
                <ItemForm config={config} eventId={eventId} item={item} onDone={() => setEditing(null)} />
              ) : (
                <div className="row between wrap">
                  <div>{config.describe(item)}</div>
                  <div className="row" hidden={!canEdit}>
                    <button
                      type="button"
                      className="button ghost small"
                      aria-label={actionOn(t('console.edit'), item)}
                      onClick={() => setEditing(item.id)}
                    >
                      {t('console.edit')}
                    </button>
                    <button
                      type="button"
                      className="button danger small"
                      aria-label={actionOn(t('console.delete'), item)}
                      onClick={async () => {
                        if (!(await confirm(t('console.deleteConfirm')))) return;
                        remove.mutate(item.id, { onError: (error) => toast(error, 'error') });
                      }}
                    >
                      {t('console.delete')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <section className="card stack" hidden={!canEdit}>
        <h2>{t('console.addTitle')}</h2>
        <ItemForm config={config} eventId={eventId} onDone={() => undefined} />
      </section>
    </section>
  );
}
