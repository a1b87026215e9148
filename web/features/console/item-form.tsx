import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  COLLECTION_SCHEMAS,
  type CollectionInput,
  type CollectionItemOf,
  type CollectionPath,
} from '../../../common/schemas/collections';
import { Dropzone } from '../../components/dropzone';
import { controlProps, FieldMessage, FormError, requiredLabel } from '../../components/form/fields';
import { type FormSchema, useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { focusAfterRender } from '../../lib/focus';
import { useUi } from '../../state/ui-context';
import { type CollectionItem, organiserApi, useOrganiserMutation } from './api';

export interface FieldSpec<Name extends string = string> {
  name: Name;
  /** Translation key of the label. */
  label: string;
  type: 'text' | 'textarea' | 'url' | 'number' | 'datetime' | 'select' | 'image';
  options?: { value: string; label: string }[];
  required?: boolean;
}

/** One column of a list's table; the first is the item's name and never hides. */
export interface ColumnSpec<P extends CollectionPath = CollectionPath> {
  /** Translation key of the heading. */
  label: string;
  render(item: CollectionItemOf<P>): ReactNode;
  /** What the column sorts by; a column without it does not sort. */
  sortValue?(item: CollectionItemOf<P>): string | number | null;
  /** Hidden on a phone, where the first column carries the essentials. */
  optional?: boolean;
  /** Figures (order, rank) align to the right. */
  numeric?: boolean;
}

/** One list's editor: its fields are the list's input fields (common/schemas/collections.ts). */
export interface CollectionConfig<P extends CollectionPath = CollectionPath> {
  path: P;
  fields: FieldSpec<keyof CollectionInput<P> & string>[];
  /** The table's columns, in order (methods, so a config of one list serves where any is taken). */
  columns: ColumnSpec<P>[];
  /** The item's name in action labels and confirmations ("Delete “Kites”"). */
  nameOf(item: CollectionItemOf<P>): string;
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

export function ItemForm({
  config,
  eventId,
  item,
  submitLabel,
  onDone,
}: {
  config: CollectionConfig;
  eventId: number;
  item?: CollectionItem;
  submitLabel: string;
  /** Closes the form (Cancel, or after saving). */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('console');
  const { toast } = useUi();
  const formId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  // The form opens on a click on "New …" or "Edit …": the reader's next keystroke belongs in its first field.
  useEffect(() => {
    formElement.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  const save = useOrganiserMutation((values: Record<string, unknown>) =>
    item
      ? organiserApi.editItem(eventId, config.path, item.id, values)
      : organiserApi.addItem(eventId, config.path, values),
  );
  // The list's own item schema: an edit sends every field of the form, so it meets the create rules too.
  const schema: FormSchema<Record<string, unknown>, unknown> = COLLECTION_SCHEMAS[config.path].input;
  const form = useZodForm(
    schema,
    draftOf(config.fields, item),
    async (values) => {
      try {
        await save.mutateAsync(values);
      } catch (failure) {
        // A refusal about no field lands the reader on its message.
        const refused = () =>
          formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], .form-error');
        focusAfterRender(refused, { force: true });
        throw failure;
      }
      toast(t('console.saved'), 'success');
      onDone();
    },
    { toInput: (draft) => valuesOf(config.fields, draft) },
  );

  return (
    <form
      ref={formElement}
      className="form console-item-form"
      onSubmit={form.handleSubmit}
      // Escape leaves the form as Cancel does, the way a menu or a dialog closes.
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      noValidate
    >
      <FormError error={form.serverError} />
      {config.fields.map((field) => {
        const messageId = `${formId}-${field.name}-error`;
        const input = {
          ...controlProps(form.field(field.name), messageId),
          id: `${formId}-${field.name}`,
          required: field.required,
        };
        return (
          <div
            key={field.name}
            className={`field${field.type === 'textarea' || field.type === 'image' ? ' wide' : ''}`}
          >
            <label htmlFor={input.id} className={requiredLabel(field.required)}>
              {t(field.label)}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...input} rows={3} />
            ) : field.type === 'select' ? (
              <select {...input}>
                {!field.required && <option value="">{tc('noChoice')}</option>}
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'image' ? (
              <span className="stack">
                <input {...input} type="text" />
                <Dropzone
                  accept="image"
                  maxFiles={1}
                  label={t('console.uploadImage')}
                  onUploaded={(result) => form.setValue(field.name, result.link)}
                />
              </span>
            ) : (
              <input
                {...input}
                type={
                  field.type === 'datetime' ? 'datetime-local' : field.type === 'number' ? 'number' : 'text'
                }
              />
            )}
            <FieldMessage id={messageId} error={form.errors[field.name]} />
          </div>
        );
      })}
      <div className="row end wide">
        <button type="button" className="button ghost small" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button primary small" disabled={form.submitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
