// The stage buttons of one mission on the driver's list (operations §4 "Driver actions"), and the
// dialog each opens: Complete the Park and Payload dialog, every other move a confirmation with
// an optional note (required to Wait).
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIsMobile } from '../../../layout/useIsMobile';
import type { StageMove } from '../shared/sendStage';
import { MissionStage } from '../shared/stages';
import { ParkPayloadDialog } from './ParkPayloadDialog';
import { NoteDialog } from '../shared/NoteDialog';
import { stageButtons, type MissionRow, type StageButton } from './stageButtons';
import { TOUCH } from '../../../ui/touch';
import { WaitMinutes } from './WaitMinutes';
import { MissionSubject } from '../shared/MissionSubject';

/** The Park and Payload form's fields: the server's complaints about them go back to the form. */
const PARK_FIELDS = [
  'parkLocationId',
  'notes',
  'payloadStatusId',
  'payloadAssignId',
  'isRefrigerated',
  'temperature',
  'payloadNotes',
  'payloadContents',
];

interface StageButtonsProps {
  mission: MissionRow;
  userId: number;
  /** The user works another loaded mission: he cannot take this one on. */
  busy: boolean;
  ownerName: string;
  change: (move: StageMove, formFields?: string[]) => Promise<Record<string, string> | undefined>;
}

export const StageButtons = ({ mission, userId, busy, ownerName, change }: StageButtonsProps) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  // The mission as it was when the button was pressed: its stage is the one the move is sent
  // from, even when a refresh shows a newer one meanwhile (then the server answers a mismatch).
  const [open, setOpen] = useState<{ button: StageButton; seen: MissionRow } | null>(null);
  const buttons = stageButtons(mission, userId, busy);
  const moveFrom = (seen: MissionRow, to: number, notes?: string | null): StageMove => ({
    id: seen.id,
    currentMissionStage: seen.missionStage ?? MissionStage.None,
    missionStage: to,
    notes: notes?.trim() || null,
  });
  const close = () => setOpen(null);
  const label = (b: StageButton) => translate(`missions.driver.${b.action}`);
  // Activate or Transfer held back by another active mission: the button says why (a disabled
  // button alone leaves a driver guessing, and a phone shows no tooltip)
  const held = buttons.some((b) => b.held);
  const reasonId = `busy-reason-${mission.id}`;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="stage-buttons">
      {buttons.map((b) => (
        <Button
          key={b.action}
          variant={b.enabled ? 'contained' : 'outlined'}
          color={b.action === 'waiting' ? 'warning' : 'primary'}
          size={isMobile ? 'large' : 'small'}
          disabled={!b.enabled}
          onClick={() => setOpen({ button: b, seen: mission })}
          aria-describedby={b.held ? reasonId : undefined}
          // whole beside a reason that wraps (a Button's own min-width let the row squeeze it to 64 px)
          sx={isMobile ? { ...TOUCH, flex: '1 1 auto' } : { whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {label(b)}
        </Button>
      ))}
      {held && (
        <Typography id={reasonId} variant="body2" color="text.secondary" data-testid="busy-reason">
          {translate('missions.driver.busy_reason')}
        </Typography>
      )}
      {mission.missionStage === MissionStage.Wait && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('missions.driver.waited')} <WaitMinutes mission={mission} /> {translate('missions.driver.minutes')}
        </Typography>
      )}
      {open?.button.action === 'complete' && (
        <ParkPayloadDialog
          mission={open.seen}
          onCancel={close}
          onSend={async (move) => {
            const errors = await change(move, PARK_FIELDS);
            if (!errors) close();
            return errors;
          }}
        />
      )}
      {open && open.button.action !== 'complete' && (
        <NoteDialog
          title={translate('missions.driver.stage_title', { id: mission.id })}
          subject={<MissionSubject />}
          question={translate(`missions.driver.confirm_${open.button.action}`, { name: ownerName })}
          confirmLabel={translate(open.button.action === 'waiting' ? 'missions.driver.resume' : `missions.driver.${open.button.action}`)}
          noteRequired={open.button.to === MissionStage.Wait}
          onCancel={close}
          onConfirm={async (note) => {
            await change(moveFrom(open.seen, open.button.to, note));
            close();
          }}
        />
      )}
    </Box>
  );
};
