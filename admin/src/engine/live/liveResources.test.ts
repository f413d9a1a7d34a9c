import { describe, expect, it } from 'vitest';
import type { SchemaMap } from '../schemaTypes';
import { resourcesOf } from './liveResources';

const schemas = {
  mission: { $id: 'mission', 'x-rest': 'missions', properties: {} },
  missionHistory: { $id: 'missionHistory', 'x-view-of': 'mission', properties: {} },
  asset: { $id: 'asset', 'x-rest': 'assets', properties: {} },
} as unknown as SchemaMap;

describe('resourcesOf', () => {
  it('when a mission changes, then the mission queries, its REST resource and its views are read again', () => {
    expect(resourcesOf('mission', schemas).sort()).toEqual(['mission', 'missionHistory', 'missions']);
  });

  it('when the entity is unknown to the user (no schema), then only its own id is', () => {
    expect(resourcesOf('missionStage', schemas)).toEqual(['missionStage']);
    expect(resourcesOf('mission', null)).toEqual(['mission']);
  });
});
