// The API docs page at /api/docs: Swagger UI from the swagger-ui-dist package (never an outside
// host) with the portal's own page and initializer, under a content security policy of 'self'.
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';

const require = createRequire(import.meta.url);
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const OWN = path.join(import.meta.dirname, 'docs');

/** The files the page loads from the package: no source maps, none of its sample pages. */
const PACKAGE_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']);
const OWN_FILES = new Set(['index.html', 'init.js', 'docs.css']);

/**
 * Scripts and styles only from the portal, no inline script; images also as data: URLs, which
 * Swagger UI's stylesheet uses for its icons. The description is fetched from the same origin.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function apiDocsPage(): Router {
  const router = Router({ strict: true });
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    res.setHeader('Cache-Control', 'no-cache');
    next();
  });
  // Relative asset paths need the trailing slash.
  router.get('/', (req, res) => {
    if (!req.originalUrl.split('?')[0]!.endsWith('/')) return res.redirect(301, '/api/docs/');
    res.sendFile(path.join(OWN, 'index.html'));
  });
  router.get('/:file', (req, res, next) => {
    const file = String(req.params.file);
    if (OWN_FILES.has(file)) return res.sendFile(path.join(OWN, file));
    if (PACKAGE_FILES.has(file)) return res.sendFile(path.join(SWAGGER_UI, file));
    next();
  });
  return router;
}

export const serveApiDocs = (app: express.Express) => app.use('/api/docs', apiDocsPage());
