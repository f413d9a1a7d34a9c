// Columns chosen per screen, kept in the user's settings JSON under colinations (operations §3,
// maintenance §3), beside the remembered paginations. Other keys of the settings stay as they are.
import { parseSettings } from '../account/profile/userSettings';

/** The saved columns of a screen, keeping only those it still offers (in the order saved). */
export function savedColumns(settings: string | null | undefined, screen: string, offered: string[]): string[] | undefined {
  const all = parseSettings(settings).colinations;
  const saved = all && typeof all === 'object' ? (all as Record<string, unknown>)[screen] : undefined;
  if (!Array.isArray(saved)) return undefined;
  const kept = saved.filter((c): c is string => typeof c === 'string' && offered.includes(c));
  return kept.length ? kept : undefined;
}

export function withColumns(settings: string | null | undefined, screen: string, columns: string[]): string {
  const parsed = parseSettings(settings);
  const all = parsed.colinations && typeof parsed.colinations === 'object' ? parsed.colinations : {};
  return JSON.stringify({ ...parsed, colinations: { ...all, [screen]: columns } });
}
