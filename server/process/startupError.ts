// A start-up problem the operator must fix (configuration, permissions, the database server): its
// message is the one line `npm start` prints, so it says what is wrong and what to do, and never
// carries a password.
export class StartupError extends Error {
  override name = 'StartupError';
}

/** A database URL fit for a message: the password, if any, replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}
