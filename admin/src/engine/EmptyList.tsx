import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useContext, type ReactNode } from 'react';
import { ListContext, useTranslate } from 'react-admin';
import { useIsMobile } from '../layout/useIsMobile';

/** A read answered 404: the record the list is about (an asset's history) does not exist, or is not the user's. */
const notFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/**
 * An empty list keeps its column headings, so column filters stay at hand when they match
 * nothing; Clear Filters is offered when filters are set. On a phone, where the list is cards and
 * has no headings, the message alone: a row of a dozen headings made the page three screens wide.
 * A list whose read found no record to list says so in the server's words ('Asset not found'),
 * not that the record has no rows.
 */
export const EmptyList = ({ headings, text }: { headings: ReactNode[]; text?: string }) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  // without a list context (the driver's cards take their missions as they are) there are no filters to clear
  const { filterValues, setFilters, error } = useContext(ListContext) ?? {};
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const message = (
    <>
      {notFound(error) ? (error as Error).message : (text ?? translate('maintenance.no_results'))}
      {filtered && setFilters && (
        <Button size="small" sx={{ ml: 2 }} onClick={() => setFilters({}, undefined, false)}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </>
  );
  if (isMobile)
    return (
      <Box role="status" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        {message}
      </Box>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {headings.map((heading, index) => (
            <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell colSpan={headings.length}>{message}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};
