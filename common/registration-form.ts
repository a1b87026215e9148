import { z } from 'zod';

export { answerText, isStorySection } from './answer-text';

/**
 * The event's own submission form: extra fields organisers define, answered by each project's team.
 * One set of rules checks an answer on the server and in the project editor.
 */

export const SUBMISSION_FIELD_TYPES = [
  'short_text',
  'long_text',
  'url',
  'number',
  'single_choice',
  'multiple_choice',
  'checkbox',
  'file',
  'built_with',
] as const;
export type SubmissionFieldType = (typeof SUBMISSION_FIELD_TYPES)[number];

export const FIELD_LABEL_MAX = 160;
export const FIELD_HELP_MAX = 500;
export const FIELD_OPTIONS_MAX = 50;
export const FIELD_OPTION_MAX = 80;
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 5000;
export const BUILT_WITH_MAX = 30;

const CHOICE_TYPES: readonly SubmissionFieldType[] = ['single_choice', 'multiple_choice'];
export const hasOptions = (type: SubmissionFieldType) => CHOICE_TYPES.includes(type) || type === 'built_with';

export const submissionFieldInputSchema = z
  .object({
    type: z.enum(SUBMISSION_FIELD_TYPES),
    label: z.string().trim().min(1).max(FIELD_LABEL_MAX),
    helpText: z.string().trim().max(FIELD_HELP_MAX).default(''),
    options: z.array(z.string().trim().min(1).max(FIELD_OPTION_MAX)).max(FIELD_OPTIONS_MAX).default([]),
    required: z.boolean().default(false),
    isPublic: z.boolean().default(false),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .refine((field) => !CHOICE_TYPES.includes(field.type) || field.options.length >= 2, {
    message: 'A choice field needs at least two options',
    path: ['options'],
  });
export type SubmissionFieldInput = z.input<typeof submissionFieldInputSchema>;

export const submissionFieldSchema = z.object({
  id: z.number().int(),
  type: z.enum(SUBMISSION_FIELD_TYPES),
  label: z.string(),
  helpText: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  isPublic: z.boolean(),
  position: z.number().int(),
});
export type SubmissionField = z.infer<typeof submissionFieldSchema>;

export const answerValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** Answers keyed by field id (as a string, the JSON way). */
export const answersInputSchema = z.object({ answers: z.record(z.string(), answerValueSchema.nullable()) });
export type AnswersInput = z.infer<typeof answersInputSchema>;

export const projectAnswerSchema = z.object({
  fieldId: z.number().int(),
  label: z.string(),
  type: z.enum(SUBMISSION_FIELD_TYPES),
  value: answerValueSchema,
  isPublic: z.boolean(),
});
export type ProjectAnswer = z.infer<typeof projectAnswerSchema>;

/** True when the value counts as no answer (empty text, no choice, unchecked box). */
export function isEmptyAnswer(value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Message keys of a wrong or missing answer, shown next to the field in the project editor (the
 * English text after the field's label is the server's message).
 */
export const ANSWER_ERROR_KEYS = {
  required: 'submissionForm.error.required',
  text: 'submissionForm.error.text',
  tooLong: 'submissionForm.error.tooLong',
  url: 'submissionForm.error.url',
  number: 'submissionForm.error.number',
  choice: 'submissionForm.error.choice',
  choices: 'submissionForm.error.choices',
  checkbox: 'submissionForm.error.checkbox',
  file: 'submissionForm.error.file',
  tags: 'submissionForm.error.tags',
  unknown: 'submissionForm.error.unknownField',
} as const;
type AnswerErrorKey = (typeof ANSWER_ERROR_KEYS)[keyof typeof ANSWER_ERROR_KEYS];

/** Where uploads are served (server/files): a file answer is the link of an upload on this site. */
export const UPLOAD_LINK_PREFIX = '/uploads/';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Checks one answer against its field and returns it normalised, or a message saying what is wrong.
 * An empty answer is always accepted here; whether it may stay empty is `missingRequired`'s question.
 */
export function checkAnswer(
  field: Pick<SubmissionField, 'type' | 'label' | 'options'>,
  value: AnswerValue,
): { value: AnswerValue } | { error: string; key: AnswerErrorKey } {
  const wrong = (what: string, key: AnswerErrorKey) => ({ error: `${field.label}: ${what}`, key });
  const K = ANSWER_ERROR_KEYS;
  switch (field.type) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return wrong('enter text', K.text);
      const max = field.type === 'short_text' ? SHORT_TEXT_MAX : LONG_TEXT_MAX;
      return value.length > max ? wrong(`at most ${max} characters`, K.tooLong) : { value: value.trim() };
    }
    case 'url':
      if (typeof value !== 'string' || !isHttpUrl(value.trim()))
        return wrong('enter a web address (https://…)', K.url);
      return { value: value.trim() };
    case 'file':
      // Only an upload of this site (POST /files), so an answer never points visitors elsewhere.
      return typeof value === 'string' &&
        value.startsWith(UPLOAD_LINK_PREFIX) &&
        /^[\w./-]+$/.test(value) &&
        !value.includes('..')
        ? { value }
        : wrong('upload a file', K.file);
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number)
        ? { value: number }
        : wrong('enter a number', K.number);
    }
    case 'single_choice':
      return typeof value === 'string' && field.options.includes(value)
        ? { value }
        : wrong('pick one of the options', K.choice);
    case 'multiple_choice':
      return Array.isArray(value) && value.every((choice) => field.options.includes(choice))
        ? { value: [...new Set(value)] }
        : wrong('pick among the options', K.choices);
    case 'checkbox':
      return typeof value === 'boolean' ? { value } : wrong('tick or untick the box', K.checkbox);
    case 'built_with': {
      if (!Array.isArray(value)) return wrong('list the technologies', K.tags);
      const tags = [...new Set(value.map((tag) => tag.trim()).filter(Boolean))];
      if (tags.length > BUILT_WITH_MAX) return wrong(`at most ${BUILT_WITH_MAX} technologies`, K.tags);
      if (tags.some((tag) => tag.length > FIELD_OPTION_MAX))
        return wrong(`tags of at most ${FIELD_OPTION_MAX} characters`, K.tags);
      return { value: tags };
    }
  }
}

/** The required fields left empty, in form order. */
export function missingRequired<F extends Pick<SubmissionField, 'id' | 'label' | 'required'>>(
  fields: readonly F[],
  answers: Map<number, AnswerValue>,
): F[] {
  return fields.filter((field) => field.required && isEmptyAnswer(answers.get(field.id)));
}

/** Answers keyed by field id as a form holds them: null (or an empty value) for no answer. */
export type AnswerValues = Record<string, AnswerValue | null>;

/** "Team size is required", the English message of a missing required answer. */
export const requiredMessage = (field: Pick<SubmissionField, 'label'>) => `${field.label} is required`;

type Question = Pick<SubmissionField, 'id' | 'type' | 'label' | 'options' | 'required'>;

/**
 * Answers keyed by question id, checked against the questions: each by `checkAnswer` (null is left
 * unanswered), a required one not left empty, an answer to no question refused. Gives the answers
 * normalised and what is wrong with each, by question id, with its key and English message.
 */
export function checkAnswers(fields: readonly Question[], input: Record<string, AnswerValue | null>) {
  const byId = new Map(fields.map((field) => [String(field.id), field]));
  const answers = new Map<number, AnswerValue>();
  const problems: { fieldId: string; key: AnswerErrorKey; message: string }[] = [];
  for (const [fieldId, value] of Object.entries(input)) {
    const field = byId.get(fieldId);
    if (!field)
      problems.push({ fieldId, key: ANSWER_ERROR_KEYS.unknown, message: `Unknown field ${fieldId}` });
    else if (value !== null) {
      const checked = checkAnswer(field, value);
      if ('error' in checked) problems.push({ fieldId, key: checked.key, message: checked.error });
      else answers.set(field.id, checked.value);
    }
  }
  for (const field of missingRequired(fields, answers))
    problems.push({
      fieldId: String(field.id),
      key: ANSWER_ERROR_KEYS.required,
      message: requiredMessage(field),
    });
  return { answers, problems };
}

/**
 * The answers to a form's questions as one schema built from the questions (`checkAnswers`, as the
 * server checks them): each problem sits at its question's id with the key the server refuses it with,
 * so a form shows it under the question. An empty answer counts as none. A required question left
 * empty is refused unless `complete` is false (a project's draft may leave it so; registration and a
 * project past its draft may not). The answers pass as given: the server normalises them.
 */
export const answersSchema = (
  fields: readonly Question[],
  { complete = true }: { complete?: boolean } = {},
) =>
  z.record(z.string(), answerValueSchema.nullable()).superRefine((answers, context) => {
    const given = Object.fromEntries(
      Object.entries(answers).map(([id, value]) => [
        id,
        value === null || isEmptyAnswer(value) ? null : value,
      ]),
    );
    for (const { fieldId, key } of checkAnswers(fields, given).problems) {
      if (key === ANSWER_ERROR_KEYS.required && !complete) continue;
      context.addIssue({ code: 'custom', message: key, path: [fieldId] });
    }
  });

/**
 * The story a project page tells, as Devpost's pages do, offered to organisers as a starting form: five
 * public long-text sections and a public "built with" field whose tags filter the gallery. Organisers
 * rename, reorder, remove or add fields afterwards like any other.
 */
export const STORY_TEMPLATE: readonly SubmissionFieldInput[] = (
  [
    { type: 'long_text', label: 'Inspiration', helpText: 'What made you start this project?' },
    { type: 'long_text', label: 'What it does', helpText: 'Who it is for and what it lets them do.' },
    { type: 'long_text', label: 'How we built it', helpText: 'The parts, tools and steps.' },
    {
      type: 'long_text',
      label: 'Challenges we ran into',
      helpText: 'What was hard, and how you got past it.',
    },
    { type: 'long_text', label: "What's next", helpText: 'What you would do with another month.' },
    {
      type: 'built_with',
      label: 'Built with',
      helpText: 'Languages, boards, libraries and services: each becomes a tag visitors can follow.',
    },
  ] as const
).map((field, position) => ({ ...field, isPublic: true, required: false, position }));
