import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('generated types', () => {
  it('when the schemas change, then the committed schemas/types.generated.ts must be regenerated', () => {
    const run = () =>
      execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/codegen.ts', '--check'], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run()).toContain('up to date');
  }, 60_000);
});
