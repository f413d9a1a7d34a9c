import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editorSections, sectionLabel, usesTabs } from './editorLayout';
import type { EntitySchema } from './schemaTypes';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as EntitySchema;
const dock = read('tests/fixtures/dockAppointment.schema.json');
const asset = read('schemas/entities/asset.schema.json');
const translate = (key: string) => `[${key}]`;

describe('editor sections from x-layout', () => {
  it('takes the schema’s sections, in order, as tabs when there are several', () => {
    const sections = editorSections(dock, undefined);
    expect(sections.map((s) => [s.key, s.label, s.props])).toEqual([
      ['slot', 'Slot', ['siteId', 'doorId', 'startDate', 'endDate', 'status']],
      ['load', 'Load', ['carrierName', 'reference', 'assetId', 'notes']],
    ]);
    expect(usesTabs(dock, undefined)).toBe(true);
  });

  it('adds the ui’s options by key and leaves out what the editor cannot show', () => {
    const disabled = () => true;
    const sections = editorSections(dock, { hidden: ['notes'], sectionOptions: { load: { disabled } } });
    expect(sections[1]).toMatchObject({ key: 'load', props: ['carrierName', 'reference', 'assetId'], disabled });
    expect(sections[0].disabled).toBeUndefined();
  });

  it('gives the Asset Manager its tabs from asset.schema.json', () => {
    const sections = editorSections(asset, { tabs: true });
    expect(sections.map((s) => s.key)).toEqual(['information', 'siteAccess']);
    expect(sections[0].props).toContain('assetModelId');
    expect(sections[1].props).toEqual(['siteAccess']);
    expect(sectionLabel(sections[0], translate, 'en')).toBe('Asset Information');
    expect(sectionLabel(sections[0], translate, 'es')).toBe('Información del activo');
    expect(sectionLabel(sections[1], translate, 'es')).toBe('Acceso a sitios');
  });

  it('shows a field added to the asset’s schema and its x-layout, with no code of the Asset Manager’s', () => {
    const withSeal = structuredClone(asset);
    withSeal.properties.sealNumber = { type: ['string', 'null'], maxLength: 20, 'x-label': 'Seal Number' };
    (withSeal['x-layout'] as { props: string[] }[])[0].props.push('sealNumber');
    expect(editorSections(withSeal, { tabs: true })[0].props).toContain('sealNumber');
  });

  it('without x-layout: one section of every editable property, no tabs; a ui’s own sections win', () => {
    const plain = { ...dock, 'x-layout': undefined };
    expect(editorSections(plain, undefined)).toEqual([{ key: 'main', props: expect.arrayContaining(['siteId', 'notes']) }]);
    expect(usesTabs(plain, undefined)).toBe(false);
    const own = [{ key: 'mine', labelKey: 'x.mine', props: ['siteId'] }];
    expect(editorSections(dock, { sections: own })).toBe(own);
    expect(usesTabs(dock, { sections: own })).toBe(false);
    expect(sectionLabel(own[0], translate, 'es')).toBe('[x.mine]');
  });
});
