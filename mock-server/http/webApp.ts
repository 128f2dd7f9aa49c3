// The web app beside the API: the translation catalogs, and the built single-page app (dist/)
// with its assets cached for a year and a history fallback for every other page path.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { sendProblem } from './problem';

/** Serves the catalogs at /locales and, when built, the web app; both go out compressed. */
export function serveWebApp(app: Express, options: { localesRoot?: string; webRoot?: string }) {
  // The web app and its catalogs go out compressed; the API's streams (exports) as they are.
  const compress = compression();
  const localesRoot =
    options.localesRoot ?? path.resolve(import.meta.dirname, '../../public/locales');
  app.use(
    '/locales',
    compress,
    express.static(localesRoot, { fallthrough: false, maxAge: '5m', index: false }),
  );

  const webRoot = options.webRoot;
  if (webRoot && fs.existsSync(path.join(webRoot, 'index.html'))) {
    // Source maps would hand out the original sources; an old build may still hold some.
    app.use((req, res, next) => {
      if (req.path.endsWith('.map')) return sendProblem(res, 404, req.originalUrl);
      next();
    });
    app.use(
      '/assets',
      compress,
      express.static(path.join(webRoot, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(compress, express.static(webRoot, { index: false }));
    // History fallback: every other page path is a route of the single-page app.
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(webRoot, 'index.html'));
    });
  }
}
