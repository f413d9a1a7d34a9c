// A filter screen opened from a link, already filtered: `?filters=[{"type":"AssetStatus","value":5}]`
// lays those filters (on, with their option and value) over the screen's set for this visit, with
// every other filter off (a dashboard bar's list holds exactly the rows it counts), and
// `?company=` / `?site=` choose the company (System Administrator) and the site. The dashboard's
// bars link this way. The set is saved only when the user changes it; the link's part then leaves
// the address, so a reload shows the saved set.
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FilterOption } from '../../../../schemas/enums';
import type { Filter } from '../../../../schemas/types.generated';
import { selectedSite } from '../SiteSelector';
import { selectedCompany } from '../workingCompany';

export interface LinkedFilter {
  type: string;
  option?: number;
  value: Filter['value'];
}

const FILTERS = 'filters';
const COMPANY = 'company';
const SITE = 'site';

/** The address of a filter screen showing `filters` for a company and a site. */
export function filteredLink(path: string, filters: LinkedFilter[], scope: { companyId?: number; siteId?: number } = {}) {
  const params = new URLSearchParams({ [FILTERS]: JSON.stringify(filters) });
  if (scope.companyId !== undefined) params.set(COMPANY, String(scope.companyId));
  if (scope.siteId !== undefined) params.set(SITE, String(scope.siteId));
  return `${path}?${params}`;
}

/** The link's filters, or null when there are none or they are not a list of filters. */
export function parseLinked(text: string | null): LinkedFilter[] | null {
  if (!text) return null;
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((f): f is LinkedFilter => !!f && typeof f === 'object' && typeof f.type === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * A screen's filter set with the link's filters on, with their option and value, and the others
 * off (a required one stays as it is); filters the set does not have are ignored.
 */
export function overlay(filters: Filter[], linked: LinkedFilter[]): Filter[] {
  return filters.map((f) => {
    const l = linked.find((x) => x.type === f.type);
    if (l) return { ...f, active: true, option: l.option ?? FilterOption.Exact, value: l.value };
    return f.required ? f : { ...f, active: false };
  });
}

const wholeNumber = (text: string | null) => (text && /^-?\d+$/.test(text) ? Number(text) : undefined);

/** The screen's filter set with the link's filters laid over it, and a change that saves and leaves the link. */
export function useLinkedFilters(set: { filters: Filter[] | undefined; onChange: (filters: Filter[]) => void }) {
  const [params, setParams] = useSearchParams();
  const linked = useMemo(() => parseLinked(params.get(FILTERS)), [params]);
  const company = wholeNumber(params.get(COMPANY));
  const site = wholeNumber(params.get(SITE));
  useEffect(() => {
    if (company !== undefined) selectedCompany.set(company);
    if (site !== undefined) selectedSite.set(site);
  }, [company, site]);
  const filters = useMemo(() => (linked && set.filters ? overlay(set.filters, linked) : set.filters), [linked, set.filters]);
  const { onChange } = set;
  return {
    filters,
    onChange: (next: Filter[]) => {
      if (linked) setParams({}, { replace: true });
      onChange(next);
    },
  };
}
