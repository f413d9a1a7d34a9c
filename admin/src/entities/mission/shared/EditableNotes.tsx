// A mission's notes in a table cell, with the pencil of their text edit dialog beside them where
// the user may change them (MissionNoteButton). On a phone's card the pencil is among the card's
// actions instead: a card's body is one tap area, and a button may not sit inside another.
import { Box } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { MissionNoteButton } from './MissionNoteButton';

interface EditableNotesProps {
  /** Whether this user may change this mission's notes now. */
  canEdit: (mission: RaRecord) => boolean;
  onSaved: (id: number) => unknown;
}

export const EditableNotes = ({ canEdit, onSaved }: EditableNotesProps) => {
  const mission = useRecordContext();
  if (!mission) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 0.5, minWidth: 120 }}>
      <Box component="span" sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', pt: 0.5 }}>
        {mission.notes}
      </Box>
      {canEdit(mission) && <MissionNoteButton onSaved={onSaved} />}
    </Box>
  );
};
