import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { vapidFrom } from '../../server/boot.js';

describe('the VAPID settings', () => {
  it('when the keys are a pair and the subject a mailto: or https: address, then they are taken; half a pair, keys of another shape or another subject stop the start', () => {
    const pair = webPush.generateVAPIDKeys();
    expect(vapidFrom({ ...pair, subject: 'mailto:yard@example.com' })).toEqual({ ...pair, subject: 'mailto:yard@example.com' });
    expect(vapidFrom({})).toEqual({ publicKey: undefined, privateKey: undefined, subject: undefined });
    expect(() => vapidFrom({ publicKey: pair.publicKey })).toThrow('set together, or neither');
    expect(() => vapidFrom({ publicKey: pair.privateKey, privateKey: pair.publicKey })).toThrow('P-256 key pair');
    expect(() => vapidFrom({ subject: 'http://yard.example.com' })).toThrow('VAPID_SUBJECT must be a mailto: or https: address');
  });
});
