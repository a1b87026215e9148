import type { ImportRowError } from '../../common/imports';
import { normaliseHeader } from '../../common/imports';
import { LINKS_MAX, type ProjectLink } from '../../common/project-page';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../common/projects';
import { LONG_TEXT_MAX, type SubmissionField } from '../../common/registration-form';
import { isValidEmail } from '../../common/user-validation';
import { hasMarkup, isWebLink } from '../../common/validation';
import { type CsvRecord, type CsvTable, findColumn, requireColumn } from './csv';
import { rowError } from './errors';

/** One row of a Devpost project export, read into a project of this event. */
export interface DevpostProject {
  row: number;
  title: string;
  description: string;
  videoUrl: string | null;
  links: ProjectLink[];
  /** Answers to the event's submission form by field id: the story's sections and the built-with tags. */
  answers: Map<number, string | string[]>;
  emails: string[];
  errors: ImportRowError[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: one paragraph per blank-line-separated block. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

interface Section {
  heading: string | null;
  text: string;
}

/** Devpost's "About the project" is Markdown with a heading per part (## Inspiration, ## What it does …). */
export function storySections(markdown: string): Section[] {
  const sections: Section[] = [{ heading: null, text: '' }];
  for (const line of markdown.replace(/\r\n/g, '\n').split('\n')) {
    const heading = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/.exec(line) ?? /^\s*\*\*([^*]+)\*\*\s*:?\s*$/.exec(line);
    if (heading) sections.push({ heading: heading[1]!.trim(), text: '' });
    else sections[sections.length - 1]!.text += `${line}\n`;
  }
  return sections
    .map((section) => ({ ...section, text: section.text.trim() }))
    .filter((section) => section.text);
}

const firstParagraph = (text: string, max = 280) => {
  const first = (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
};

/** The columns of a Devpost export this import reads (compared by normaliseHeader). */
const COLUMNS = {
  title: ['project title', 'title', 'project name'],
  tagline: ['tagline', 'project tagline', 'elevator pitch'],
  about: ['about the project', 'about', 'project description', 'description', 'story'],
  builtWith: ['built with', 'technologies'],
  links: ['try it out links', 'try it out', 'links'],
  video: ['video demo link', 'video', 'video url'],
  submissionUrl: ['submission url', 'devpost url', 'project url'],
  submitterEmail: ['submitter email', 'email'],
};

const TEAM_EMAIL = /^team member (\d+) email$/;

const isHttpLink = (url: string) => /^https?:\/\//i.test(url) && isWebLink(url);

/**
 * Reads each row into a project: title, tagline (or the story's first paragraph) as its description, the
 * story's sections into the form's long-text fields of the same name (the rest into the first one, or
 * into the description when the form has none), "Built with" into the form's built-with field, the
 * "Try it out" links, the video, and the team's addresses. Every problem of a row is reported at once.
 */
export function readDevpost(
  table: CsvTable,
  fields: SubmissionField[],
  existingTitles: Set<string>,
  importerEmail: string,
): DevpostProject[] {
  const titleColumn = requireColumn(table, 'Project Title', ...COLUMNS.title);
  const column = (names: string[]) => findColumn(table, ...names);
  const tagline = column(COLUMNS.tagline);
  const about = column(COLUMNS.about);
  const builtWith = column(COLUMNS.builtWith);
  const links = column(COLUMNS.links);
  const video = column(COLUMNS.video);
  const submissionUrl = column(COLUMNS.submissionUrl);
  const submitterEmail = column(COLUMNS.submitterEmail);
  const teamEmails = [...table.headers.keys()]
    .filter((name) => TEAM_EMAIL.test(name))
    .sort((a, b) => Number(TEAM_EMAIL.exec(a)![1]) - Number(TEAM_EMAIL.exec(b)![1]));
  const storyFields = fields.filter((field) => field.type === 'long_text');
  const tagField = fields.find((field) => field.type === 'built_with');
  const seen = new Set<string>();
  const label = (name: string) => table.headers.get(name) ?? name;

  return table.records.map((record: CsvRecord) => {
    const cell = (name: string | undefined) => (name ? (record.cells.get(name) ?? '').trim() : '');
    const errors: ImportRowError[] = [];
    const title = cell(titleColumn);
    const titleLabel = label(titleColumn);
    if (!title) errors.push(rowError(titleLabel, 'imports.error.required'));
    else if (title.length > TITLE_MAX) errors.push(rowError(titleLabel, 'imports.error.tooLong'));
    else if (hasMarkup(title)) errors.push(rowError(titleLabel, 'imports.error.markup'));
    const titleKey = title.toLowerCase();
    if (title && seen.has(titleKey)) errors.push(rowError(titleLabel, 'imports.error.duplicate'));
    else if (title && existingTitles.has(titleKey)) errors.push(rowError(titleLabel, 'imports.error.exists'));
    if (title) seen.add(titleKey);

    const story = cell(about);
    const answers = new Map<number, string | string[]>();
    let storyInDescription = '';
    if (story) {
      const sections = storySections(story);
      const rest: string[] = [];
      for (const section of sections) {
        const field =
          section.heading &&
          storyFields.find(
            (candidate) => normaliseHeader(candidate.label) === normaliseHeader(section.heading!),
          );
        if (field && !answers.has(field.id)) answers.set(field.id, section.text);
        else rest.push(section.heading ? `${section.heading}\n\n${section.text}` : section.text);
      }
      const spare = storyFields.find((field) => !answers.has(field.id));
      if (rest.length && spare) answers.set(spare.id, rest.join('\n\n'));
      else if (rest.length) storyInDescription = rest.join('\n\n');
      for (const value of answers.values()) {
        if (typeof value === 'string' && value.length > LONG_TEXT_MAX) {
          errors.push(rowError(label(about!), 'imports.error.tooLong'));
          break;
        }
      }
    }
    // The card's text: the tagline, else the story's first paragraph (under its first heading).
    const summary =
      cell(tagline) || firstParagraph(storyInDescription || (storySections(story)[0]?.text ?? ''));
    const description = paragraphs([summary, storyInDescription].filter(Boolean).join('\n\n'));
    if (description.length > DESCRIPTION_MAX)
      errors.push(rowError(label(about ?? titleColumn), 'imports.error.tooLong'));

    const tags = cell(builtWith)
      .split(/[,;\n]/)
      .map((tag) => tag.trim())
      .filter(Boolean);
    if (tags.length && tagField) answers.set(tagField.id, [...new Set(tags)].slice(0, 30));

    const projectLinks: ProjectLink[] = [];
    // Devpost separates links with commas or line breaks; a space splits only before another address.
    for (const url of cell(links)
      .split(/[,\n]|\s+(?=https?:\/\/)/)
      .map((link) => link.trim())
      .filter(Boolean)) {
      if (!isHttpLink(url)) {
        errors.push(
          rowError(label(links!), 'imports.error.link', `Please enter a valid URL: ${url.slice(0, 80)}`),
        );
        continue;
      }
      const kind = /^https?:\/\/(www\.)?(github|gitlab|bitbucket)\./i.test(url) ? 'source' : 'demo';
      projectLinks.push({ kind, url, label: '' });
    }
    const videoUrl = cell(video) || null;
    if (videoUrl && !isHttpLink(videoUrl)) errors.push(rowError(label(video!), 'imports.error.link'));
    const devpostUrl = cell(submissionUrl);
    if (devpostUrl && isHttpLink(devpostUrl))
      projectLinks.push({ kind: 'other', url: devpostUrl, label: 'Devpost' });

    const emails: string[] = [];
    for (const name of [submitterEmail, ...teamEmails]) {
      const email = cell(name);
      if (!email) continue;
      if (!isValidEmail(email)) {
        errors.push(
          rowError(
            label(name!),
            'imports.error.email',
            `Please enter a valid email address: ${email.slice(0, 80)}`,
          ),
        );
        continue;
      }
      const lower = email.toLowerCase();
      if (lower !== importerEmail.toLowerCase() && !emails.some((known) => known.toLowerCase() === lower)) {
        emails.push(email);
      }
    }
    return {
      row: record.row,
      title,
      description,
      videoUrl: videoUrl && isHttpLink(videoUrl) ? videoUrl : null,
      links: projectLinks.slice(0, LINKS_MAX),
      answers,
      emails,
      errors,
    };
  });
}
