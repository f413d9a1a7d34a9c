// A list's payloadContentMap column as one column per content type of the working company
// (contentColumns.ts); the headings are the content types' descriptions, added to the catalogue
// once the lookups have loaded — they are run-time data, like the schemas' labels.
import { useMemo } from 'react';
import { useLookups } from '../../engine/inputs/useLookups';
import { useWorkingCompany } from '../../engine/workingCompany';
import { addMessages } from '../../i18n/i18nProvider';
import { contentHeadings, spreadContents } from './contentColumns';

/**
 * How a list of `resource` shows its chosen columns; undefined until the company's content types
 * have loaded (their headings are in the catalogue by then).
 */
export function useContentColumns(resource: string): ((columns: string[]) => string[]) | undefined {
  const types = useLookups('PayloadContent', useWorkingCompany());
  return useMemo(() => {
    if (!types) return undefined;
    addMessages(contentHeadings(resource, types));
    const ids = types.map((t) => Number(t.id));
    return (columns: string[]) => spreadContents(columns, ids);
  }, [resource, types]);
}
