import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { Project } from '../../../common/api';
import {
  type AnswerValue,
  type AnswerValues,
  answersSchema,
  LONG_TEXT_MAX,
  type ProjectAnswer,
  SHORT_TEXT_MAX,
  type SubmissionField,
} from '../../../common/registration-form';
import { Dropzone } from '../../components/dropzone';
import { Field, FormError, SaveButtonRow } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useSaveAnswers, useSubmissionFields, useSubmitRefusal } from '../console/forms-api';
import { useCurrentEvent } from '../event/event-context';
import { useProjectAnswers } from '../notify/api';

/** A group of inputs (choices, tags, a file) under one legend, with its help and its error. */
function Group({
  field,
  error,
  children,
}: {
  field: SubmissionField;
  error: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('notify');
  const id = useId();
  return (
    <fieldset
      className="field"
      aria-describedby={
        [error && `${id}-error`, field.helpText && `${id}-hint`].filter(Boolean).join(' ') || undefined
      }
      aria-invalid={Boolean(error)}
    >
      <legend>
        {field.label}
        {field.required && <span className="muted"> {t('form.requiredMark')}</span>}
      </legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {field.helpText && (
        <div id={`${id}-hint`} className="field-hint">
          {field.helpText}
        </div>
      )}
    </fieldset>
  );
}

function TagsInput({
  field,
  value,
  onChange,
}: {
  field: SubmissionField;
  value: string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('notify');
  const listId = useId();
  const [text, setText] = useState('');
  const add = () => {
    const tags = text
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag && !value.includes(tag));
    if (tags.length) onChange([...value, ...tags]);
    setText('');
  };
  return (
    <>
      {value.length > 0 && (
        <ul className="tag-list">
          {value.map((tag) => (
            <li key={tag} className="tag">
              {tag}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={t('form.removeTag', { tag })}
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <input
          aria-label={t('form.tagInput', { label: field.label })}
          list={listId}
          value={text}
          placeholder={t('form.tagPlaceholder')}
          onChange={(change) => setText(change.target.value)}
          onKeyDown={(key) => {
            if (key.key === 'Enter') {
              key.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button ghost small" onClick={add}>
          {t('form.addTag')}
        </button>
      </div>
      <datalist id={listId}>
        {field.options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}

/** One answer's input by field type; the registration form uses it too. */
export function AnswerInput({
  field,
  value,
  error,
  projectId,
  onChange,
}: {
  field: SubmissionField;
  value: AnswerValue | null;
  error: string | null;
  projectId?: number;
  onChange: (value: AnswerValue | null) => void;
}) {
  const { t } = useTranslation('notify');
  const label = field.required ? `${field.label} ${t('form.requiredMark')}` : field.label;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const list = Array.isArray(value) ? value : [];
  switch (field.type) {
    case 'short_text':
    case 'long_text':
    case 'url':
    case 'number':
      return (
        <Field
          label={label}
          name={`field-${field.id}`}
          type={field.type === 'url' ? 'url' : field.type === 'number' ? 'number' : 'text'}
          multiline={field.type === 'long_text'}
          maxLength={field.type === 'short_text' ? SHORT_TEXT_MAX : LONG_TEXT_MAX}
          placeholder={field.type === 'url' ? 'https://' : undefined}
          value={text}
          error={error}
          hint={field.helpText || undefined}
          onChange={(change) => onChange(change.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Group field={field} error={error}>
          <label className="checkbox-chip">
            <input
              type="checkbox"
              checked={value === true}
              onChange={(change) => onChange(change.target.checked)}
            />
            {t('form.yes')}
          </label>
        </Group>
      );
    case 'single_choice':
    case 'multiple_choice': {
      const single = field.type === 'single_choice';
      return (
        <Group field={field} error={error}>
          <div className="chips">
            {field.options.map((option) => (
              <label key={option} className="chip checkbox-chip">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`field-${field.id}`}
                  checked={single ? value === option : list.includes(option)}
                  onChange={(change) =>
                    onChange(
                      single
                        ? option
                        : change.target.checked
                          ? [...list, option]
                          : list.filter((other) => other !== option),
                    )
                  }
                />
                {option}
              </label>
            ))}
          </div>
        </Group>
      );
    }
    case 'built_with':
      return (
        <Group field={field} error={error}>
          <TagsInput field={field} value={list} onChange={onChange} />
        </Group>
      );
    case 'file':
      return (
        <Group field={field} error={error}>
          {text && (
            <p className="row wrap">
              <a href={text} target="_blank" rel="noreferrer">
                {t('form.openFile')}
              </a>
              <button type="button" className="button ghost small" onClick={() => onChange(null)}>
                {t('form.removeFile')}
              </button>
            </p>
          )}
          <Dropzone
            accept="file"
            maxFiles={1}
            label={t('form.uploadFile')}
            projectId={projectId}
            onUploaded={(result) => onChange(result.link)}
          />
        </Group>
      );
  }
}

/**
 * The event's own submission fields in the project editor (docs/plans.md,
 * enable_custom_registration_form): the team's answers, saved together. A wrong answer, or a required
 * one missing when the project is submitted, shows its message next to its field.
 */
export function CustomFields({ project, editable }: { project: Project; editable: boolean }) {
  const event = useCurrentEvent();
  const fields = useSubmissionFields(event.id).data?.fields ?? [];
  const answers = useProjectAnswers(project.id).data?.answers;
  if (!fields.length) return null;
  return <AnswersForm project={project} editable={editable} fields={fields} answers={answers} />;
}

function AnswersForm({
  project,
  editable,
  fields,
  answers,
}: {
  project: Project;
  editable: boolean;
  fields: SubmissionField[];
  answers: ProjectAnswer[] | undefined;
}) {
  const { t } = useTranslation('notify');
  const { toast } = useUi();
  const save = useSaveAnswers(project.id);
  // A project past its draft must stay complete: the server refuses a required answer removed.
  const complete = project.submissionStatus !== 'DRAFT' && !project.isTemplate;
  const schema = useMemo(() => answersSchema(fields, { complete }), [fields, complete]);
  // Every field has a value, null for none, so the server's refusal of any shows by its field.
  const valuesOf = (saved: ProjectAnswer[] | undefined): AnswerValues =>
    Object.fromEntries(
      fields.map((field) => [
        String(field.id),
        saved?.find((answer) => answer.fieldId === field.id)?.value ?? null,
      ]),
    );
  const form = useZodForm(schema, valuesOf(answers), async (values) => {
    await save.mutateAsync(values);
    toast(t('form.answersSaved'), 'success');
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs follow the saved answers only when they change.
  useEffect(() => {
    if (answers) form.reset(valuesOf(answers));
  }, [answers]);
  // The last refused submit (submit modal) names the required fields left empty, until a later save.
  const refusal = useSubmitRefusal(project.id);
  const savedAt = save.isSuccess ? save.submittedAt : 0;
  const refused: Record<string, string> = refusal && refusal.at > savedAt ? refusal.fields : {};
  // The answer rules' keys are in this namespace; the plain words of a malformed value in the main one.
  const errorOf = (field: SubmissionField) => {
    const key = form.errors[String(field.id)] ?? refused[String(field.id)];
    if (!key) return null;
    return t(key, { ns: key.startsWith('submissionForm.') ? 'notify' : 'translation' });
  };

  return (
    <form className="form card" onSubmit={form.handleSubmit} noValidate data-testid="custom-fields">
      <h2>{t('form.answersTitle')}</h2>
      {!fields.some(errorOf) && <FormError error={form.serverError} />}
      <fieldset disabled={!editable} className="stack">
        {fields.map((field) => (
          <AnswerInput
            key={field.id}
            field={field}
            value={form.values[String(field.id)] ?? null}
            error={errorOf(field)}
            projectId={project.id}
            onChange={(value) => form.setValue(String(field.id), value)}
          />
        ))}
      </fieldset>
      <SaveButtonRow
        shown={editable}
        pending={form.submitting}
        label={t('form.saveAnswers')}
        testId="save-answers"
      />
    </form>
  );
}
