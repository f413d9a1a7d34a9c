import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signature } from '../../server/entities/webhook/deliver.js';

describe('a webhook delivery’s signature', () => {
  it('when a delivery is signed with Node’s HMAC, then it is the standardwebhooks package’s own signature, and its verifier takes it', () => {
    for (const payload of [
      '{}',
      JSON.stringify({ type: 'mission.dispatched', data: { id: 7, notes: 'Ünïcode ✓, "quotes", line\nbreak' } }),
    ]) {
      const secret = `whsec_${randomBytes(32).toString('base64')}`;
      const at = new Date('2026-11-30T08:30:00.400Z');
      const id = 'msg_42_mission.dispatched_7';
      const mine = signature(secret, id, at, payload);
      expect(mine).toBe(new Webhook(secret).sign(id, at, payload));
      const headers = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': mine };
      const verifier = new Webhook(secret);
      // the verifier checks the timestamp against its clock: asked as of the delivery's time
      const realNow = Date.now;
      Date.now = () => at.getTime();
      try {
        expect(verifier.verify(payload, headers)).toEqual(JSON.parse(payload));
      } finally {
        Date.now = realNow;
      }
    }
  });
});
