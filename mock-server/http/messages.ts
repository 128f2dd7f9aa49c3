// English texts of the translation keys the API answers with, for the `message` of each
// validation error (the client shows the translated key).
import fs from 'node:fs';
import path from 'node:path';
import type { FieldErrorDetail } from '../../src/domain/problem';
import { MESSAGE_ARGS } from '../../src/domain/validation';

let catalog: Record<string, unknown> | undefined;

function load(): Record<string, unknown> {
  if (!catalog) {
    const file = path.resolve(import.meta.dirname, '../../public/locales/en/portal.json');
    catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  }
  return catalog;
}

/** The English text of a key such as 'validation.required'; the key itself when it has none. */
export function english(key: string, values: Record<string, string> = {}): string {
  let node: unknown = load();
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  const args = { ...MESSAGE_ARGS[key], ...values };
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => args[name] ?? `{{${name}}}`);
}

/** Field errors as the API answers them: each key with its English text as the message. */
export function withEnglish(errors: readonly Pick<FieldErrorDetail, 'field' | 'key'>[]) {
  return errors.map((e): FieldErrorDetail => ({ ...e, message: english(e.key) }));
}
