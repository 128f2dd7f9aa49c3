// The checked-in outputs of the API description: the response schemas generated from
// src/domain/api, the description itself and the typed client generated from it. The script
// `npm run api:describe` writes them; describe.test.ts fails when one is not what it would write.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { apiRoutes } from '../app';
import { apiDescription } from '../routes/meta';
import {
  generateResponseSchemas,
  RESPONSE_SCHEMAS_FILE,
  ROOT,
  type ResponseSchemas,
} from './responseSchemas';

export const CLIENT_DIR = path.join(ROOT, 'client');
export const DESCRIPTION_FILE = path.join(CLIENT_DIR, 'openapi.json');
export const CLIENT_TYPES_FILE = path.join(CLIENT_DIR, 'portal-api.d.ts');

/** Formats a file as the repository's Prettier settings would, so lint agrees with the script. */
export async function formatted(file: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

export const responseSchemasText = (schemas: ResponseSchemas) =>
  formatted(RESPONSE_SCHEMAS_FILE, JSON.stringify(schemas));

/** The description as served, with a fixed date so the file does not change with the year. */
export const descriptionJson = () =>
  JSON.stringify(apiDescription(apiRoutes(), new Date('2026-01-01T00:00:00Z')));

export const descriptionText = () => formatted(DESCRIPTION_FILE, descriptionJson());

export async function clientTypesText(description: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(description) as never, { alphabetize: true });
  const header =
    '// The portal API’s types for TypeScript clients, generated from client/openapi.json by\n' +
    '// `npm run api:describe` (openapi-typescript). Do not edit: regenerate.\n';
  return formatted(CLIENT_TYPES_FILE, header + astToString(ast));
}

/** Regenerates every artifact; the response schemas first, since the description reads them. */
export async function writeArtifacts(): Promise<string[]> {
  fs.writeFileSync(RESPONSE_SCHEMAS_FILE, await responseSchemasText(generateResponseSchemas()));
  fs.mkdirSync(CLIENT_DIR, { recursive: true });
  const description = await descriptionText();
  fs.writeFileSync(DESCRIPTION_FILE, description);
  fs.writeFileSync(CLIENT_TYPES_FILE, await clientTypesText(description));
  return [RESPONSE_SCHEMAS_FILE, DESCRIPTION_FILE, CLIENT_TYPES_FILE].map((f) =>
    path.relative(ROOT, f),
  );
}
