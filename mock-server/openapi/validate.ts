// Checks API answers against the description: the JSON body of a documented call must validate
// against the schema the description declares for that call and status (tests use it).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { openApiPath } from './describe';

type Json = Record<string, unknown>;

export interface ResponseCheck {
  /** The errors of a body against the declared schema ([] when it validates). */
  errors(method: string, routePath: string, status: number, body: unknown): string[];
}

const pointedAt = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value).replaceAll('"#/components/schemas/', '"api#/components/schemas/'),
  );

export function responseCheck(description: Json): ResponseCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'api', components: pointedAt(description.components) });
  const cache = new Map<string, ValidateFunction>();
  const paths = description.paths as Record<string, Record<string, Json>>;
  return {
    errors(method, routePath, status, body) {
      const key = `${method} ${routePath} ${status}`;
      let validate = cache.get(key);
      if (!validate) {
        const operation = paths[openApiPath(routePath)]?.[method.toLowerCase()];
        if (!operation) return [`${method} ${routePath} is not in the description.`];
        const response = (operation.responses as Record<string, Json>)[String(status)];
        const content = response?.content as Record<string, { schema: Json }> | undefined;
        const schema =
          content?.['application/json']?.schema ?? content?.['application/problem+json']?.schema;
        if (!schema) return [`${method} ${routePath} declares no JSON answer for ${status}.`];
        validate = ajv.compile(pointedAt(schema) as Json);
        cache.set(key, validate);
      }
      return validate(body)
        ? []
        : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
    },
  };
}
