// The text edit dialog of a mission's notes (operations §2 "Other dialogs", §7 POST /Mission/Note,
// §8): 'Mission note updated successfully' (a toast), or 'Mission note update failed, Please see
// logs' in the dialog, left open so that what was typed is not lost. The server takes a note from the
// dispatcher, or from the mission's own operator, until the mission is completed.
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { fleet } from '../../../api/fleet';
import { claimOwnChange } from '../../../engine/live/ownChanges';
import { TOUCH } from '../../../ui/touch';
import { useToast } from '../../../ui/useToast';
import { MissionSubject } from './MissionSubject';
import { NoteDialog } from './NoteDialog';
import { MissionStage } from './stages';

/**
 * Whether the user may change the mission's notes now, as the server rules: until it is completed,
 * and for a driver (`driverId`) only on a mission computed to him.
 */
export const notesEditable = (mission: RaRecord, driverId?: number) =>
  mission.missionStage !== MissionStage.Complete && (driverId === undefined || mission.computedDriverId === driverId);

interface MissionNoteButtonProps {
  disabled?: boolean;
  /** After a save: the list reads the mission again. */
  onSaved: (id: number) => unknown;
}

export const MissionNoteButton = ({ disabled = false, onSaved }: MissionNoteButtonProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!record) return null;
  const id = Number(record.id);
  const label = translate('missions.note_edit');
  const save = async (notes: string) => {
    // the list reads the mission back after the save: its own live event need not read it again
    const release = claimOwnChange('mission', [id]);
    try {
      await fleet.post('/Mission/Note', { missionId: id, notes }, { quiet: true });
    } catch (error) {
      release();
      console.error('Mission note update failed', error);
      setFailed(true);
      return;
    }
    setFailed(false);
    toast.bottom('missions.note_saved', 'success');
    setOpen(false);
    await onSaved(id);
  };
  return (
    // a click here (or in the dialog, whose events React passes up through its portal) is not a click on the row
    <Box component="span" sx={{ display: 'inline-flex' }} onClick={(e) => e.stopPropagation()}>
      <Tooltip title={label}>
        {/* a disabled button gets no pointer events: the tooltip listens on its wrapper */}
        <span>
          <IconButton
            aria-label={label}
            size="small"
            color="primary"
            disabled={disabled}
            onClick={() => {
              setFailed(false);
              setOpen(true);
            }}
            sx={{ minHeight: { xs: TOUCH.minHeight }, minWidth: { xs: TOUCH.minWidth } }}
            data-testid="mission-note"
          >
            <EditNoteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {open && (
        <NoteDialog
          title={translate('missions.note_title', { id })}
          subject={<MissionSubject />}
          confirmLabel={translate('ra.action.save')}
          noteRequired={false}
          initialNote={String(record.notes ?? '')}
          noteLabel={translate('missions.note_label')}
          error={failed ? translate('missions.note_failed') : null}
          onCancel={() => setOpen(false)}
          onConfirm={save}
        />
      )}
    </Box>
  );
};
