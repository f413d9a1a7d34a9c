// A mission's notes in a table cell, with the pencil of their text edit dialog after them where
// the user may change them (MissionNoteButton). The pencil flows with the text, as its last word:
// beside it, as a column of its own, it made the cell 34 px wider and pushed the driver's Date
// Created out of the table's box at 1400 px. On a phone's card the pencil is among the card's
// actions instead: a card's body is one tap area, and a button may not sit inside another.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { MissionNoteButton, notesEditable } from './MissionNoteButton';

interface EditableNotesProps {
  /** A driver's list: the pencil only on his own missions (notesEditable). */
  driverId?: number;
  /** The narrowest the notes may wrap to (the list's own width for its notes column). */
  minWidth?: number;
  onSaved: (id: number) => unknown;
}

export const EditableNotes = ({ driverId, minWidth, onSaved }: EditableNotesProps) => {
  const mission = useRecordContext();
  if (!mission) return null;
  return (
    <Box component="span" sx={{ display: 'block', minWidth, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {mission.notes}
      {notesEditable(mission, driverId) && (
        <Box component="span" sx={{ display: 'inline-block', verticalAlign: 'middle', ml: mission.notes ? 0.5 : 0 }}>
          <MissionNoteButton onSaved={onSaved} />
        </Box>
      )}
    </Box>
  );
};
