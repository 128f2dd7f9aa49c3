// Bad input of the kinds the hardening rounds found, built per route from the registry, for the
// focused tests (security.test.ts) and the request fuzzing (fuzz.test.ts) alike.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ApiRoute } from '../http/routes';
import { FILE_PART } from '../http/multipart';

export interface RawRequest {
  label: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  /** The field the answer must name, when the refusal is about one field. */
  field?: string;
}

/** The schema of a route's multipart fields, or undefined for a route without an upload. */
export function multipartFields(route: ApiRoute): z.ZodType | undefined {
  const body = route.docs?.body;
  return body && 'multipart' in body ? body.multipart : undefined;
}

/** A plausible value for each multipart field (the first of an enum, else the id 1). */
function fieldValues(schema: z.ZodType): Record<string, string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { enum?: unknown[] }>;
  };
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, p]) => [name, String(p.enum?.[0] ?? '1')]),
  );
}

const CSV = 'Policy Number,Date,Amount\r\nP-1,01/31/2024,100.00\r\n';

/** One multipart body: the fields, then the file under `disposition`; `end` false cuts it off. */
function multipart(
  boundary: string,
  fields: Record<string, string>,
  disposition: string,
  end = true,
): Uint8Array<ArrayBuffer> {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${FILE_PART}"; ${disposition}\r\nContent-Type: text/csv\r\n\r\n${CSV}`,
  );
  if (end) parts.push(`\r\n--${boundary}--\r\n`);
  return new TextEncoder().encode(parts.join(''));
}

/**
 * Malformed multipart bodies for an upload route: a boundary that is not the one announced, a
 * body cut off inside the file, no boundary at all, a NUL in the file name (raw and RFC 5987
 * encoded), and a NUL in each field. Every one must answer 400 and store nothing.
 */
export function malformedUploads(schema: z.ZodType): RawRequest[] {
  const fields = fieldValues(schema);
  const boundary = '----portal-bad-input';
  const type = `multipart/form-data; boundary=${boundary}`;
  const good = 'filename="values.csv"';
  const cases: RawRequest[] = [
    {
      label: 'boundary not the announced one',
      contentType: `multipart/form-data; boundary=----another`,
      body: multipart(boundary, fields, good),
    },
    { label: 'truncated body', contentType: type, body: multipart(boundary, fields, good, false) },
    {
      label: 'truncated part headers',
      contentType: type,
      body: new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${FILE_PART}"; fi`,
      ),
    },
    {
      label: 'no boundary parameter',
      contentType: 'multipart/form-data',
      body: multipart(boundary, fields, good),
    },
    // The parser itself refuses a raw NUL in a part's headers: a 400 about the whole body.
    {
      label: 'NUL in the file name',
      contentType: type,
      body: multipart(boundary, fields, 'filename="values\u0000.csv"'),
    },
    {
      label: 'encoded NUL in the file name',
      contentType: type,
      body: multipart(boundary, fields, `filename="x.csv"; filename*=UTF-8''values%00.csv`),
      field: FILE_PART,
    },
  ];
  for (const name of Object.keys(fields)) {
    cases.push({
      label: `NUL in the field ${name}`,
      contentType: type,
      body: multipart(boundary, { ...fields, [name]: `${fields[name]}\u0000` }, good),
      field: name,
    });
  }
  return cases;
}

/** Every file under a directory (relative paths), to see that a refused upload left nothing. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
};

/** The JSON body schema of a route, as its description gives it, or undefined. */
export function jsonBodySchema(route: ApiRoute): JsonSchema | undefined {
  const body = route.docs?.body;
  if (!body || 'multipart' in body) return undefined;
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const kinds = (s: JsonSchema): string[] => [
  ...([] as string[]).concat(s.type ?? []),
  ...(s.anyOf ?? []).flatMap(kinds),
];
const branch = (s: JsonSchema, kind: string): JsonSchema | undefined =>
  kinds(s).includes(kind)
    ? ([s, ...(s.anyOf ?? [])].find((b) => ([] as string[]).concat(b.type ?? []).includes(kind)) ??
      s)
    : undefined;

/**
 * A body of the schema's shape in which every free-text field `pick` chooses (nested objects
 * and one item of each array included) holds `value(name)`; everything else is left out. Names
 * are the fields' own (`name`, `documentUrl`), so callers can aim at a kind of field.
 */
export function bodyWithText(
  schema: JsonSchema,
  value: (name: string) => string,
  pick: (name: string) => boolean = () => true,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const object = branch(prop, 'object');
    const array = branch(prop, 'array');
    if (kinds(prop).includes('string') && !prop.enum && pick(name)) out[name] = value(name);
    else if (object?.properties) out[name] = bodyWithText(object, value, pick);
    else if (array?.items) {
      const item = branch(array.items, 'object');
      if (item?.properties) out[name] = [bodyWithText(item, value, pick)];
      else if (kinds(array.items).includes('string') && pick(name)) out[name] = [value(name)];
    }
  }
  return out;
}

/** Whether a body schema has a free-text field `pick` chooses, at any depth. */
export const hasTextField = (schema: JsonSchema, pick: (name: string) => boolean = () => true) =>
  JSON.stringify(bodyWithText(schema, () => '\u0001', pick)).includes('\\u0001');

/** A field that holds a web address. */
export const isUrlField = (name: string) => /(url|website)$/i.test(name);

/** Web addresses no URL field may take: too long, or not http(s). */
export const BAD_URLS = [
  `https://carrier.example.com/${'d'.repeat(5000)}`,
  `https://carrier.example.com/${'d'.repeat(2049 - 'https://carrier.example.com/'.length)}`,
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
];

/** Texts that would start a header of their own in a mail header. */
export const HEADER_BREAKERS = [
  'Hello\r\nBcc: everyone@example.com',
  'Hello\nX-Injected: 1',
  'Hello\r',
  'a@example.com\r\nBcc: b@example.com',
  '"Name\r\nBcc: b@example.com" <a@example.com>',
  'Tab\there\u001b[31m',
  'Line\u2028separator',
];

/** Half surrogate pairs, alone, at either end, reversed, and as a key. */
export const LONE_SURROGATES = ['\ud800', 'x\udbff', '\udc00x', 'a\ude00\ud83db', '\ud83d'];
