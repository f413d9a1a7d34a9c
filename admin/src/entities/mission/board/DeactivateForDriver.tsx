// A Dispatch Manager's way out for a driver who walked away from his mission (issue 29 §2): a
// mission in Activate, Waiting or Resumed offers De-activate on the driver's behalf, confirmed in
// the stage dialog with an optional note. The board offers it where the table of stage moves
// (schemas/stageMoves.ts) has a Dispatch Manager's move that releases the driver (boardMoves.ts);
// the server takes it as that move and writes the stage row in the manager's name; the driver
// may then take another mission, and any driver can activate this one again (Transfer).
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { MissionSubject } from '../shared/MissionSubject';
import { NoteDialog } from '../shared/NoteDialog';
import type { Move } from '../shared/stages';
import { useOperators } from '../shared/useOperators';
import { useDispatch } from './useDispatch';

interface DialogProps {
  driverId: number | null | undefined;
  onCancel: () => void;
  onConfirm: (note: string) => Promise<void>;
}

/** The confirmation, naming the driver (the operators are read only once it opens, not per row). */
const DeactivateDialog = ({ driverId, onCancel, onConfirm }: DialogProps) => {
  const translate = useTranslate();
  const { nameOf } = useOperators();
  return (
    <NoteDialog
      title={translate('missions.board_deactivate_title')}
      subject={<MissionSubject />}
      question={translate('missions.board_deactivate_question', { name: nameOf(driverId) || translate('missions.board_the_driver') })}
      confirmLabel={translate('missions.board_deactivate')}
      noteRequired={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
};

interface DeactivateForDriverProps {
  /** The table's move on the driver's behalf from the mission's stage. */
  move: Move;
  reload: () => Promise<unknown>;
}

export const DeactivateForDriver = ({ move, reload }: DeactivateForDriverProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { send, sending } = useDispatch(reload);
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const label = translate('missions.board_deactivate');
  const confirm = async (note: string) => {
    setOpen(false);
    await send({
      id: Number(record.id),
      currentMissionStage: record.missionStage,
      missionStage: move.to,
      notes: note || null,
    });
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} size="small" color="warning" disabled={sending} onClick={() => setOpen(true)}>
          <PauseCircleOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <DeactivateDialog driverId={record.computedDriverId} onCancel={() => setOpen(false)} onConfirm={confirm} />}
    </>
  );
};
