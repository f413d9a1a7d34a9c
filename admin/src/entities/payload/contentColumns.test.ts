import { describe, expect, it } from 'vitest';
import { contentHeadings, spreadContents } from './contentColumns';

describe('contents by type as columns (operations §2 "Payload manager")', () => {
  it('when the chosen columns hold payloadContentMap, then it becomes one column per content type, in the lookups’ order, where it stood', () => {
    expect(spreadContents(['assetId', 'payloadContentMap', 'payloadNotes'], [14, 9, 30])).toEqual([
      'assetId',
      'payloadContentMap.14',
      'payloadContentMap.9',
      'payloadContentMap.30',
      'payloadNotes',
    ]);
  });

  it('when the contents are not chosen or the company has no content type, then no content column shows', () => {
    expect(spreadContents(['assetId', 'payloadNotes'], [14])).toEqual(['assetId', 'payloadNotes']);
    expect(spreadContents(['assetId', 'payloadContentMap'], [])).toEqual(['assetId']);
  });

  it('when a content type is added to the company, then its column is headed by its description', () => {
    expect(
      contentHeadings('payloads', [
        { id: 14, description: 'Pallets' },
        { id: 31, description: 'Crates' },
      ]),
    ).toEqual({ resources: { payloads: { columns: { payloadContentMap: { '14': 'Pallets', '31': 'Crates' } } } } });
  });
});
