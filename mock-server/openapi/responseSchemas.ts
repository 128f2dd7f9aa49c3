// Builds the JSON Schemas of the API's responses from the TypeScript types of src/domain/api, the
// types the services return and the web app reads: one source, so the description cannot drift.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createGenerator, type Config, type Schema } from 'ts-json-schema-generator';
import { RESPONSE_SCHEMAS_FILE, type ResponseSchemas } from './responseSchemaFile';

export { RESPONSE_SCHEMAS_FILE, type ResponseSchemas };

export const ROOT = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(ROOT, 'src/domain/api');

/** The areas: one per file of src/domain/api, named by the file. */
export function apiAreas(): string[] {
  return fs
    .readdirSync(API_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** What the generator keeps private but a per-file walk needs. */
interface Walkable {
  program: ts.Program;
  appendTypes(files: ts.SourceFile[], checker: ts.TypeChecker, into: Map<string, ts.Node>): void;
  createSchemaFromNodes(nodes: ts.Node[]): Schema;
}

const refsIn = (value: unknown, rename: (name: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((v) => refsIn(v, rename));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/')
          ? [k, `#/components/schemas/${rename(decodeURIComponent(v.slice(14)))}`]
          : [k, refsIn(v, rename)],
      ),
    );
  }
  return value;
};

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
};

/**
 * Generates every exported type of every area. A name that means the same in every area that
 * has it (Money, PagedResult<…> members) is one component; a name two areas define differently
 * (statements' and policies' PlanContributionRow) becomes `<area>.<Name>` in each.
 */
export function generateResponseSchemas(): ResponseSchemas {
  const config: Config = {
    path: path.join(API_DIR, '*.ts'),
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    skipTypeCheck: true,
    additionalProperties: true,
  };
  const generator = createGenerator(config) as unknown as Walkable;
  const checker = generator.program.getTypeChecker();
  const perArea = new Map<string, Record<string, Schema>>();
  const exported = new Map<string, string[]>();
  for (const area of apiAreas()) {
    const file = generator.program.getSourceFile(path.join(API_DIR, `${area}.ts`));
    if (!file) throw new Error(`src/domain/api/${area}.ts is not in the program.`);
    const nodes = new Map<string, ts.Node>();
    generator.appendTypes([file], checker, nodes);
    // One type at a time: with topRef each schema holds its root among its definitions.
    const definitions: Record<string, Schema> = {};
    for (const node of nodes.values()) {
      Object.assign(definitions, generator.createSchemaFromNodes([node]).definitions);
    }
    perArea.set(area, definitions);
    exported.set(area, [...nodes.keys()]);
  }
  const variants = new Map<string, Set<string>>();
  for (const definitions of perArea.values()) {
    for (const [name, schema] of Object.entries(definitions)) {
      const set = variants.get(name) ?? new Set<string>();
      set.add(JSON.stringify(sortedKeys(schema)));
      variants.set(name, set);
    }
  }
  const componentName = (area: string, name: string) =>
    variants.get(name)!.size > 1 ? `${area}.${name}` : name;
  const schemas: Record<string, Schema> = {};
  const types: Record<string, string> = {};
  for (const [area, definitions] of perArea) {
    for (const [name, schema] of Object.entries(definitions)) {
      schemas[componentName(area, name)] = refsIn(schema, (n) => componentName(area, n)) as Schema;
    }
    for (const name of exported.get(area)!) {
      if (definitions[name]) types[`${area}.${name}`] = componentName(area, name);
    }
  }
  return sortedKeys({ schemas, types }) as ResponseSchemas;
}
