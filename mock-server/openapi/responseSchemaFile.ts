// The API's response schemas as the server reads them at run time: the checked-in file that
// responseSchemas.ts generates. Kept apart from the generator, which loads TypeScript (a
// development tool, and a second of start-up) and is used only by `npm run api:describe` and tests.
import fs from 'node:fs';
import path from 'node:path';
import type { Schema } from 'ts-json-schema-generator';

/** The checked-in output; `npm run api:describe` rewrites it and a test checks it is current. */
export const RESPONSE_SCHEMAS_FILE = path.join(import.meta.dirname, 'response-schemas.json');

export interface ResponseSchemas {
  /** OpenAPI components, each a JSON Schema whose references point at other components. */
  schemas: Record<string, Schema>;
  /** `<area>.<Type>` (the file of src/domain/api and the exported type) → component name. */
  types: Record<string, string>;
}

export function readResponseSchemas(): ResponseSchemas {
  return JSON.parse(fs.readFileSync(RESPONSE_SCHEMAS_FILE, 'utf8')) as ResponseSchemas;
}
