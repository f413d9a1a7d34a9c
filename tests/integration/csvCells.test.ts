// Every export read as a spreadsheet reads it (server/engine/csvExport.ts): outside quotes a bare
// CR or LF ends the row, so a cell holding one must be quoted, or the text after it starts a row
// of its own that the formula neutraliser never saw. Hostile text comes in by every door the
// issue found — a mission's notes (a Dispatch Manager), a payload's notes (a Driver), a failed
// login's username (nobody at all) and a content type's description (a pivot column's header) —
// and no cell or header of any export may then start with = + - @, a tab or a CR (a number's
// minus sign is a number). Over All Sites a location names its site: 'Door 01' is at several.
import { beforeAll, describe, expect, it } from 'vitest';
import { LookupGroup } from '../../schemas/enums.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoIds, type DemoIds, lookupBody, unique } from '../helpers/maintenance.js';
import { missionBody, signIn } from '../helpers/missions.js';
import { payloadBody } from '../helpers/payloads.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

/** Rows as a spreadsheet splits them: quotes group, and outside them CR, LF or CRLF ends a row. */
export function spreadsheetRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted && c === '"' && src[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The cells a spreadsheet would run as a formula (a number, a minus sign and all, is a number). */
const formulas = (text: string) =>
  spreadsheetRows(text)
    .flat()
    .filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-\d+(\.\d+)?$/.test(c));

const HOSTILE = '=2+5';

for (const dialect of DIALECTS) {
  describe(`CSV cells on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let ids: DemoIds;
    let tokens: Record<'sysadmin' | 'siteadmin' | 'dispatcher' | 'driver', string>;
    const post = async (path: string, body: unknown, token: string) => {
      const r = await suite.api.call('POST', path, { body, token });
      expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(200);
      return r.body.data;
    };
    /** A payload-tracking asset of Great Lakes at Chicago (which the driver reaches). */
    const chicagoAsset = async (): Promise<Rec> => {
      const assets = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'asset', {
        where: [
          { prop: 'priCompanyId', op: 'eq', value: ids.company.glf },
          { prop: 'hasPayload', op: 'eq', value: true },
        ],
      });
      return assets.find((a) => (a.siteAccess as number[]).includes(ids.site.CHI))!;
    };

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      tokens = await signIn(suite.api, ['sysadmin', 'siteadmin', 'dispatcher', 'driver'] as const);
    });

    it('when a mission note holds a line break and a formula, then the board export quotes it and no row starts with the formula', async () => {
      const asset = await chicagoAsset();
      const notes = `Dock 5 note\n${HOSTILE}`;
      const saved = await post(
        '/Mission',
        missionBody(suite.app, ids, ids.company.glf, ids.site.CHI, asset.id, { notes }),
        tokens.dispatcher,
      );
      const text = await post(
        '/Missions/Export',
        { companyId: ids.company.glf, siteIds: [ids.site.CHI], columns: ['notes'] },
        tokens.dispatcher,
      );
      expect(formulas(text)).toEqual([]);
      expect(spreadsheetRows(text).flat()).toContain(notes);
      // A lone CR splits a row as well.
      await post('/Mission', { ...saved, notes: `Dock 5 note\r${HOSTILE}` }, tokens.dispatcher);
      const again = await post(
        '/Missions/Export',
        { companyId: ids.company.glf, siteIds: [ids.site.CHI], columns: ['notes'] },
        tokens.dispatcher,
      );
      expect(formulas(again)).toEqual([]);
    });

    it("when a driver's payload note holds a line break and a formula, then the payload history export quotes it", async () => {
      const asset = await chicagoAsset();
      await post(
        '/Payload',
        payloadBody(ids, ids.company.glf, asset.id, ids.location(ids.site.CHI, 'Row A'), {}, { payloadNotes: `seal 88\n${HOSTILE}` }),
        tokens.driver,
      );
      const text = await post('/Payload/History/Export', { assetId: asset.id }, tokens.driver);
      expect(formulas(text)).toEqual([]);
      expect(spreadsheetRows(text).flat()).toContain(`seal 88\n${HOSTILE}`);
    });

    it("when an anonymous caller fails a login with a username holding a line break and a formula, then the System Administrator's security log export quotes it", async () => {
      const r = await suite.api.call('POST', '/Authenticate', { body: { Username: `gate7\n${HOSTILE}`, Password: 'nope' } });
      expect(r.body?.data?.accessToken ?? null).toBeNull();
      const text = await post('/SecurityEvents/Export', {}, tokens.sysadmin);
      expect(text).toContain(HOSTILE);
      expect(formulas(text)).toEqual([]);
    });

    it("when a content type is described as a formula, then the payload exports' pivot header is neutralised like a cell", async () => {
      await post('/Lookup', lookupBody(LookupGroup.PayloadContent, { description: '=1+1' }), tokens.siteadmin);
      await post('/Lookup', lookupBody(LookupGroup.PayloadContent, { description: `@SUM(A1)\n${HOSTILE}` }), tokens.siteadmin);
      const asset = await chicagoAsset();
      for (const [path, body] of [
        ['/Payloads/Export', { companyId: ids.company.glf, columns: ['assetId', 'payloadContentMap'] }],
        ['/Payload/History/Export', { assetId: asset.id, columns: ['updateDate', 'payloadContentMap'] }],
      ] as const) {
        const text = await post(path, body, tokens.dispatcher);
        const [header] = spreadsheetRows(text);
        expect(header, path).toContain("'=1+1");
        expect(formulas(text), path).toEqual([]);
      }
    });

    it('when an export covers several sites, then a location names its site; one chosen site names only the others', async () => {
      const location = unique('Door');
      const asset = await chicagoAsset();
      const body = (over: Rec) => missionBody(suite.app, ids, ids.company.glf, ids.site.CHI, asset.id, { notes: location, ...over });
      await post('/Mission', body({}), tokens.dispatcher);
      const columns = ['notes', 'sourceLocationId', 'targetLocationId'];
      const mine = (text: string) => spreadsheetRows(text).find((r) => r[0] === location)!;
      const everySite = await post('/Missions/Export', { companyId: ids.company.glf, siteIds: [-1], columns }, tokens.dispatcher);
      expect(mine(everySite)).toEqual([location, 'Row A (Chicago Cross-Dock)', 'Door 03 (Chicago Cross-Dock)']);
      const oneSite = await post('/Missions/Export', { companyId: ids.company.glf, siteIds: [ids.site.CHI], columns }, tokens.dispatcher);
      expect(mine(oneSite)).toEqual([location, 'Row A', 'Door 03']);
      // a mission from Chicago to Detroit, exported for Chicago: Detroit's door is not Chicago's
      const far = `${location} far`;
      await post('/Mission', body({ notes: far, targetLocationId: ids.location(ids.site.DET, 'Door 03') }), tokens.dispatcher);
      const farLine = spreadsheetRows(
        await post('/Missions/Export', { companyId: ids.company.glf, siteIds: [ids.site.CHI], columns }, tokens.dispatcher),
      ).find((r) => r[0] === far);
      expect(farLine).toEqual([far, 'Row A', 'Door 03 (Detroit Terminal)']);
    });
  });
}
