// One spot of a yard check's walk: its name, the trailers the records have there, what was found
// (an entry still waiting for a signal marked so), its state in an icon and words (colour is never
// the only sign), and while the check is open the checker's three answers: Confirm the recorded
// unit, Empty, or Other unit (typed or scanned, UnitDialog).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Paper, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TOUCH } from '../../ui/touch';
import { spotState, type ShownSpot, type SpotState } from './entryQueue';
import { UnitDialog } from './UnitDialog';

const LOOK: Record<SpotState, { icon: typeof CheckCircleIcon; color: string; words: string }> = {
  unchecked: { icon: RadioButtonUncheckedIcon, color: 'text.secondary', words: 'yard_check.state_unchecked' },
  confirmed: { icon: CheckCircleIcon, color: 'success.main', words: 'yard_check.state_confirmed' },
  different: { icon: ErrorOutlineIcon, color: 'warning.main', words: 'yard_check.state_different' },
};

export interface SpotAnswer {
  unitId?: string;
  empty?: true;
}

interface SpotCardProps {
  spot: ShownSpot;
  open: boolean;
  onAnswer: (spot: ShownSpot, answer: SpotAnswer) => void;
}

export const SpotCard = memo(({ spot, open, onAnswer }: SpotCardProps) => {
  const translate = useTranslate();
  const [typing, setTyping] = useState(false);
  const state = spotState(spot);
  const look = LOOK[state];
  const units = (list: string[], some: string, none: string) =>
    list.length ? translate(some, { units: list.join(', ') }) : translate(none);
  const found = spot.entries.filter((e) => !e.isEmpty);
  const waiting = spot.entries.some((e) => e.pending);
  const name = spot.locId ? `${spot.location} · ${spot.locId}` : spot.location;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="yard-spot" data-location={spot.locationId} data-state={state} component="li">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
          {name}
        </Typography>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: look.color }}>
          <look.icon fontSize="small" aria-hidden />
          <Typography variant="body2" component="span">
            {translate(look.words)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {units(
          spot.expected.map((x) => x.unitId),
          'yard_check.recorded',
          'yard_check.recorded_empty',
        )}
      </Typography>
      {spot.entries.length > 0 && (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {found.length
            ? translate('yard_check.found', { units: found.map((e) => e.unitId).join(', ') })
            : translate('yard_check.found_empty')}
          {waiting && (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'info.main' }}
              data-testid="yard-spot-pending"
            >
              <CloudOffIcon sx={{ fontSize: 16 }} aria-hidden />
              {translate('yard_check.pending')}
            </Box>
          )}
        </Typography>
      )}
      {open && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {spot.expected.map((x) => (
            <Button key={x.assetId} variant="contained" size="small" sx={TOUCH} onClick={() => onAnswer(spot, { unitId: x.unitId })}>
              {translate('yard_check.confirm', { unit: x.unitId })}
            </Button>
          ))}
          <Button variant="outlined" size="small" sx={TOUCH} onClick={() => onAnswer(spot, { empty: true })}>
            {translate('yard_check.empty')}
          </Button>
          <Button variant="outlined" size="small" sx={TOUCH} onClick={() => setTyping(true)}>
            {translate('yard_check.other_unit')}
          </Button>
        </Box>
      )}
      {typing && (
        <UnitDialog
          location={spot.location}
          onClose={() => setTyping(false)}
          onEnter={(unitId) => {
            setTyping(false);
            onAnswer(spot, { unitId });
          }}
        />
      )}
    </Paper>
  );
});
SpotCard.displayName = 'SpotCard';
