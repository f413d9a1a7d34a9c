import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * The pager of every list. Past the exact count the server only knows there are "more than" so
 * many rows (X-Total-Exact, see dataProvider.ts): the range says so instead of a false total.
 */
export const ListPagination = () => {
  const translate = useTranslate();
  const { meta } = useListContext();
  const exact = (meta as { totalExact?: boolean } | undefined)?.totalExact !== false;
  const label = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate(exact ? 'ra.navigation.page_range_info' : 'maintenance.page_range_more', { offsetBegin: from, offsetEnd: to, total: count });
  // react-admin hands its remaining props to MUI's TablePagination, whose labelDisplayedRows its types leave out
  const passThrough = { labelDisplayedRows: label } as object;
  return <Pagination rowsPerPageOptions={[15, 25, 50, 100]} {...passThrough} />;
};
