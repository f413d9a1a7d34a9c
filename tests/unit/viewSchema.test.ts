// A view's properties (server/engine/viewSchema.ts, x-views): the record's, less the computed ones
// it omits (x-omit); omitting a stored property, which its filters, columns and rows may name, is
// a schema error that names the view and the property.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../server/engine/registry.js';
import { viewSchemas } from '../../server/engine/viewSchema.js';

const mission = JSON.parse(readFileSync(resolve('schemas/entities/mission.schema.json'), 'utf8')) as JsonSchema;
const withView = (view: JsonSchema): JsonSchema => ({ ...mission, 'x-views': [view] });

describe('views (x-views)', () => {
  it('when the mission history omits the payload temperature and the save-only confirmation, then it keeps every other property of the mission', () => {
    const [history] = viewSchemas(mission);
    expect(history.$id).toBe('missionHistory');
    const omitted = ['payloadTemperature', 'overrideAssetInUse'];
    expect(Object.keys(history.properties!)).toEqual(Object.keys(mission.properties!).filter((p) => !omitted.includes(p)));
  });

  it('when a view omits a stored property, or one the record does not have, then the schema is refused naming the view and the property', () => {
    for (const name of ['notes', 'noSuchProperty'])
      expect(() => viewSchemas(withView({ $id: 'someView', 'x-label': 'Some View', 'x-omit': [name] }))).toThrow(
        `x-views someView omits ${name}, which is not a computed (x-virtual) property of the record`,
      );
  });

  it('when a view omits nothing, then it has all of the record’s properties', () => {
    const [view] = viewSchemas(withView({ $id: 'someView', 'x-label': 'Some View' }));
    expect(view.properties).toEqual(mission.properties);
  });
});
