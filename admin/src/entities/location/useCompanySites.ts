import { useGetList } from 'react-admin';
import { ALL_ROWS } from '../../engine/inputs/choices';
import { useWorkingCompany } from '../../engine/workingCompany';

/** The sites of the working company, by name; undefined while unknown. */
export function useCompanySites() {
  const company = useWorkingCompany();
  const { data } = useGetList(
    'sites',
    { pagination: ALL_ROWS, sort: { field: 'siteName', order: 'ASC' }, filter: { companyId: company } },
    { enabled: company !== null },
  );
  return company === null ? undefined : data;
}

/** Locations list filter: the locations of the working company's sites (null while loading). */
export function useLocationsFilter() {
  const sites = useCompanySites();
  return sites ? { siteId: sites.map((s) => s.id) } : null;
}
