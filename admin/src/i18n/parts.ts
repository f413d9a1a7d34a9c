// The pieces of the written catalogues and how they are put together: react-admin's own texts
// (ra.*), the shell's, every entity module's (engine/modules.ts) and every feature's
// (admin/src/<feature>/messages.ts, exporting messages = { en, es }, found by folder like the
// entity modules). Later parts win where they share a key; the schemas' labels are added at run
// time (i18nProvider addMessages). English is in the page's first scripts (english.ts); the
// Spanish of react-admin and of the shell, the larger part, loads only when Spanish is shown
// (spanish.ts). The modules' and features' parts hold both languages side by side.
import type { LocalizedMessages, Messages } from '../engine/module';
import { entityModules } from '../engine/modules';

const features = import.meta.glob<{ messages: LocalizedMessages }>('../*/messages.ts', { eager: true });

export const merge = (base: Messages, extra: Messages): Messages =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const [a, b] = [base[key], extra[key]];
      const nested = a && b && typeof a === 'object' && typeof b === 'object';
      return [key, nested ? merge(a as Messages, b as Messages) : (b ?? a)];
    }),
  );

/** The entity modules' and the features' parts, where each comes from (a test names the part missing a key). */
export const ownParts: { source: string; messages: LocalizedMessages }[] = [
  ...[...entityModules.values()].filter((m) => m.messages).map((m) => ({ source: `entities/${m.entity}`, messages: m.messages! })),
  ...Object.entries(features).map(([path, m]) => ({ source: path.slice(3), messages: m.messages })),
];

/** One language's catalogue: react-admin's texts, then the shell's, then the modules' and features'. */
export const gather = (ra: Messages, shell: Messages, language: keyof LocalizedMessages): Messages =>
  [ra, shell, ...ownParts.map((p) => p.messages[language])].reduce<Messages>((all, part) => merge(all, part), {});
