// First start on an empty database loads the demo data set. The demo password is DEMO_PASSWORD
// when set, otherwise generated once at random and printed once; only its hash is stored.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.js';
import { seedDemo } from './demo.js';

export function randomDemoPassword(): string {
  // Meets every demo policy: letters of both cases, digits and a special character.
  return `Ym-${randomBytes(9).toString('base64url')}7a!Q`;
}

export async function seedIfEmpty(ctx: AppContext, demoPassword?: string, quiet = false): Promise<boolean> {
  if ((await ctx.repo.count(ctx.db, 'user')) > 0) return false;
  const password = demoPassword || randomDemoPassword();
  const logins = await seedDemo(ctx, password);
  const lines = [
    'Demo data loaded. Log in at the address below as one of:',
    `  ${logins.join(', ')}`,
    demoPassword
      ? '  with the password from DEMO_PASSWORD.'
      : `  with the password: ${password}   (shown once; it is stored only as a hash)`,
  ];
  if (!quiet) console.log(lines.join('\n'));
  return true;
}
