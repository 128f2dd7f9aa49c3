// The two languages are complete: the same keys, the same placeholders, every key the code uses.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const load = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'public/locales', lang, `${ns}.json`), 'utf8'));

function flatten(node: unknown, prefix = '', out: Record<string, string> = {}) {
  if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = String(node);
  }
  return out;
}

/**
 * A plural key's family (`x_one`, `x_other` → `x`). Languages have different plural categories:
 * English one and other, Vietnamese only other; a family must exist in both, with 'other'.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const family = (key: string) => key.replace(PLURAL, '');
const families = (catalog: Record<string, string>) => [
  ...new Set(Object.keys(catalog).map(family)),
];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\./.test(e.name) ? [p] : [];
  });
}

describe.each(['portal', 'ra'])('the %s catalog', (ns) => {
  const en = flatten(load('en', ns));
  const vi = flatten(load('vi', ns));

  it('has the same keys in English and Vietnamese', () => {
    expect(families(vi).sort()).toEqual(families(en).sort());
    const plurals = Object.keys({ ...en, ...vi }).filter((k) => PLURAL.test(k));
    for (const key of plurals) {
      const other = `${family(key)}_other`;
      expect({ other, en: other in en, vi: other in vi }).toEqual({ other, en: true, vi: true });
    }
  });

  it('keeps every placeholder in the translation', () => {
    for (const key of Object.keys(en)) {
      const translated = vi[key] ?? vi[`${family(key)}_other`] ?? '';
      expect({ key, placeholders: placeholders(translated) }).toEqual({
        key,
        placeholders: placeholders(en[key]!),
      });
    }
  });

  it('translates: Vietnamese texts are not English copies', () => {
    const copies = Object.keys(en).filter(
      (k) => en[k] === vi[k] && /[a-z]{4,}/i.test(en[k]!.replace(/\{\{\w+\}\}/g, '')),
    );
    // Words shared by both languages in this product.
    const shared = new Set(['Email', 'Email Address']);
    expect(copies.filter((k) => !shared.has(en[k]!))).toEqual([]);
  });
});

describe('keys used by the code', () => {
  it('all exist in the English catalogs', () => {
    const en = { ...flatten(load('en', 'portal')), ...flatten(load('en', 'ra')) };
    const known = (key: string) =>
      key in en || `${key}_one` in en || Object.keys(en).some((k) => k.startsWith(`${key}.`));
    const missing: string[] = [];
    const KEY =
      /['"`]((?:pages|validation|errors|messages|layout|menu|dialogs|roles|resources|app|ra)\.[\w.]+)['"`]/g;
    for (const file of sourceFiles(path.join(root, 'src'))) {
      for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(KEY)) {
        if (!known(key!)) missing.push(`${path.relative(root, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
