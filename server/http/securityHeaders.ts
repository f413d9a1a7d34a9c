// Security headers on every answer (helmet). The Content-Security-Policy allows only this origin:
// scripts, connections (the API and the event stream), fonts and images from 'self' (images
// also as data: and blob: URLs, which MUI's icons and previews use). Styles also allow inline
// <style> elements, which Emotion (MUI's styling) inserts at run time; scripts never run inline.
// frame-ancestors 'none' (and X-Frame-Options DENY for old browsers) refuses framing
// (clickjacking). HSTS is opt-in (HSTS_MAX_AGE): only a deployment served over TLS may send it,
// since a browser that saw it refuses plain HTTP to the host for that long.
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

export interface WebConfig {
  /** Seconds of Strict-Transport-Security; 0 sends none (the default). */
  hstsMaxAge: number;
}

/** HSTS_MAX_AGE: whole seconds (e.g. 31536000 for a year); unset or 0, no HSTS header. */
export function webConfigFrom(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const raw = env.HSTS_MAX_AGE?.trim();
  if (!raw) return { hstsMaxAge: 0 };
  if (!/^\d{1,10}$/.test(raw)) throw new Error(`HSTS_MAX_AGE must be a number of seconds (got "${raw}")`);
  return { hstsMaxAge: Number(raw) };
}

/**
 * The headers helmet sets, set in one call: they are the same on every answer (no nonce, no
 * directive read from the request), and helmet's dozen middlewares one after the other cost
 * every call of the API a few percent of its time (a CPU profile of GET /api/Fleet/Footer).
 */
export function securityHeaders(web: WebConfig) {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmetOf(web)({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet answers at once; a version that waited for something would otherwise go unnoticed
  if (!done) throw new Error('helmet did not set its headers at once');
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeaders(headers);
    next();
  };
}

function helmetOf(web: WebConfig) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The admin is one origin, fetched by itself: no cross-origin embedding in either direction.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: web.hstsMaxAge > 0 ? { maxAge: web.hstsMaxAge, includeSubDomains: true } : false,
  });
}
