import { describe, expect, it } from 'vitest';
import { isInside, targetOf } from '../../server/http/outboundTargets.js';

describe('where a webhook may post (SSRF)', () => {
  it('when an address is loopback, private, link-local, unique-local or unspecified, then it is inside; a public one is not', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isInside(a), a).toBe(true);
    for (const a of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isInside(a), a).toBe(false);
  });

  it('when a URL names an inside host, by address or by a name that resolves inside, then it is refused unless the operator allows it', async () => {
    expect(await targetOf('http://127.0.0.1:9/x', false)).toEqual({ refused: expect.stringContaining('private or local') });
    expect(await targetOf('http://[::1]/x', false)).toEqual({ refused: expect.stringContaining('private or local') });
    expect(await targetOf('http://localhost/x', false)).toEqual({ refused: expect.stringContaining('private or local') });
    expect(await targetOf('http://127.0.0.1:9/x', true)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await targetOf('ftp://example.com/', true)).toEqual({ refused: expect.stringContaining('http') });
    expect(await targetOf('http://user:pw@8.8.8.8/', false)).toEqual({ refused: expect.stringContaining('user name') });
    expect(await targetOf('https://8.8.8.8/hook', false)).toEqual({ address: '8.8.8.8', family: 4 });
  });
});
