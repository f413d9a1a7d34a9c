import { Box } from '@mui/material';
import { PageBanner } from '../../ui/PageBanner';
import { useTranslate } from 'react-admin';
import { CompanySelector } from '../../engine/CompanySelector';
import { useEntitySchema } from '../../engine/SchemaProvider';
import { SchemaList } from '../../engine/SchemaList';
import type { EntitySchema } from '../../engine/schemaTypes';
import { useWorkingCompany } from '../../engine/workingCompany';
import { PleaseWait } from '../../ui/PleaseWait';
import { GroupLookups } from './GroupLookups';

const never = () => false;
const noPath = () => null;

/**
 * Lookups screen: an expandable table of lookup groups (Add Group, group edit and delete disabled);
 * each expanded group lists the working company's lookups of that group.
 */
export const LookupGroups = ({ schema }: { schema: EntitySchema }) => {
  const translate = useTranslate();
  const groups = useEntitySchema('lookupGroup');
  const company = useWorkingCompany();
  if (!groups) return <PleaseWait />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageBanner title={translate('menu.lookups')}>
        <CompanySelector />
      </PageBanner>
      <SchemaList
        schema={groups}
        screen="lookupGroups"
        columns={groups['x-list']?.columns ?? []}
        addLabelKey="lookup_groups.add_group"
        onAdd={null}
        editPathOf={noPath}
        canDelete={never}
        expand={company === null ? undefined : <GroupLookups schema={schema} companyId={company} />}
      />
    </Box>
  );
};
