// The asset screens' paths in an area (operations §2): /<area>/assets, /<area>/asset/edit/{id}/{company}
// (id 0 = new) and /<area>/asset/audit/{id}.
import type { Area } from '../../engine/paths';

export const assetListPath = (area: Area) => `/${area}/assets`;
export const assetEditPath = (area: Area, id: number, company: number | null | undefined) => `/${area}/asset/edit/${id}/${company ?? 0}`;
export const assetHistoryPath = (area: Area, id: number) => `/${area}/asset/audit/${id}`;
