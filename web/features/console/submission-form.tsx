import { useState } from 'react';
import {
  FIELD_HELP_MAX,
  FIELD_LABEL_MAX,
  hasOptions,
  SUBMISSION_FIELD_TYPES,
  type SubmissionField,
  type SubmissionFieldType,
  submissionFieldInputSchema,
} from '../../../common/registration-form';
import { useConfirm } from '../../components/confirm';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError, SelectField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { useConsoleCan } from './console-context';
import { type FormKind, useFieldChanges, useSubmissionFields } from './forms-api';
import { NotIncluded } from './not-included';
import { RowMenu } from './row-menu';

interface Draft {
  id?: number;
  type: SubmissionFieldType;
  label: string;
  helpText: string;
  options: string;
  required: boolean;
  isPublic: boolean;
  position: number;
}

const blank = (position: number): Draft => ({
  type: 'short_text',
  label: '',
  helpText: '',
  options: '',
  required: false,
  isPublic: false,
  position,
});

const draftOf = (field: Omit<SubmissionField, 'isPublic'>): Draft => ({
  isPublic: false,
  ...field,
  options: field.options.join('\n'),
});

/**
 * What the field editor below a form's list holds: the field being edited, else a new one after the last.
 * Each save or cancel starts a fresh editor, so the next new field starts blank.
 */
export function useFieldEditor(list: readonly Omit<SubmissionField, 'isPublic'>[]) {
  const [editing, setEditing] = useState<Draft | null>(null);
  const [done, setDone] = useState(0);
  const draft = editing ?? blank(list.length ? Math.max(...list.map((f) => f.position)) + 1 : 0);
  return {
    edit: (field: Omit<SubmissionField, 'isPublic'>) => setEditing(draftOf(field)),
    key: draft.id ?? `new-${done}`,
    draft,
    onDone: () => {
      setEditing(null);
      setDone((count) => count + 1);
    },
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** One field's editor; the registration form (web/features/registration/registration-console.tsx) uses it too. */
export function FieldEditor({
  draft,
  onDone,
  form: kind = 'submission',
}: {
  draft: Draft;
  onDone: () => void;
  form?: FormKind;
}) {
  const { t } = useTranslation('notify');
  const event = useCurrentEvent();
  const { save } = useFieldChanges(event.id, kind);
  // The position is the draft's as it is now: a new field's follows the list, which may load later.
  const { id, position, ...initial } = draft;
  const form = useZodForm(
    submissionFieldInputSchema,
    initial,
    async (input) => {
      await save.mutateAsync({ id, input });
      onDone();
    },
    {
      // Options are typed one per line, and kept only for the types that have them.
      toInput: (values) => ({
        ...values,
        position,
        options: hasOptions(values.type) ? lines(values.options) : [],
      }),
    },
  );
  const type = form.values.type;
  return (
    <form className="card stack tight" onSubmit={form.handleSubmit} noValidate data-testid="field-editor">
      <h2>{id ? t('form.edit') : t('form.add')}</h2>
      <SelectField label={t('form.type')} {...form.field('type')}>
        {SUBMISSION_FIELD_TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`form.types.${option}`)}
          </option>
        ))}
      </SelectField>
      <Field label={t('form.label')} maxLength={FIELD_LABEL_MAX} {...form.field('label')} />
      <Field label={t('form.helpText')} maxLength={FIELD_HELP_MAX} {...form.field('helpText')} />
      {hasOptions(type) && (
        <Field
          label={type === 'built_with' ? t('form.suggestions') : t('form.options')}
          multiline
          hint={type === 'built_with' ? t('form.suggestionsHint') : t('form.optionsHint')}
          {...form.field('options')}
        />
      )}
      <label className="checkbox-chip">
        <input type="checkbox" {...form.checkbox('required')} />
        {t('form.required')}
      </label>
      {kind === 'submission' && (
        <label className="checkbox-chip">
          <input type="checkbox" {...form.checkbox('isPublic')} />
          {t('form.public')}
        </label>
      )}
      <FormError error={form.serverError} />
      <div className="form-actions">
        {id && (
          <button type="button" className="button ghost" onClick={onDone}>
            {t('form.cancel')}
          </button>
        )}
        <button type="submit" className="button" disabled={form.submitting} data-testid="save-field">
          {id ? t('form.save') : t('form.add')}
        </button>
      </div>
    </form>
  );
}

/**
 * /{eventSlug}/manage/form: the event's own submission fields, which teams answer in the project
 * editor (docs/plans.md, enable_custom_registration_form).
 */
export function ConsoleSubmissionForm() {
  const { t } = useTranslation('notify');
  const { t: tc } = useTranslation('console');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const confirm = useConfirm();
  const enabled = hasFeature(event, 'enable_custom_registration_form');
  const fields = useSubmissionFields(event.id, enabled);
  const { remove, reorder, addStoryTemplate } = useFieldChanges(event.id);
  const list = fields.data?.fields ?? [];
  const editor = useFieldEditor(list);
  if (!enabled) return <NotIncluded title={t('form.console')} reason={t('form.notIncluded')} />;
  const editable = can('edit_event');
  const move = (index: number, by: -1 | 1) => {
    const ordered = [...list];
    const [field] = ordered.splice(index, 1);
    ordered.splice(index + by, 0, field!);
    reorder.mutate(ordered);
  };
  return (
    <div className="stack">
      <h1>{t('form.console')}</h1>
      <p className="muted">{t('form.intro')}</p>
      {fields.isPending && <Loading />}
      {fields.isError && <ErrorMessage message={fields.error.message} onRetry={() => fields.refetch()} />}
      {fields.isSuccess && !list.length && <p className="muted">{t('form.empty')}</p>}
      {editable && fields.isSuccess && (
        <div className="row wrap">
          <button
            type="button"
            className="button ghost"
            disabled={addStoryTemplate.isPending}
            onClick={() => addStoryTemplate.mutate()}
            data-testid="add-story-template"
          >
            {t('form.storyTemplate')}
          </button>
          <span className="muted small">{t('form.storyTemplateHint')}</span>
        </div>
      )}
      <FormError error={remove.error ?? reorder.error ?? addStoryTemplate.error} />
      {list.length > 0 && (
        <ol className="console-list" data-testid="submission-fields">
          {list.map((field, index) => (
            <li key={field.id} className="card stack tight" data-testid="submission-field">
              <strong>{field.label}</strong>
              <span className="row wrap small">
                <span className="pill">{t(`form.types.${field.type}`)}</span>
                {field.required && <span className="pill">{t('form.requiredBadge')}</span>}
                <span className="pill">
                  {field.isPublic ? t('form.publicBadge') : t('form.privateBadge')}
                </span>
              </span>
              {field.helpText && <span className="muted small">{field.helpText}</span>}
              {field.options.length > 0 && <span className="muted small">{field.options.join(' · ')}</span>}
              {editable && (
                <div className="form-actions wrap">
                  <button
                    type="button"
                    className="button ghost small"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={t('form.moveUp', { label: field.label })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button ghost small"
                    disabled={index === list.length - 1 || reorder.isPending}
                    aria-label={t('form.moveDown', { label: field.label })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button ghost small"
                    aria-label={tc('rowActions.edit', { name: field.label })}
                    onClick={() => editor.edit(field)}
                  >
                    {t('form.editButton')}
                  </button>
                  <RowMenu
                    label={tc('rowActions.menu', { name: field.label })}
                    actions={[
                      {
                        label: tc('rowActions.remove', { name: field.label }),
                        destructive: true,
                        onSelect: async () => {
                          if (
                            await confirm(t('form.confirmRemove', { label: field.label }), t('form.remove'))
                          )
                            remove.mutate(field.id);
                        },
                      },
                    ]}
                  />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editable && <FieldEditor key={editor.key} draft={editor.draft} onDone={editor.onDone} />}
    </div>
  );
}
