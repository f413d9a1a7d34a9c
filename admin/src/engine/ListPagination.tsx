import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * The pager of every list. Past the exact count the server only knows there are "more than" so
 * many rows (X-Total-Exact, see dataProvider.ts): the range says so instead of a false total. A
 * list whose read failed before it had rows (a history of an asset that does not exist: 404) has
 * no total and nothing to page: no pager, where react-admin's would count its unknown total as -1
 * ('1-25 of -1').
 */
export const ListPagination = () => {
  const translate = useTranslate();
  const { meta, total, isPending } = useListContext();
  if (!isPending && total == null) return null;
  const exact = (meta as { totalExact?: boolean } | undefined)?.totalExact !== false;
  const label = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate(exact ? 'ra.navigation.page_range_info' : 'maintenance.page_range_more', { offsetBegin: from, offsetEnd: to, total: count });
  // react-admin hands its remaining props to MUI's TablePagination, whose labelDisplayedRows its types leave out
  const passThrough = { labelDisplayedRows: label } as object;
  return <Pagination rowsPerPageOptions={[15, 25, 50, 100]} {...passThrough} />;
};
