// The user's settings JSON text (operations §3): paginations, colinations and startPage, and
// (beyond the spec, issue 13) language. Keys the shell does not know are kept as they are when it
// writes one of its own.
import { settingsLanguage } from '../../../../schemas/i18n/translate';

export interface UserSettings {
  paginations?: unknown;
  colinations?: unknown;
  startPage?: string;
  language?: string;
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

/** The settings with `changes` written over them (other keys kept). */
export function withSettings(text: string | null | undefined, changes: Partial<UserSettings>): string {
  return JSON.stringify({ ...parseSettings(text), ...changes });
}

/** The language the user chose; undefined when none (or one the admin does not speak). */
export const languageOf = settingsLanguage;
