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
