// The web app's translation catalogs on the server, for what the server writes in the reader's
// language itself (the participants CSV).
import fs from 'node:fs';
import path from 'node:path';

export const CATALOG_LANGUAGES = ['en', 'vi'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

const loaded = new Map<CatalogLanguage, Record<string, unknown>>();

function catalog(lang: CatalogLanguage): Record<string, unknown> {
  let found = loaded.get(lang);
  if (!found) {
    const file = path.resolve(import.meta.dirname, `../../public/locales/${lang}/portal.json`);
    found = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    loaded.set(lang, found);
  }
  return found;
}

/** The text of a key in a language, falling back to English, then to the key itself. */
export function catalogText(lang: CatalogLanguage, key: string): string {
  for (const language of lang === 'en' ? (['en'] as const) : ([lang, 'en'] as const)) {
    let node: unknown = catalog(language);
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node === 'string') return node;
  }
  return key;
}
