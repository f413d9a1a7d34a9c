import { describe, expect, it } from 'vitest';
import { savedColumns, withColumns } from './columnSettings';

describe('column choices in the user settings', () => {
  it('keeps other settings, stores per screen, and drops columns a screen no longer offers', () => {
    const start = JSON.stringify({ startPage: '/fleet/home', paginations: { assets: { page: 1, perPage: 50 } } });
    const saved = withColumns(start, 'assets', ['assetModelId', 'custody', 'gone']);
    expect(JSON.parse(saved)).toMatchObject({ startPage: '/fleet/home', paginations: { assets: { perPage: 50 } } });
    expect(savedColumns(saved, 'assets', ['assetModelId', 'custody'])).toEqual(['assetModelId', 'custody']);
    expect(savedColumns(saved, 'missions', ['ship'])).toBeUndefined();
    expect(savedColumns('not json', 'assets', ['x'])).toBeUndefined();
    expect(savedColumns(withColumns(null, 'assets', ['gone']), 'assets', ['x'])).toBeUndefined();
  });
});
