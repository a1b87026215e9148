import { z } from 'zod';

/**
 * Import and export (docs/integrations.md, "Import and export"): what an organiser may load into an event
 * from a file, the limits of those files, and the answer of a run. A dry run and a real run answer the
 * same shape; the server and the console both read it from here.
 */

/** The kinds of CSV an event imports: projects from a Devpost export, judges and participants by e-mail. */
export const IMPORT_KINDS = ['devpost', 'judges', 'participants'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A CSV file: at most 1 MB and 1,000 rows (a large hackathon's Devpost export is well below both). */
export const IMPORT_CSV_MAX_BYTES = 1024 * 1024;
export const IMPORT_ROWS_MAX = 1000;
/** A whole event as one JSON file: its projects' text and links, never their files. */
export const EVENT_JSON_MAX_BYTES = 8 * 1024 * 1024;
/** What the first line of an event file says it is, so another JSON file is refused by name. */
export const EVENT_JSON_FORMAT = 'showcase-event';
export const EVENT_JSON_VERSION = 1;

/** Each error a row or a file can have, with its English wording; the console shows them by key. */
export const IMPORT_ERRORS = {
  'imports.error.notCsv':
    'This file is not a CSV file: save the spreadsheet as CSV (comma separated) and try again',
  'imports.error.empty': 'The file has no rows below its header',
  'imports.error.tooLarge': 'The file is too large: at most 1 MB',
  'imports.error.tooManyRows': 'The file has too many rows: at most 1000',
  'imports.error.headers': 'The file does not have the columns this import needs',
  'imports.error.required': 'This column must not be empty',
  'imports.error.email': 'Please enter a valid email address',
  'imports.error.duplicate': 'This row repeats an earlier row of the file',
  'imports.error.exists': 'The event already has a project with this title',
  'imports.error.alreadyJudge': 'This person is already a judge of this event',
  'imports.error.alreadyMember': 'This person is already a member of this event',
  'imports.error.link': 'Please enter a valid URL',
  'imports.error.tooLong': 'This text is too long',
  'imports.error.markup': 'Text cannot contain HTML tags',
  'imports.error.answer': "This answer does not fit the event's submission form",
  'imports.error.notEventFile': 'This file is not a Showcase event export',
  'imports.error.version': 'This event file comes from a newer Showcase: update this server first',
  'imports.error.slugTaken': 'This address is already taken',
  'imports.error.row': 'This row could not be created',
} as const;
export type ImportErrorKey = keyof typeof IMPORT_ERRORS;

export const importRowErrorSchema = z.object({
  /** The column (as the file names it) or the part of the record the error is about. */
  field: z.string(),
  message: z.string(),
  key: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importRowSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1, the first record row 2. */
  row: z.number().int(),
  action: z.enum(['create', 'skip']),
  /** What the row is, in a few words: a project's title, a person's e-mail. */
  label: z.string(),
  /** The e-mail addresses invited for this row (a project's team, a judge, a participant). */
  invitations: z.array(z.string()),
  errors: z.array(importRowErrorSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  kind: z.enum([...IMPORT_KINDS, 'event']),
  dryRun: z.boolean(),
  created: z.number().int(),
  skipped: z.number().int(),
  invitations: z.number().int(),
  rows: z.array(importRowSchema),
  /** An event import: the event made (or, in a dry run, that would be made) and what came with it. */
  event: z.object({ id: z.number().int().nullable(), slug: z.string(), name: z.string() }).optional(),
  counts: z.record(z.string(), z.number().int()).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const csvImportInputSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  /** The file's text (the browser reads it); its size is checked against IMPORT_CSV_MAX_BYTES. */
  csv: z.string(),
  /** True by default: nothing is kept unless the caller asks for the real run. */
  dryRun: z.boolean().default(true),
});
export type CsvImportInput = z.input<typeof csvImportInputSchema>;

/** The lists of the console that download as CSV, each at `…/export/{list}.csv`. */
export const EXPORT_LISTS = ['projects', 'participants', 'judges', 'comments', 'votes'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** Columns are compared on their letters and digits only, so "Team Member 1 E-mail" matches too. */
export const normaliseHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
