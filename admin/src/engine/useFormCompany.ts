import { useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { companyProp, primaryOf, siteProp, type EntitySchema } from './schemaTypes';
import { useWorkingCompany } from './workingCompany';

/**
 * The company of the record being edited, for choices that belong to a company (lookups, sites):
 * its own company field, else the company of its site, else the working company.
 */
export function useFormCompany(schema: EntitySchema): number | null {
  const working = useWorkingCompany();
  const ownProp = companyProp(schema);
  const viaSite = siteProp(schema);
  const isCompany = schema.$id === 'company';
  const watched = useWatch({ name: ownProp ?? viaSite ?? primaryOf(schema) }) as number | null | undefined;
  const siteId = viaSite ? watched : undefined;
  const { data: site } = useGetOne('sites', { id: siteId! }, { enabled: typeof siteId === 'number' && siteId > 0 });
  if (ownProp) return watched ?? null;
  if (viaSite) return (site?.companyId as number | undefined) ?? working;
  if (isCompany) return watched ?? null;
  return working;
}

/** The company whose records a reference select offers: the form's own company field, else the working company. */
export function useChoiceCompany(schema: EntitySchema): number | null {
  const working = useWorkingCompany();
  const ownProp = companyProp(schema);
  const watched = useWatch({ name: ownProp ?? primaryOf(schema) }) as number | null | undefined;
  return ownProp ? (watched ?? null) : working;
}
