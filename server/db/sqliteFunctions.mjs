// Text functions every SQLite connection of the app shares (the main one and the reader threads'):
// SQLite's own lower() and LIKE fold only A–Z, so 'CAFÉ' would not match 'café' on SQLite while it
// does on PostgreSQL. These fold case the way JavaScript does (Unicode), so a text filter selects
// the same rows on both databases.

/** LIKE pattern (with an optional escape character) as an anchored, case-insensitive RegExp. */
function likeRegExp(pattern, escape) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (escape && c === escape && i + 1 < pattern.length) source += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'iu');
}

const cache = new Map();
function like(pattern, value, escape) {
  if (pattern === null || value === null || pattern === undefined || value === undefined) return null;
  const key = `${escape ?? ''}\u0000${pattern}`;
  let re = cache.get(key);
  if (!re) {
    if (cache.size > 500) cache.clear();
    cache.set(key, (re = likeRegExp(String(pattern), escape)));
  }
  return re.test(String(value)) ? 1 : 0;
}

/** Registers lower() and like() on a better-sqlite3 connection. */
export function registerTextFunctions(db) {
  db.function('lower', { deterministic: true }, (s) => (s === null || s === undefined ? s : String(s).toLowerCase()));
  db.function('like', { deterministic: true }, (pattern, value) => like(pattern, value));
  db.function('like', { deterministic: true }, (pattern, value, escape) => like(pattern, value, escape));
}
