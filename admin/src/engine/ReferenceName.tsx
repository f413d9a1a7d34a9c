// The record a list cell names by reference (a mission's asset, a location, a lookup): what
// react-admin's ReferenceField shows with link={false}, read the same way (useGetManyAggregate:
// one getMany for the page's cells, under the keys prefetchReferences fills), without what the
// field carries for a link it will not draw: a path for the record, found through two access
// checks, each a query of its own, for every cell. A page of 25 board rows named 100 records, and
// those checks were a third of the rows' render on a first load (issue 10's first paint).
// As the field does: nothing while the record loads or when the cell names none, the inline
// Offline mark while the network is away, and the error icon (its message for screen readers).
// A row that carries the name itself (x-name-of, `carried`) shows it until the record is read, and
// when the reader may not read it (a mission's location at a site the user cannot open).
import ErrorIcon from '@mui/icons-material/Error';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Offline, RecordContextProvider, ResourceContextProvider, useGetManyAggregate, useRecordContext } from 'react-admin';

/** The field's own root is a span of initial line height: a name's cell keeps the height it had. */
const ROOT = { lineHeight: 'initial' } as const;

interface Props {
  source: string;
  reference: string;
  /** The row's property carrying the record's name (x-name-of). */
  carried?: string;
  children: ReactNode;
}

export const ReferenceName = ({ source, reference, carried, children }: Props) => {
  const record = useRecordContext();
  const id = record?.[source] as string | number | null | undefined;
  const named = id !== null && id !== undefined && id !== '';
  const { data, error, isPaused } = useGetManyAggregate(reference, { ids: named ? [id] : [] }, { enabled: named });
  const referenced = data?.[0];
  if (!named) return null;
  if (referenced)
    return (
      <ResourceContextProvider value={reference}>
        <RecordContextProvider value={referenced}>
          <span style={ROOT}>{children}</span>
        </RecordContextProvider>
      </ResourceContextProvider>
    );
  const name = carried ? record?.[carried] : undefined;
  if (name !== null && name !== undefined) return <span style={ROOT}>{String(name)}</span>;
  if (isPaused) return <Offline variant="inline" />;
  if (error)
    return (
      <div>
        <ErrorIcon role="presentation" color="error" fontSize="small" />
        <span style={visuallyHidden}>{error instanceof Error ? error.message : String(error)}</span>
      </div>
    );
  return null;
};
