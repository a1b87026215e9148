/**
 * The interface text engine: catalogues by language and namespace, `t` with `{{name}}` interpolation and
 * plural suffixes (`_zero`, `_one`, `_other`, from Intl.PluralRules), and namespaces loaded on demand.
 * It covers exactly what the catalogues use (web/i18n/messages.test.ts keeps them to it): i18next and
 * react-i18next did the same for 17 KB gzip of the public page's budget (docs/performance.md).
 */

type Tree = { [key: string]: string | Tree };
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;
export type Loader = (language: string, namespace: string) => Promise<Tree>;

export const DEFAULT_NAMESPACE = 'translation';

const lookup = (tree: Tree | undefined, path: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const interpolate = (text: string, options: TOptions | undefined) =>
  options
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(options[name] ?? whole))
    : text;

export class Translator {
  language: string;
  private readonly catalogues = new Map<string, Tree>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** Bumped whenever the text shown may change (language switched, namespace arrived). */
  version = 0;

  constructor(
    language: string,
    private readonly fallback: string,
    private readonly loader: Loader,
    bundled: Record<string, Tree>,
  ) {
    this.language = language;
    for (const [lang, tree] of Object.entries(bundled))
      this.catalogues.set(`${lang}/${DEFAULT_NAMESPACE}`, tree);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  hasLoaded(namespaces: readonly string[], language = this.language): boolean {
    return namespaces.every((ns) => this.catalogues.has(`${language}/${ns}`));
  }

  private load(language: string, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    if (this.catalogues.has(id)) return Promise.resolve();
    let promise = this.pending.get(id);
    if (!promise) {
      promise = this.loader(language, namespace).then(
        (tree) => {
          this.catalogues.set(id, tree);
          this.pending.delete(id);
          if (language === this.language) this.changed();
        },
        (error: unknown) => {
          this.pending.delete(id);
          throw error;
        },
      );
      this.pending.set(id, promise);
    }
    return promise;
  }

  /** Loads namespaces in the language shown now; a later language change loads them in that one too. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    await Promise.all(list.map((ns) => this.load(this.language, ns)));
  }

  /** Switches once the catalogues already in use are there in the new language, so no text flashes. */
  async changeLanguage(language: string): Promise<void> {
    const inUse = new Set([DEFAULT_NAMESPACE]);
    for (const id of this.catalogues.keys())
      if (id.startsWith(`${this.language}/`)) inUse.add(id.split('/')[1]!);
    await Promise.all([...inUse].map((ns) => this.load(language, ns)));
    if (this.language === language) return;
    this.language = language;
    this.changed();
  }

  private find(key: string, namespaces: readonly string[], count: number | undefined): string | undefined {
    const colon = key.indexOf(':');
    const [spaces, path] = colon > 0 ? [[key.slice(0, colon)], key.slice(colon + 1)] : [namespaces, key];
    const suffixes =
      count === undefined
        ? ['']
        : [
            ...(count === 0 ? ['_zero'] : []),
            `_${new Intl.PluralRules(this.language === 'ab' ? 'en' : this.language).select(count)}`,
            '_other',
            '',
          ];
    for (const language of [this.language, this.fallback]) {
      for (const ns of spaces) {
        const tree = this.catalogues.get(`${language}/${ns}`);
        for (const suffix of suffixes) {
          const text = lookup(tree, path + suffix);
          if (text !== undefined) return text;
        }
      }
    }
    return undefined;
  }

  exists = (key: string, namespaces: readonly string[] = [DEFAULT_NAMESPACE]) =>
    this.find(key, namespaces, undefined) !== undefined;

  /** `t` bound to namespaces: unprefixed keys are looked up in them in turn, `ns:key` in that one. */
  fixedT(namespaces: readonly string[]): TFunction {
    return (key, options) => {
      const text = this.find(key, namespaces, options?.count) ?? options?.defaultValue;
      return text === undefined ? key.slice(key.indexOf(':') + 1) : interpolate(text, options);
    };
  }

  t: TFunction = (key, options) => this.fixedT([DEFAULT_NAMESPACE])(key, options);
}
