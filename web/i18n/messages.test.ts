import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

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

const catalogues = { en, es, fr } as Record<string, Tree>;

describe('translation catalogues', () => {
  const english = flatten(en as Tree);

  it.each(['es', 'fr'])('%s has exactly the English keys', (locale) => {
    const keys = [...flatten(catalogues[locale]!).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(Object.keys(catalogues))('%s messages are valid ICU and format', (locale) => {
    for (const [key, message] of flatten(catalogues[locale]!)) {
      // Every placeholder gets a value: plural arguments a number, the rest a string.
      const names = [...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]!);
      const values = Object.fromEntries(names.map((name) => [name, name === 'count' ? 2 : 'x']));
      const formatted = new IntlMessageFormat(message, locale).format(values);
      expect(formatted, key).toBeTruthy();
    }
  });

  it('translates the agenda labels instead of repeating English', () => {
    expect(flatten(es as Tree).get('agenda.projectSubmissionOpen')).not.toBe(
      english.get('agenda.projectSubmissionOpen'),
    );
  });
});
