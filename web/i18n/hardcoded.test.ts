import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every word a user reads comes from the catalogues: no text typed straight into a component. */
const WEB = path.resolve(__dirname, '..');

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return components(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Text between tags, and user-facing attributes given as plain strings. */
const JSX_TEXT = />\s*([^<>{}\n]*[A-Za-zÀ-ÿ]{2,}[^<>{}\n]*?)\s*</g;
const TEXT_ATTRIBUTE = /\b(aria-label|title|placeholder|alt)="([^"]*[A-Za-z]{2,}[^"]*)"/g;
/** The product's name and an example address are not translated. */
const ALLOWED = new Set(['https://', 'Showcase', 'demo']);

describe('translations', () => {
  it('leaves no hard-coded interface text in components', () => {
    const found: string[] = [];
    for (const file of components(WEB)) {
      const source = readFileSync(file, 'utf8')
        // Type parameters and comparisons contain `>` and `<` that are not JSX.
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const match of source.matchAll(JSX_TEXT)) {
        const text = match[1]!.trim();
        // An arrow `=>` or a generic `Promise<...>` is code, and so is anything with code punctuation.
        if (source[match.index! - 1] === '=' || /[(){}=;]|\?\s*$/.test(text)) continue;
        if (!ALLOWED.has(text)) found.push(`${path.relative(WEB, file)}: ${text}`);
      }
      for (const match of source.matchAll(TEXT_ATTRIBUTE)) {
        if (!ALLOWED.has(match[2]!)) found.push(`${path.relative(WEB, file)}: ${match[1]}="${match[2]}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
