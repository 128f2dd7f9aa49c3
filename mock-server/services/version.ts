// The portal's version as GET /api/version and the API description give it: the package's
// version and product names, with the build number of BUILD_NUMBER.
import fs from 'node:fs';
import path from 'node:path';
import type { VersionInfo } from '../../src/domain/api/meta';

interface PackageJson {
  version: string;
  portal: { productName: string; companyName: string };
}

let running: PackageJson | undefined;

/**
 * The package the server runs, read once: the version is the one it started with, and a light
 * call such as GET /api/version does not wait on the disk (a large upload being written, say).
 */
const runningPackage = (): PackageJson =>
  (running ??= JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
  ) as PackageJson);

export function readVersionInfo(
  now: Date,
  buildNumber = process.env.BUILD_NUMBER ?? '0',
): VersionInfo {
  const pkg = runningPackage();
  return {
    companyName: pkg.portal.companyName,
    copyrightYear: now.getUTCFullYear(),
    informationalVersion: `${pkg.version}+build.${buildNumber}`,
    productName: pkg.portal.productName,
    versionNumber: pkg.version,
    versionNumberWithBuildNumber: `${pkg.version}.${buildNumber}`,
  };
}
