import { describe, expect, it, vi } from 'vitest';
import type { User } from '../api/types';
import { withSettings } from '../account/profile/userSettings';
import { browserLanguage, languageFor } from './locale';

const user = (settings: string | null) => ({ id: 7, settings }) as unknown as User;

describe('which language applies', () => {
  it("when a user chose a language in Profile, then it applies whatever the browser's; else the browser's", () => {
    vi.stubGlobal('navigator', { languages: ['en-US', 'en'], language: 'en-US' });
    try {
      expect(languageFor(user(JSON.stringify({ language: 'es' })))).toBe('es');
      expect(languageFor(user(JSON.stringify({ startPage: '/site/users' })))).toBe('en');
      expect(languageFor(user('not json'))).toBe('en');
      expect(languageFor(user(JSON.stringify({ language: 'fr' })))).toBe('en');
      expect(languageFor(null)).toBe('en');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("when nobody is logged in, then the browser's first language the admin speaks applies", () => {
    vi.stubGlobal('navigator', { languages: ['fr-CA', 'es-MX', 'en'], language: 'fr-CA' });
    try {
      expect(browserLanguage()).toBe('es');
      expect(languageFor(null)).toBe('es');
      expect(languageFor(user(JSON.stringify({ language: 'en' })))).toBe('en');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when the language is saved, then the other settings are kept', () => {
    const before = JSON.stringify({ paginations: { users: 50 }, startPage: '/site/users' });
    expect(JSON.parse(withSettings(before, { language: 'es' }))).toEqual({
      paginations: { users: 50 },
      startPage: '/site/users',
      language: 'es',
    });
  });
});
