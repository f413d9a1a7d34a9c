// The mission history (operations §2 "Mission history", §5, §9) at /dispatch/history and
// /driver/history: the generated missionHistory view (x-views in mission.schema.json) read through
// POST /MissionHistory/Filtered, latest update first, with the site picker, the filter chip bar
// (the ship date always on and not removable), the column chooser, Export (MissionHistoryReport.csv)
// and Refresh; a row opens to its stage rows. The filters are this screen's own and not saved.
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Filter } from '../../../../../schemas/types.generated';
import { fieldFor } from '../../../engine/fieldFor';
import { FilterScreenList } from '../../../engine/FilterScreenList';
import { useFilterSet } from '../../../engine/filters/useFilterSet';
import { userZone } from '../../../engine/format';
import { useSchemas } from '../../../engine/SchemaProvider';
import { PleaseWait } from '../../../ui/PleaseWait';
import { missionFields } from '../shared/missionFields';
import { useOperators } from '../shared/useOperators';
import { startFilters } from './historyFilters';
import { MissionStages } from './MissionStages';

const VIEW = 'missionHistory';

const MissionHistory = () => {
  const translate = useTranslate();
  const schemas = useSchemas().schemas;
  const view = schemas?.[VIEW];
  const { filters: saved } = useFilterSet(schemas?.mission?.['x-filters'] ?? { screen: 'Mission', fields: [] });
  const [filters, setFilters] = useState<Filter[] | null>(null);
  const { nameOf } = useOperators();
  if (!view) return <PleaseWait />;
  const required = view['x-filters']!.fields.filter((f) => f.required).map((f) => f.type);
  const current = filters ?? (saved && startFilters(saved, required, userZone()));
  return (
    <FilterScreenList
      schema={view}
      resource={VIEW}
      screen={VIEW}
      title={translate('missions.history_title')}
      rowActions={null}
      onAdd={null}
      hideAdd
      filterSet={{ filters: current, onChange: setFilters }}
      fields={{
        ...missionFields(nameOf),
        // a unit's code never breaks at its hyphen
        assetId: <Box sx={{ whiteSpace: 'nowrap' }}>{fieldFor(schemas!, view, 'assetId', translate)}</Box>,
      }}
      expand={<MissionStages />}
      // eleven default columns: dates and notes break onto two lines so that all show at 1400 px
      wrap
    />
  );
};

export default MissionHistory;
