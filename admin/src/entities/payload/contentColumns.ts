// Contents by type as columns (operations §2 "Payload manager": "one grid column per content
// type"): a list's payloadContentMap column shows as one column per PayloadContent lookup of the
// company, headed by its description and holding the row's quantity of it — a content type added
// in Lookups is a new column with no code. Exports send payloadContentMap as it is: the server
// spreads it the same way.
import type { RaRecord } from 'react-admin';

export const CONTENT_MAP = 'payloadContentMap';

/** The column of one content type: its quantity is payloadContentMap[typeId]. */
export const contentColumn = (typeId: number) => `${CONTENT_MAP}.${typeId}`;

/** The chosen columns with payloadContentMap spread into one column per content type, in the lookups' order. */
export const spreadContents = (columns: string[], typeIds: number[]) =>
  columns.flatMap((c) => (c === CONTENT_MAP ? typeIds.map(contentColumn) : [c]));

/** Catalogue entries heading each content column of a list (resources.<resource>.columns.payloadContentMap.<id>). */
export const contentHeadings = (resource: string, types: RaRecord[]) => ({
  resources: {
    [resource]: { columns: { [CONTENT_MAP]: Object.fromEntries(types.map((t) => [String(t.id), String(t.description ?? t.id)])) } },
  },
});
