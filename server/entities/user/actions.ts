// One's settings and dark mode (operations §7 "Users"): named actions on the user, allowed to the
// user and to whoever may manage it (access.ts canManageUser), written and audited like any save.
import type { UserDarkModeRequest, UserSettingsRequest } from '../../../schemas/types.generated.js';
import type { NamedAction } from '../../engine/modules.js';
import { declaredIn } from '../../http/routeSource.js';
import { ok } from '../../http/answers.js';
import { SAVE_RESULT } from '../../http/openapi/shapes.js';
import { managedUser } from '../../account/users.js';

const setOwn = (name: string, path: string, body: string, values: (b: never) => Record<string, unknown>): NamedAction => ({
  name,
  method: 'post',
  path,
  summary: `Save a user's ${name === 'darkMode' ? 'dark mode' : name}`,
  access: { roles: 'any' },
  body,
  answer: SAVE_RESULT,
  async run({ ctx, principal, trx, body: b, writer }) {
    const user = await managedUser(ctx, principal, (b as { userId: number }).userId, trx);
    await writer.update('user', user, values(b as never), { action: name });
    return ok();
  },
});

export const userActions: NamedAction[] = declaredIn(import.meta.url, [
  setOwn('settings', '/User/Settings', 'userSettingsRequest', (b: UserSettingsRequest) => ({ settings: b.settings })),
  setOwn('darkMode', '/User/DarkMode', 'userDarkModeRequest', (b: UserDarkModeRequest) => ({ isDarkMode: b.isDarkMode })),
]);
