// The security headers of every answer: the content security policy the built web app runs
// under, the browser features it never uses, and what helmet adds, worked out once.
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The content security policy the built web app runs under: scripts only from the portal itself;
 * inline styles, because MUI's emotion injects them at run time; images also as data: and blob:
 * URLs (logos, previews); no plugins, and no page may frame the portal.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Browser features the portal never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The security headers of every answer, as helmet works them out (they never vary). */
export function securityHeaderList(): [string, string][] {
  const headers: [string, string][] = [['Permissions-Policy', PERMISSIONS_POLICY]];
  const standIn = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  })({} as never, standIn as never, () => {});
  return headers;
}

export function securityHeaders(headers: readonly [string, string][]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
