// The mission a dialog acts on, as a driver or a dispatcher knows it: its trailer and its move.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldFor } from '../../../engine/fieldFor';
import { useSchemas } from '../../../engine/SchemaProvider';

/**
 * The mission in context — 'TRL-1001: Row A → Door 04' — at the top of the dialogs its stage and
 * dispatch buttons open: the mission's number alone tells a driver on a phone little.
 */
export const MissionSubject = () => {
  const translate = useTranslate();
  const { schemas } = useSchemas();
  const mission = schemas?.mission;
  if (!schemas || !mission) return null;
  const typed = (name: string) => fieldFor(schemas, mission, name, translate);
  return (
    // the names are fields with a Typography of their own: they take the line's size and weight
    <Typography
      component="span"
      data-testid="mission-subject"
      sx={{ display: 'block', fontWeight: 600, '& .MuiTypography-root': { font: 'inherit' } }}
    >
      {typed('assetId')}: {typed('sourceLocationId')} → {typed('targetLocationId')}
    </Typography>
  );
};
