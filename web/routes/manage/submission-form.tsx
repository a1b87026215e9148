import { type FormEvent, useState } from 'react';
import {
  FIELD_HELP_MAX,
  FIELD_LABEL_MAX,
  hasOptions,
  SUBMISSION_FIELD_TYPES,
  type SubmissionField,
  type SubmissionFieldType,
} from '../../../common/registration-form';
import { type FormKind, useFieldChanges, useSubmissionFields } from '../../api/forms';
import { useConfirm } from '../../components/confirm';
import { RowMenu } from '../../components/console/row-menu';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError } from '../../components/form/fields';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../../lib/event-context';
import { useConsoleCan } from './console-context';
import { NotIncluded } from './not-included';

export interface Draft {
  id?: number;
  type: SubmissionFieldType;
  label: string;
  helpText: string;
  options: string;
  required: boolean;
  isPublic: boolean;
  position: number;
}

export const blank = (position: number): Draft => ({
  type: 'short_text',
  label: '',
  helpText: '',
  options: '',
  required: false,
  isPublic: false,
  position,
});

export const draftOf = (field: Omit<SubmissionField, 'isPublic'>): Draft => ({
  isPublic: false,
  ...field,
  options: field.options.join('\n'),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** One field's editor; the registration form (web/routes/manage/registration.tsx) uses it too. */
export function FieldEditor({
  draft,
  onChange,
  onDone,
  form = 'submission',
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onDone: () => void;
  form?: FormKind;
}) {
  const { t } = useTranslation('notify');
  const event = useCurrentEvent();
  const { save } = useFieldChanges(event.id, form);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onChange({ ...draft, [key]: value });
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const { id, options, ...rest } = draft;
    save.mutate(
      { id, input: { ...rest, options: hasOptions(draft.type) ? lines(options) : [] } },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="card stack tight" onSubmit={submit} data-testid="field-editor">
      <h2>{draft.id ? t('form.edit') : t('form.add')}</h2>
      <div className="field">
        <label htmlFor="field-type">{t('form.type')}</label>
        <select
          id="field-type"
          value={draft.type}
          onChange={(change) => set('type', change.target.value as SubmissionFieldType)}
        >
          {SUBMISSION_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`form.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('form.label')}
        name="label"
        value={draft.label}
        maxLength={FIELD_LABEL_MAX}
        onChange={(change) => set('label', change.target.value)}
        required
      />
      <Field
        label={t('form.helpText')}
        name="helpText"
        value={draft.helpText}
        maxLength={FIELD_HELP_MAX}
        onChange={(change) => set('helpText', change.target.value)}
      />
      {hasOptions(draft.type) && (
        <Field
          label={draft.type === 'built_with' ? t('form.suggestions') : t('form.options')}
          name="options"
          multiline
          value={draft.options}
          hint={draft.type === 'built_with' ? t('form.suggestionsHint') : t('form.optionsHint')}
          onChange={(change) => set('options', change.target.value)}
        />
      )}
      <label className="checkbox-chip">
        <input
          type="checkbox"
          checked={draft.required}
          onChange={(change) => set('required', change.target.checked)}
        />
        {t('form.required')}
      </label>
      {form === 'submission' && (
        <label className="checkbox-chip">
          <input
            type="checkbox"
            checked={draft.isPublic}
            onChange={(change) => set('isPublic', change.target.checked)}
          />
          {t('form.public')}
        </label>
      )}
      <FormError error={save.error} />
      <div className="form-actions">
        {draft.id && (
          <button type="button" className="button ghost" onClick={onDone}>
            {t('form.cancel')}
          </button>
        )}
        <button type="submit" className="button" disabled={save.isPending} data-testid="save-field">
          {draft.id ? t('form.save') : t('form.add')}
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
  const [draft, setDraft] = useState<Draft | null>(null);
  if (!enabled) return <NotIncluded title={t('form.console')} reason={t('form.notIncluded')} />;
  const editable = can('edit_event');
  const current = draft ?? blank(list.length ? Math.max(...list.map((f) => f.position)) + 1 : 0);
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
                    onClick={() => setDraft(draftOf(field))}
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
      {editable && (
        <FieldEditor
          key={current.id ?? 'new'}
          draft={current}
          onChange={setDraft}
          onDone={() => setDraft(null)}
        />
      )}
    </div>
  );
}
