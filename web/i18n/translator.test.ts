import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const catalogues: Record<string, Record<string, unknown>> = {
  'es/translation': {
    greeting: 'Hola {{name}}',
    items_one: '{{count}} elemento',
    items_other: '{{count}} elementos',
  },
  'es/extra': { only: 'solo extra', greeting: 'Hola desde extra' },
};
const en = {
  greeting: 'Hello {{name}}',
  items_zero: 'No items',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  nested: { deep: 'Deep' },
};

const make = () => {
  const loads: string[] = [];
  const translator = new Translator(
    'en',
    'en',
    async (language, namespace) => {
      loads.push(`${language}/${namespace}`);
      const tree = catalogues[`${language}/${namespace}`];
      if (!tree) throw new Error(`no ${language}/${namespace}`);
      return tree as never;
    },
    { en },
  );
  return { translator, loads };
};

describe('the text engine', () => {
  it('interpolates and picks plural forms, with _zero for nothing', () => {
    const { translator } = make();
    expect(translator.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(translator.t('items', { count: 0 })).toBe('No items');
    expect(translator.t('items', { count: 1 })).toBe('1 item');
    expect(translator.t('items', { count: 7 })).toBe('7 items');
    expect(translator.t('nested.deep')).toBe('Deep');
  });

  it('answers the default value, else the key, for text it does not have', () => {
    const { translator } = make();
    expect(translator.t('missing.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(translator.t('extra:missing')).toBe('missing');
    expect(translator.exists('greeting')).toBe(true);
    expect(translator.exists('missing.key')).toBe(false);
  });

  it('loads only the language shown, and switches once its catalogues are there', async () => {
    const { translator, loads } = make();
    let notified = 0;
    translator.subscribe(() => notified++);
    await translator.changeLanguage('es');
    expect(loads).toEqual(['es/translation']);
    expect(translator.language).toBe('es');
    expect(notified).toBeGreaterThan(0);
    // Spanish has no _zero form: the plural rules pick _other, and English fills nothing in.
    expect(translator.t('items', { count: 0 })).toBe('0 elementos');
    expect(translator.t('nested.deep')).toBe('Deep');
    expect(translator.hasLoaded(['extra'])).toBe(false);
    await translator.loadNamespaces('extra');
    expect(loads).toEqual(['es/translation', 'es/extra']);
    expect(translator.t('extra:only')).toBe('solo extra');
  });

  it('looks keys up in the first namespace, or in each in turn when asked to fall back', async () => {
    const { translator } = make();
    await translator.changeLanguage('es');
    await translator.loadNamespaces('extra');
    expect(translator.fixedT(['extra'])('greeting')).toBe('Hola desde extra');
    const fallback = translator.fixedT(['extra', 'translation']);
    expect(fallback('items', { count: 2 })).toBe('2 elementos');
    expect(translator.fixedT(['extra'])('translation:greeting', { name: 'Ana' })).toBe('Hola Ana');
  });
});
