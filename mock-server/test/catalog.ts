// The English catalog as the client reads it, for tests that compare messages word for word.
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_ARGS } from '../../src/domain/validation';

const catalog = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../public/locales/en/portal.json'), 'utf8'),
) as Record<string, unknown>;

/** The English text of a key such as 'validation.required', read from the catalog. */
export function englishText(key: string): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`No English text for ${key}`);
  // Placeholders are filled as the client fills them.
  return node.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => MESSAGE_ARGS[key]?.[name] ?? `{{${name}}}`,
  );
}
