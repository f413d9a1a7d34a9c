// The row actions of the board (operations §2, §4): Edit (View once completed: the form is then
// read-only); Delete, only while Scheduled (not shown while a driver works the mission); on a
// phone's card the notes' text edit dialog (the table has it beside the notes), until completed;
// with an operator, Dispatch (Scheduled → Dispatched) or Undo (Dispatched → Scheduled), without
// one the no-operator indicator; past Dispatched, the stage the drivers have taken it to, and
// while a driver works it, De-activate on his behalf (DeactivateForDriver.tsx). Which of these a
// mission offers comes from the table of stage moves (boardMoves.ts).
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Box, Button, Chip, IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { DeleteRecord } from '../../../engine/DeleteRecord';
import { TOUCH } from '../../../ui/touch';
import type { EntitySchema } from '../../../engine/schemaTypes';
import { MissionNoteButton, notesEditable } from '../shared/MissionNoteButton';
import { MissionSubject } from '../shared/MissionSubject';
import { NoteDialog } from '../shared/NoteDialog';
import { isActiveStage, MissionStage, stageLabel } from '../shared/stages';
import { boardMoves } from './boardMoves';
import { missionEditPath } from './boardPaths';
import { DeactivateForDriver } from './DeactivateForDriver';
import { useDispatch } from './useDispatch';

const S = MissionStage;

const StageAction = ({ reload }: { reload: () => Promise<unknown> }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { send, sending, override, confirmOverride, cancelOverride } = useDispatch(reload);
  if (!record) return null;
  const stage = record.missionStage ?? S.None;
  const { buttons, forDriver } = boardMoves(stage);
  const deactivate = forDriver && <DeactivateForDriver move={forDriver} reload={reload} />;
  if (!buttons.length)
    return (
      <>
        <Chip size="small" variant="outlined" label={stageLabel(stage)} data-testid="mission-stage" />
        {deactivate}
      </>
    );
  if (!(record.computedDriverId ?? record.assignedDriverId)) {
    const text = translate('missions.board_no_operator');
    return (
      <Tooltip title={text}>
        <PersonOffIcon color="disabled" titleAccess={text} sx={{ mx: 1 }} data-testid="no-operator" />
      </Tooltip>
    );
  }
  return (
    <>
      {buttons.map(({ move, label, outlined }) => (
        <Button
          key={move.to}
          size="small"
          variant={outlined ? 'outlined' : 'contained'}
          disabled={sending}
          onClick={() => send({ id: Number(record.id), currentMissionStage: stage, missionStage: move.to })}
          sx={{ minWidth: 84 }}
        >
          {translate(label)}
        </Button>
      ))}
      {deactivate}
      {override && (
        <NoteDialog
          title={translate('missions.board_override_title')}
          subject={<MissionSubject />}
          question={override.message}
          confirmLabel={translate('missions.board_dispatch')}
          noteRequired={false}
          onCancel={cancelOverride}
          onConfirm={confirmOverride}
        />
      )}
    </>
  );
};

/** On a phone's cards (under md) each action is a touch target, Edit kept apart from the red Delete. */
const ACTIONS = {
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  gap: { xs: 1.5, md: 0.5 },
  '& .MuiIconButton-root, & .MuiButton-root': { minHeight: { xs: TOUCH.minHeight }, minWidth: { xs: TOUCH.minWidth } },
} as const;

interface MissionActionsProps {
  schema: EntitySchema;
  reload: () => Promise<unknown>;
  /** The notes' pencil among the actions (a card's). */
  noteButton?: boolean;
}

export const MissionActions = ({ schema, reload, noteButton = false }: MissionActionsProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!record) return null;
  const completed = record.missionStage === S.Complete;
  const open = translate(completed ? 'missions.board_view' : 'maintenance.edit');
  const Icon = completed ? VisibilityIcon : EditIcon;
  return (
    // a click on an action is not a click that selects the row
    <Box sx={ACTIONS} onClick={(e) => e.stopPropagation()}>
      <Tooltip title={open}>
        <IconButton aria-label={open} size="small" color="primary" onClick={() => navigate(missionEditPath(Number(record.id)))}>
          <Icon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* a mission a driver works is far from deletable: its De-activate takes the room (the board fits 1400 px) */}
      {!isActiveStage(record.missionStage) && <DeleteRecord schema={schema} record={record} disabled={record.missionStage !== S.None} />}
      {noteButton && <MissionNoteButton disabled={!notesEditable(record)} onSaved={reload} />}
      <StageAction reload={reload} />
    </Box>
  );
};
