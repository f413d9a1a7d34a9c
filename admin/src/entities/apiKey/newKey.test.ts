import { describe, expect, it } from 'vitest';
import { newKeyBody, startValues } from './newKey';

const now = new Date(2026, 10, 30, 10, 0);

describe('the New API Key form', () => {
  it('when it opens, then a Dispatch Manager key expiring in 90 days is proposed, for no site yet', () => {
    expect(startValues(now)).toEqual({ name: '', userType: 201, siteAccess: [], expiresOn: '2027-02-28' });
  });

  it("when it is sent, then the key works through the end of the chosen day in the user's zone, and a name, a site and a day to come are asked first", () => {
    const chicago = 'America/Chicago';
    const body = newKeyBody({ name: ' Acme TMS ', userType: 101, siteAccess: [3], expiresOn: '2026-12-31' }, chicago, now).body;
    // 23:59:59 in Chicago (UTC-6 in winter), whatever the browser's own zone
    expect(body).toEqual({ name: 'Acme TMS', userType: 101, siteAccess: [3], expiresAt: '2027-01-01T05:59:59.000Z' });
    const at = new Date(Date.parse('2026-11-30T16:00:00Z'));
    expect(newKeyBody({ name: ' ', userType: 201, siteAccess: [], expiresOn: '2026-11-29' }, chicago, at).problems).toEqual({
      name: 'ra.validation.required',
      siteAccess: 'api_key.no_sites',
      expiresAt: 'api_key.past',
    });
    expect(newKeyBody({ name: 'K', userType: 201, siteAccess: [1], expiresOn: '' }, chicago, at).problems).toEqual({
      expiresAt: 'ra.validation.required',
    });
    // today still counts: the key works until the day is over
    expect(newKeyBody({ name: 'K', userType: 201, siteAccess: [1], expiresOn: '2026-11-30' }, chicago, at).problems).toBeUndefined();
  });
});
