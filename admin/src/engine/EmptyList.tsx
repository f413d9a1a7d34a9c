import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * An empty list keeps its column headings, so column filters stay at hand when they match
 * nothing; Clear Filters is offered when filters are set.
 */
export const EmptyList = ({ headings, text }: { headings: ReactNode[]; text?: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
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
          <TableCell colSpan={headings.length}>
            {text ?? translate('maintenance.no_results')}
            {filtered && (
              <Button size="small" sx={{ ml: 2 }} onClick={() => setFilters({}, undefined, false)}>
                {translate('ra.navigation.clear_filters')}
              </Button>
            )}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};
