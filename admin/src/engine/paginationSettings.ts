// Pagination remembered per screen in the user's settings JSON (maintenance §3: paginations per
// screen, page reset to 1 on load). Other keys of the settings are kept as they are.
import { parseSettings } from '../account/profile/userSettings';

export interface Pagination {
  page: number;
  perPage: number;
}

export function savedPagination(settings: string | null | undefined, screen: string): Pagination | undefined {
  const all = parseSettings(settings).paginations;
  const saved = all && typeof all === 'object' ? (all as Record<string, Partial<Pagination>>)[screen] : undefined;
  return saved && Number.isInteger(saved.perPage) && saved.perPage! > 0 ? { page: 1, perPage: saved.perPage! } : undefined;
}

export function withPagination(settings: string | null | undefined, screen: string, pagination: Pagination): string {
  const parsed = parseSettings(settings);
  const all = parsed.paginations && typeof parsed.paginations === 'object' ? parsed.paginations : {};
  return JSON.stringify({ ...parsed, paginations: { ...all, [screen]: pagination } });
}
