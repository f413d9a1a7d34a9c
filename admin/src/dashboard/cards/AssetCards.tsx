// The asset cards: assets by status, and open repairs by defect severity in the severity colours
// (entities/asset/severity.ts, as the repairs icon shows them). A bar opens the asset list with
// that status or severity.
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FilterOption } from '../../../../schemas/enums';
import { severityColour } from '../../entities/asset/severity';
import { useDrill } from '../drill';
import { useFigure, type AssetStatuses, type Repairs } from '../useFigure';
import { CountCard } from './CountCard';

export const StatusesCard = () => {
  const translate = useTranslate();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<AssetStatuses>('AssetStatuses');
  const statuses = data?.statuses ?? [];
  return (
    <CountCard
      id="statuses"
      title={translate('dashboard.statuses_title')}
      axis={translate('dashboard.statuses_status')}
      counted={translate('dashboard.statuses_count')}
      items={statuses.map((s) => ({ label: s.status, count: s.count }))}
      loading={isPending}
      failed={isError}
      onBar={(i) => drill.assets([{ type: 'AssetStatus', option: FilterOption.Exact, value: statuses[i].statusId }])}
    />
  );
};

export const RepairsCard = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const drill = useDrill();
  const { data, isPending, isError } = useFigure<Repairs>('Repairs');
  const severities = data?.severities ?? [];
  const colour = (sort: number) => {
    const c = severityColour({ sort });
    return c === 'disabled' ? theme.palette.action.disabled : theme.palette[c].main;
  };
  return (
    <CountCard
      id="repairs"
      title={translate('dashboard.repairs_title')}
      axis={translate('dashboard.repairs_severity')}
      counted={translate('dashboard.repairs_count')}
      items={severities.map((s) => ({ label: s.severity, count: s.count, colour: colour(s.sort) }))}
      loading={isPending}
      failed={isError}
      onBar={(i) => drill.assets([{ type: 'DefectSeverity', option: FilterOption.Exact, value: severities[i].severityId }])}
    />
  );
};
