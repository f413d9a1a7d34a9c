// Issue 31: a field on the asset is its schema and its labels, nothing else. On a copy of the real
// schemas whose asset.schema.json gains a seal number (text, optional, at most 20) — in its
// x-layout, its list's column choices, its filters and its Spanish — the running app makes the
// column, validates and saves it, filters and exports it, and records it in
// the asset's history. (The Asset Manager's sections are the same x-layout: editorLayout.test.ts.)
import { describe, expect, it } from 'vitest';
import { FilterOption } from '../../schemas/enums.js';
import { assetBody, assetFilter } from '../helpers/assets.js';
import { demoIds } from '../helpers/maintenance.js';
import { schemasEdited } from '../helpers/schemaCopy.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

/** The seal number as a new developer adds it: one property, its place in the layout, a choice, a filter, a label. */
function withSealNumber(schema: Record<string, any>): void {
  schema.properties.sealNumber = { type: ['string', 'null'], maxLength: 20, 'x-label': 'Seal Number' };
  schema['x-layout'][0].props.push('sealNumber');
  schema['x-list'].choices.push('sealNumber');
  schema['x-filters'].fields.push({ type: 'SealNumber', prop: 'sealNumber' });
  schema['x-i18n'] = { es: { 'Seal Number': 'Número de sello' } };
}

for (const dialect of DIALECTS) {
  describe(`a field added to the asset's schema on ${dialect}`, () => {
    const suite = useTestApp(dialect, { schemasDir: schemasEdited('asset', withSealNumber) });

    it('when an asset is saved with a seal number, then it is checked, listed by its filter, exported and in the history', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('siteadmin');
      const body = assetBody(ids, ids.company.glf, ids.site.CHI, { sealNumber: 'SL-0042' });
      const tooLong = await suite.api.call('POST', '/Asset', { token, body: { ...body, sealNumber: 'X'.repeat(21) } });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error.details.map((d: { field: string }) => d.field)).toEqual(['sealNumber']);

      const saved = await suite.api.call('POST', '/Asset', { token, body });
      expect(saved.status).toBe(200);
      const id = saved.body.data.id;
      expect(saved.body.data.sealNumber).toBe('SL-0042');

      const request = {
        companyId: ids.company.glf,
        siteIds: [-1],
        filters: [assetFilter('SealNumber', 'Text', 'sl-0042', FilterOption.Exact)],
      };
      const listed = await suite.api.call('POST', '/Assets', { token, body: request });
      expect(listed.body.data.map((a: { id: number }) => a.id)).toEqual([id]);
      const csv = await suite.api.call('POST', '/Assets/Export', { token, body: { ...request, columns: ['assetModelId', 'sealNumber'] } });
      expect(csv.body.data.trim().split('\n').at(-1)).toBe(`${body.assetModelId},SL-0042`);

      const history = await suite.api.call('POST', '/AssetAudits', { token, body: { assetId: id, filters: [] } });
      const created = history.body.data.find((r: { action: string }) => r.action === 'create');
      expect(created.sealNumber).toBe('SL-0042');
      expect(created.changes).toEqual(expect.arrayContaining([{ field: 'sealNumber', old: null, new: 'SL-0042' }]));
    });
  });
}
