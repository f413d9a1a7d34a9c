// The board's buttons (operations §2): site picker, column chooser, Export (MissionsReport.csv of
// the current sites, filters and columns), Refresh and Add New.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { ColumnChooser } from '../../../engine/ColumnChooser';
import type { FilteredMeta } from '../../../engine/dataProvider';
import { ExportButton } from '../../../engine/ExportButton';
import type { FilterScreenSchema } from '../../../engine/schemaTypes';
import { SiteSelector } from '../../../engine/SiteSelector';
import type { useChosenColumns } from '../../../engine/useChosenColumns';
import { missionEditPath } from './boardPaths';
import { ToolbarRefresh } from '../../../engine/ToolbarRefresh';

export interface BoardToolbarProps {
  decl: FilterScreenSchema;
  meta: FilteredMeta;
  chosen: ReturnType<typeof useChosenColumns>;
  labelOf: (column: string) => string;
}

export const BoardToolbar = ({ decl, meta, chosen, labelOf }: BoardToolbarProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { total, meta: answer } = useListContext();
  const exact = (answer as { totalExact?: boolean } | undefined)?.totalExact !== false;
  return (
    <>
      <SiteSelector />
      <ColumnChooser
        offered={chosen.offered}
        chosen={chosen.columns}
        defaults={chosen.defaults}
        labelOf={labelOf}
        onChange={chosen.choose}
      />
      {decl.export && (
        <ExportButton
          call={decl.export.call}
          file={decl.export.file}
          body={{ ...meta.body, columns: chosen.columns }}
          total={exact ? total : undefined}
          disabled={!total}
        />
      )}
      <ToolbarRefresh />
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(missionEditPath(0))}>
        {translate('maintenance.add_new')}
      </Button>
    </>
  );
};
