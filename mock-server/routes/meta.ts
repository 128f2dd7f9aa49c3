// GET /api/version and GET /api/models: what is running, and the list-query shapes it accepts.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Models, VersionInfo } from '../../src/domain/api/meta';
import {
  SORT_KEYS,
  carrierQuerySchema,
  employerQuerySchema,
  userListArgsSchema,
} from '../../src/domain/listQuery';
import type { ApiRouter } from '../http/routes';

interface PackageJson {
  version: string;
  portal: { productName: string; companyName: string };
}

export function readVersionInfo(
  now: Date,
  buildNumber = process.env.BUILD_NUMBER ?? '0',
): VersionInfo {
  const pkg = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
  ) as PackageJson;
  return {
    companyName: pkg.portal.companyName,
    copyrightYear: now.getUTCFullYear(),
    informationalVersion: `${pkg.version}+build.${buildNumber}`,
    productName: pkg.portal.productName,
    versionNumber: pkg.version,
    versionNumberWithBuildNumber: `${pkg.version}.${buildNumber}`,
  };
}

export function versionRouter(router: ApiRouter, now: () => Date) {
  router.get('/version', 'public', (_req, res) => {
    res.json(readVersionInfo(now()));
  });
}

export function modelsRouter(router: ApiRouter) {
  const models: Models = {
    carrierQuery: { schema: z.toJSONSchema(carrierQuerySchema), sortKeys: SORT_KEYS.carriers },
    employerQuery: { schema: z.toJSONSchema(employerQuerySchema), sortKeys: SORT_KEYS.employers },
    userListArgs: { schema: z.toJSONSchema(userListArgsSchema), sortKeys: SORT_KEYS.users },
  };
  router.get('/models', 'signed-in', (_req, res) => {
    res.json(models);
  });
}
