// What the logs must never hold: passwords, tokens, reset links, the Authorization header. The
// request log keeps only a request's method, path and id (no headers, no body), and queries keep
// their names but lose the values of secret-looking ones (the reset page's ?tok=); these paths
// are the second line, for anything a log call passes by mistake.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.referer',
  'res.headers["set-cookie"]',
  'err.body', // body-parser keeps the raw body on its errors
  'err.config',
  '*.password',
  '*.Password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
];

/** Query parameters whose values are secrets (or may be): reset tokens, passwords, keys. */
const SECRET_PARAM = /tok|pass|secret|key|code|auth|sig/i;

/** A URL as the log shows it: the path, and the query with secret-looking values replaced. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  // Parameters are rewritten one by one, as sent: the others keep their spelling in the log.
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_PARAM.test(name) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}
