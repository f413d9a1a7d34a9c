// What a column of each kind can hold, checked before a value reaches the database: a value the
// database would refuse must be a 400 naming the field, never a 500 from the driver.

/** Integer columns are 32-bit on PostgreSQL (and ids everywhere). */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

export const isInt32 = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= INT_MIN && (v as number) <= INT_MAX;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists (2021-02-30 does not). */
export const isStrictDate = (v: unknown): v is string => {
  if (typeof v !== 'string' || !DATE.test(v)) return false;
  // A month past 12 is no date at all (toISOString would throw, a 500): only a real one round-trips.
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** An ISO 8601 timestamp with a time zone, on a date that exists. */
export const isStrictTimestamp = (v: unknown): v is string =>
  typeof v === 'string' && TIMESTAMP.test(v) && isStrictDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v));

/** PostgreSQL text cannot hold NUL, and no field of ours has a use for it. */
export const hasNul = (v: string) => v.includes('\u0000');

/** The path of the first string inside `value` that holds a NUL character, or undefined. */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = nulPath(v, `${path}[${i}]`);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasNul(k)) return path ? `${path}.${k}` : k;
      const found = nulPath(v, path ? `${path}.${k}` : k);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
