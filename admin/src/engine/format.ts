// Display and input formats of operations §9 and maintenance §2.

const two = (n: number) => String(n).padStart(2, '0');

/** MM-DD-YYYY hh:mm A in local time; empty for a missing or unreadable value. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const hours = d.getHours() % 12 || 12;
  return `${two(d.getMonth() + 1)}-${two(d.getDate())}-${d.getFullYear()} ${two(hours)}:${two(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Typed digits into the phone mask (999) 999-9999, as far as they go. */
export function maskPhone(text: string | null | undefined): string {
  const digits = (text ?? '').replace(/\D/g, '').slice(0, 10);
  if (!digits) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
