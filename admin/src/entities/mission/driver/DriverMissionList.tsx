// The driver's missions as a table on wide screens and as cards on a phone (under 850 px), with
// the stage buttons of each mission (operations §2 "Driver mission list", §4).
import { Box, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { isMobileScreen, useIsMobile } from '../../../layout/useIsMobile';
import { EmptyList } from '../../../engine/EmptyList';
import { RecordCards } from '../../../engine/RecordCards';
import { PleaseWait } from '../../../ui/PleaseWait';
import { EditableNotes } from '../shared/EditableNotes';
import { MissionNoteButton, notesEditable } from '../shared/MissionNoteButton';
import type { StageMove } from '../shared/sendStage';
import { COLUMNS, useColumnFields, type Column } from './missionColumns';
import { StageButtons } from './StageButtons';
import { hasOtherActive, type MissionRow } from './stageButtons';

interface DriverMissionListProps {
  /** The missions shown (after the Mission Type filter). */
  missions: MissionRow[];
  /** Every loaded mission: whether the user works one of them decides Activate and Transfer. */
  loaded: MissionRow[];
  loading: boolean;
  userId: number;
  nameOf: (id: number | null | undefined) => string;
  change: (move: StageMove, formFields?: string[]) => Promise<Record<string, string> | undefined>;
  /** Reads one mission again (after its notes are saved). */
  reload: (id: number) => Promise<void>;
}

/**
 * The wide screen's table (react-admin's DataTable and its list machinery) is code of its own: a
 * phone, which shows cards, never downloads or runs it. A wide screen asks for it as this module
 * loads, beside the screen's reads, not after its first render.
 */
const loadTable = () => import('./DriverMissionTable');
const MissionTable = lazy(loadTable);
if (!isMobileScreen()) void loadTable().catch(() => undefined);

/** On a card, the mission's number and its asset make the title; actions come last, full width. */
const CARD_COLUMNS = ['title', 'stage', 'ship', 'priority', 'operator', 'source', 'destination', 'notes', 'totalWait', 'createDate'];

const CardTitle = ({ asset }: { asset: ReactNode }) => {
  const translate = useTranslate();
  const mission = useRecordContext<MissionRow>();
  if (!mission) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <span>{translate('missions.driver.mission_number', { id: mission.id })}</span>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {asset}
      </Typography>
    </Box>
  );
};

type ActionsProps = Pick<DriverMissionListProps, 'loaded' | 'userId' | 'nameOf' | 'change' | 'reload'> & {
  /** The notes' pencil among the actions (a card's; the table has it beside the notes). */
  noteButton: boolean;
};

/** The stage buttons of the mission in context, and on a card the notes' text edit dialog. */
const MissionActions = ({ loaded, userId, nameOf, change, reload, noteButton }: ActionsProps) => {
  const mission = useRecordContext<MissionRow>();
  if (!mission) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, '& > [data-testid=stage-buttons]': { flex: '1 1 auto' } }}>
      <StageButtons
        mission={mission}
        userId={userId}
        busy={hasOtherActive(loaded, userId, mission.id)}
        ownerName={nameOf(mission.computedDriverId)}
        change={change}
      />
      {noteButton && notesEditable(mission, userId) && <MissionNoteButton onSaved={reload} />}
    </Box>
  );
};

export const DriverMissionList = ({ missions, loaded, loading, userId, nameOf, change, reload }: DriverMissionListProps) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const actions = <MissionActions loaded={loaded} userId={userId} nameOf={nameOf} change={change} reload={reload} noteButton={isMobile} />;
  const notes = isMobile ? undefined : <EditableNotes driverId={userId} onSaved={reload} />;
  const fields = useColumnFields(nameOf, actions, notes);
  const labelOf = (c: string) => translate(`missions.driver.columns.${c}`);
  const empty = <EmptyList headings={COLUMNS.map(labelOf)} text={translate('missions.driver.none')} />;
  if (!fields) return <PleaseWait />;
  // the phone's cards take the missions as they are (no list context: see RecordCards' records)
  if (isMobile)
    return (
      <RecordCards
        records={{ data: missions, isPending: loading }}
        columns={CARD_COLUMNS}
        labelOf={labelOf}
        fieldOf={(c) => (c === 'title' ? <CardTitle asset={fields.asset} /> : fields[c as Column])}
        // a mission without notes has no Notes line; every other line always shows something
        lineValue={(mission, c) => (c === 'notes' ? mission.notes : c)}
        actions={<Box sx={{ width: '100%' }}>{actions}</Box>}
        empty={empty}
      />
    );
  return (
    <Suspense fallback={<PleaseWait />}>
      <MissionTable missions={missions} loading={loading} fields={fields} labelOf={labelOf} empty={empty} />
    </Suspense>
  );
};
