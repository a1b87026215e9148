import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMPORT_ERRORS } from '../../common/imports';
import { PROJECT_PAGE_MESSAGES } from '../../common/project-page';
import { ANSWER_ERROR_KEYS } from '../../common/registration-form';
import { ARCHIVED_KEYS, LIMIT_KEYS } from '../../common/schemas/plans';
import { VALIDATION_MESSAGES } from '../../common/validation';
import consoleEn from './console/en.json';
import consoleEs from './console/es.json';
import consoleFr from './console/fr.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import importsEn from './imports/en.json';
import importsEs from './imports/es.json';
import importsFr from './imports/fr.json';
import judgingEn from './judging/en.json';
import judgingEs from './judging/es.json';
import judgingFr from './judging/fr.json';
import notifyEn from './notify/en.json';
import notifyEs from './notify/es.json';
import notifyFr from './notify/fr.json';
import plansEn from './plans/en.json';
import plansEs from './plans/es.json';
import plansFr from './plans/fr.json';
import projectEn from './project/en.json';
import projectEs from './project/es.json';
import projectFr from './project/fr.json';
import publicEn from './public/en.json';
import publicEs from './public/es.json';
import publicFr from './public/fr.json';
import registrationEn from './registration/en.json';
import registrationEs from './registration/es.json';
import registrationFr from './registration/fr.json';
import { MAIN_NAMESPACE, namespaceOfKey } from './server-keys';
import teamsEn from './teams/en.json';
import teamsEs from './teams/es.json';
import teamsFr from './teams/fr.json';
import tokensEn from './tokens/en.json';
import tokensEs from './tokens/es.json';
import tokensFr from './tokens/fr.json';
import votingEn from './voting/en.json';
import votingEs from './voting/es.json';
import votingFr from './voting/fr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The main catalogues, and the namespaces that load with their screens (People's choice, judging). */
const FAMILIES: [string, Record<string, Tree>][] = [
  ['translation', { en, es, fr } as Record<string, Tree>],
  ['voting', { en: votingEn, es: votingEs, fr: votingFr } as Record<string, Tree>],
  ['judging', { en: judgingEn, es: judgingEs, fr: judgingFr } as Record<string, Tree>],
  ['notify', { en: notifyEn, es: notifyEs, fr: notifyFr } as Record<string, Tree>],
  ['public', { en: publicEn, es: publicEs, fr: publicFr } as Record<string, Tree>],
  ['console', { en: consoleEn, es: consoleEs, fr: consoleFr } as Record<string, Tree>],
  ['plans', { en: plansEn, es: plansEs, fr: plansFr } as Record<string, Tree>],
  ['project', { en: projectEn, es: projectEs, fr: projectFr } as Record<string, Tree>],
  ['tokens', { en: tokensEn, es: tokensEs, fr: tokensFr } as Record<string, Tree>],
  ['imports', { en: importsEn, es: importsEs, fr: importsFr } as Record<string, Tree>],
  ['teams', { en: teamsEn, es: teamsEs, fr: teamsFr } as Record<string, Tree>],
  ['registration', { en: registrationEn, es: registrationEs, fr: registrationFr } as Record<string, Tree>],
];

it('checks every catalogue folder: a new namespace cannot miss the key comparison below', () => {
  const folders = readdirSync(path.dirname(fileURLToPath(import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(FAMILIES.map(([family]) => family).sort()).toEqual(['translation', ...folders].sort());
});

describe.each(FAMILIES)('translation catalogues (%s)', (_family, catalogues) => {
  const english = flatten(catalogues.en!);

  it.each(['es', 'fr'])('%s has exactly the English keys', (locale) => {
    const keys = [...flatten(catalogues[locale]!).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  const placeholders = (message: string) =>
    [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

  it.each(['es', 'fr'])('%s uses the same placeholders as English in every message', (locale) => {
    const translated = flatten(catalogues[locale]!);
    for (const [key, message] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(message));
    }
  });

  it.each(Object.keys(catalogues))('%s has complete plural families and no leftover ICU syntax', (locale) => {
    const messages = flatten(catalogues[locale]!);
    for (const [key, message] of messages) {
      expect(message, key).not.toMatch(/\{\s*\w+\s*,\s*(plural|select)/);
      expect(message, key).not.toMatch(/(^|[^{])\{\w+\}([^}]|$)/);
      const plural = /_(zero|one|other)$/.exec(key);
      if (plural) {
        const base = key.slice(0, -plural[0].length);
        expect(messages.has(`${base}_one`), `${base}_one`).toBe(true);
        expect(messages.has(`${base}_other`), `${base}_other`).toBe(true);
      }
    }
  });
});

describe('translation catalogues', () => {
  const english = flatten(en as Tree);

  it('formats plurals as docs/product.md words them', async () => {
    const { i18n } = await import('./index');
    await i18n.changeLanguage('en');
    expect(i18n.t('comments.commentItem.count', { count: 0 })).toBe('No comments');
    expect(i18n.t('comments.commentItem.count', { count: 1 })).toBe('1 Comment');
    expect(i18n.t('comments.commentItem.count', { count: 3 })).toBe('3 Comments');
    // French counts 0 as singular; the zero form must still win.
    for (const [locale, zero, one, many] of [
      ['es', 'Sin comentarios', '1 comentario', '3 comentarios'],
      ['fr', 'Aucun commentaire', '1 commentaire', '3 commentaires'],
    ] as const) {
      await i18n.changeLanguage(locale);
      expect([0, 1, 3].map((count) => i18n.t('comments.commentItem.count', { count }))).toEqual([
        zero,
        one,
        many,
      ]);
    }
    await i18n.changeLanguage('en');
  });

  it('loads the judging namespace on demand, and again in each language chosen later', async () => {
    const { i18n, loadJudgingTranslations } = await import('./index');
    await i18n.changeLanguage('es');
    await loadJudgingTranslations();
    expect(i18n.t('judging:judge.submit')).toBe('Enviar');
    await i18n.changeLanguage('fr');
    expect(i18n.t('judging:judge.submit')).toBe('Envoyer');
    await i18n.changeLanguage('en');
    expect(i18n.t('judging:judge.submit')).toBe('Submit');
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('has a message for every key a submission-form answer can be refused with', () => {
    const notify = flatten(notifyEn as Tree);
    expect(Object.values(ANSWER_ERROR_KEYS).filter((key) => !notify.has(key))).toEqual([]);
  });

  it('has en, es and fr text for every plan limit and archive refusal, in the namespace its prefix names', () => {
    const families = new Map(FAMILIES);
    for (const key of [
      ...Object.values(LIMIT_KEYS),
      ...Object.values(ARCHIVED_KEYS),
      ...Object.keys(PROJECT_PAGE_MESSAGES),
      ...Object.keys(IMPORT_ERRORS),
    ]) {
      const namespace = namespaceOfKey(key);
      // These keys must stay out of the main catalogue, which ships with the public page.
      expect(namespace, key).not.toBe(MAIN_NAMESPACE);
      for (const locale of ['en', 'es', 'fr']) {
        const messages = flatten(families.get(namespace)![locale]!);
        const worded = messages.has(key) || (messages.has(`${key}_one`) && messages.has(`${key}_other`));
        expect(worded, `${namespace}:${key} (${locale})`).toBe(true);
      }
    }
  });

  it('has a message for every key a shared validation rule can give', () => {
    const missing = Object.keys(VALIDATION_MESSAGES).filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('translates the agenda labels instead of repeating English', () => {
    expect(flatten(es as Tree).get('agenda.projectSubmissionOpen')).not.toBe(
      english.get('agenda.projectSubmissionOpen'),
    );
  });
});
