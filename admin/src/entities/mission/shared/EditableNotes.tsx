// A mission's notes in a table cell, with the pencil of their text edit dialog beside them where
// the user may change them (MissionNoteButton). On a phone's card the pencil is among the card's
// actions instead: a card's body is one tap area, and a button may not sit inside another.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { MissionNoteButton, notesEditable } from './MissionNoteButton';

interface EditableNotesProps {
  /** A driver's list: the pencil only on his own missions (notesEditable). */
  driverId?: number;
  onSaved: (id: number) => unknown;
}

export const EditableNotes = ({ driverId, onSaved }: EditableNotesProps) => {
  const mission = useRecordContext();
  if (!mission) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 0.5, minWidth: 120 }}>
      <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', pt: 0.5 }}>
        {mission.notes}
      </Box>
      {notesEditable(mission, driverId) && <MissionNoteButton onSaved={onSaved} />}
    </Box>
  );
};
