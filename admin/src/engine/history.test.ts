import { describe, expect, it } from 'vitest';
import { hasHistory, historyCalls, historyColumnSets } from './history';
import type { EntitySchema } from './schemaTypes';

const dock: EntitySchema = {
  $id: 'dockAppointment',
  title: 'DockAppointment',
  'x-rest': 'dockappointments',
  'x-fleet': { one: 'DockAppointment', many: 'DockAppointments' },
  'x-audit': true,
  'x-list': { columns: ['startDate', 'siteId'] },
  properties: {},
};
const audit: EntitySchema = { $id: 'dockAppointmentAudit', properties: { startDate: {}, siteId: {} } };

describe('the history of an audited entity', () => {
  it('defaults its calls, body key and column set from the schema', () => {
    expect(historyCalls(dock, {})).toEqual({
      historyId: 'dockAppointmentAudit',
      key: 'dockAppointmentId',
      list: 'DockAppointmentAudits',
      export: { call: 'DockAppointmentAudits/Export', file: 'DockAppointmentHistoryReport.csv' },
    });
    expect(historyColumnSets(dock, audit)).toEqual([
      { id: 1, label: 'All Columns', columns: ['auditDate', 'action', 'auditUser', 'startDate', 'siteId'] },
    ]);
  });

  it('takes what the history schema says (the asset: AssetAudits, its column sets)', () => {
    const sets = [{ id: 1, label: 'All Columns', columns: ['auditDate'] }];
    const assetAudit: EntitySchema = {
      $id: 'assetAudit',
      'x-audit-of': { entity: 'asset', key: 'assetId' },
      'x-filters': {
        screen: 'Asset',
        fields: [],
        list: 'AssetAudits',
        export: { call: 'AssetAudits/Export', file: 'AssetHistoryReport.csv' },
      },
      'x-column-sets': sets,
      properties: {},
    };
    const asset: EntitySchema = { $id: 'asset', title: 'Asset', 'x-audit': { list: 'AssetAudits' }, properties: {} };
    expect(historyCalls(asset, { assetAudit })).toMatchObject({
      key: 'assetId',
      list: 'AssetAudits',
      export: { file: 'AssetHistoryReport.csv' },
    });
    expect(historyColumnSets(asset, assetAudit)).toBe(sets);
  });

  it('is offered only when the history schema is readable', () => {
    expect(hasHistory(dock, { dockAppointmentAudit: audit })).toBe(true);
    expect(hasHistory(dock, {})).toBe(false);
    expect(hasHistory({ ...dock, 'x-audit': undefined }, { dockAppointmentAudit: audit })).toBe(false);
  });
});
