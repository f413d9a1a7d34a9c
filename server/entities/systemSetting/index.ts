// System settings: the footer text (operations §7 "System"), read by anyone, set by the System
// Administrator.
import { UserType } from '../../../schemas/enums.js';
import type { Footer } from '../../../schemas/types.generated.js';
import { defineModule } from '../../engine/modules.js';
import { cachedRead } from '../../engine/readCache.js';
import { ok } from '../../http/answers.js';
import { one, SAVE_RESULT } from '../../http/openapi/shapes.js';

const FOOTER = 'footer';
const byName = [{ prop: 'name', op: 'eq' as const, value: FOOTER }];

export default defineModule({
  entity: 'systemSetting',
  routes: [
    {
      method: 'get',
      path: '/Footer',
      summary: 'The footer every login page shows',
      access: { public: true },
      answer: one('footer'),
      // every login page asks for it: kept until the System Administrator sets it here, and a
      // minute at most where another instance set it
      handler: ({ ctx }) =>
        cachedRead(ctx, ['systemSetting'], FOOTER, 60_000, async () => {
          const [row] = await ctx.repo.findMany(ctx.db, 'systemSetting', { where: byName });
          return { footer: row?.value ?? '' };
        }),
    },
  ],
  actions: [
    {
      name: 'footer',
      method: 'post',
      path: '/Footer',
      summary: 'Set the footer',
      access: { roles: [UserType.SysAdmin] },
      body: 'footer',
      answer: SAVE_RESULT,
      async run({ ctx, trx, body, writer }) {
        const { footer } = body as Footer;
        const [row] = await ctx.repo.findMany(trx, 'systemSetting', { where: byName });
        if (row) await writer.update('systemSetting', row, { value: footer }, { action: 'footer' });
        else await writer.insert('systemSetting', { name: FOOTER, value: footer }, { action: 'footer' });
        return ok();
      },
    },
  ],
});
