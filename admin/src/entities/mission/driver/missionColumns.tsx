// The columns of the driver's list (operations §2 "Driver mission list"), in the spec's order,
// and what each shows: ship date, operator and stage as every mission list shows them
// (shared/missionFields), the stage buttons and the ticking total wait of this screen.
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { fieldFor } from '../../../engine/fieldFor';
import { useSchemas } from '../../../engine/SchemaProvider';
import { formatDateTime } from '../../../engine/format';
import { missionFields } from '../shared/missionFields';
import { pendingMoves } from './moveSync';
import type { MissionRow } from './stageButtons';
import { WaitMinutes } from './WaitMinutes';

export const COLUMNS = [
  'id',
  'ship',
  'priority',
  'operator',
  'asset',
  'source',
  'destination',
  'stage',
  'notes',
  'actions',
  'totalWait',
  'createDate',
] as const;

export type Column = (typeof COLUMNS)[number];

const SOURCE: Partial<Record<Column, string>> = {
  operator: 'computedDriverId',
  asset: 'assetId',
  source: 'sourceLocationId',
  destination: 'targetLocationId',
  stage: 'missionStage',
};
export const sourceOf = (c: Column) => SOURCE[c] ?? c;

/** A narrow column may break the line between the date and the time, nowhere else. */
const DateTime = ({ value }: { value: unknown }) => {
  const [date, ...time] = formatDateTime(value).split(' ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span> <span style={{ whiteSpace: 'nowrap' }}>{time.join(' ')}</span>
    </>
  );
};

/** A stage changed here and not yet sent (issue 13 §5): the stage shown is the one it will be. */
const PendingMark = () => {
  const translate = useTranslate();
  const mission = useRecordContext<MissionRow>();
  const pending = pendingMoves.useValue();
  if (!mission || !pending.some((e) => e.move.id === mission.id)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<ScheduleIcon />}
      label={translate('offline.pending')}
      data-testid="mission-pending"
      sx={{ ml: 0.5 }}
    />
  );
};

const TotalWait = () => {
  const mission = useRecordContext<MissionRow>();
  return mission ? <WaitMinutes mission={mission} /> : null;
};

/** What each column shows; undefined until the schemas are loaded. `notes`: the Notes cell when it is more than the text. */
export function useColumnFields(
  nameOf: (id: number | null | undefined) => string,
  actions: ReactNode,
  notes?: ReactNode,
): Record<Column, ReactNode> | undefined {
  const translate = useTranslate();
  const { schemas } = useSchemas();
  const mission = schemas?.mission;
  if (!schemas || !mission) return undefined;
  // asset and locations by name, through the engine's type map
  const typed = (name: string) => fieldFor(schemas, mission, name, translate);
  const shared = missionFields(nameOf);
  return {
    id: <TextField source="id" />,
    ship: shared.ship,
    priority: <TextField source="priority" />,
    operator: shared.computedDriverId,
    asset: typed('assetId'),
    source: typed('sourceLocationId'),
    destination: typed('targetLocationId'),
    stage: (
      <>
        <span data-testid="mission-stage">{shared.missionStage}</span>
        <PendingMark />
      </>
    ),
    notes: notes ?? <TextField source="notes" sx={{ whiteSpace: 'normal' }} />,
    actions,
    totalWait: <TotalWait />,
    createDate: <FunctionField source="createDate" render={(r: MissionRow) => <DateTime value={r.createDate} />} />,
  };
}
