// The user's settings JSON text (operations §3): paginations, colinations and startPage.
// Keys the shell does not know are kept as they are when it writes startPage.

export interface UserSettings {
  paginations?: unknown;
  colinations?: unknown;
  startPage?: string;
  [key: string]: unknown;
}

export function parseSettings(text: string | null | undefined): UserSettings {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as UserSettings) : {};
  } catch {
    return {};
  }
}

export function withStartPage(text: string | null | undefined, startPage: string): string {
  return JSON.stringify({ ...parseSettings(text), startPage });
}
