// The payload screens' paths in an area (operations §2): /<area>/payloads (the payload manager,
// ?tab=search for its Search Contents tab) and /<area>/payload/history/{assetId}.
import type { Area } from '../../engine/paths';

export const SEARCH_TAB = 'search';
export const payloadsPath = (area: Area, tab?: typeof SEARCH_TAB) => `/${area}/payloads${tab ? `?tab=${tab}` : ''}`;
export const payloadHistoryPath = (area: Area, assetId: number) => `/${area}/payload/history/${assetId}`;
