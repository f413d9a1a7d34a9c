// The stage rows of one mission, under its expanded row (operations §2 "Mission history"): stage,
// date (MM-DD-YYYY hh:mm A in the user's zone), user and notes, oldest first, read with
// GET /MissionHistory/Stages/{id} when the row is opened. The query is keyed by the mission's
// update stamp too, so a list that reloads a changed mission (Refresh, the minute's refresh)
// reloads its open stage rows with it. A table on wide screens, a list inside a phone's card.
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { fleet } from '../../../api/fleet';
import { formatDateTime } from '../../../engine/format';
import { useIsMobile } from '../../../layout/useIsMobile';
import { stageLabel } from '../shared/stages';

export interface StageRow {
  id: number;
  missionId: number;
  missionStage: number;
  createDate: string;
  createUser: string | null;
  notes: string | null;
}

const HEADINGS = ['history_stage', 'history_date', 'history_user', 'history_notes'];

const cellsOf = (row: StageRow) => [stageLabel(row.missionStage), formatDateTime(row.createDate), row.createUser ?? '', row.notes ?? ''];

export const MissionStages = () => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const mission = useRecordContext();
  const id = mission?.id;
  const { data } = useQuery({
    queryKey: ['missionStages', id, mission?.updateDate],
    queryFn: ({ signal }) => fleet.get<StageRow[]>(`/MissionHistory/Stages/${id}`, { signal }),
    enabled: id != null,
  });
  if (!data) return null;
  const label = translate('missions.history_stages');
  if (!data.length)
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ py: 1, px: { xs: 0, md: 1 } }}
        aria-label={label}
        data-testid="mission-stages"
      >
        {translate('missions.history_no_stages')}
      </Typography>
    );
  if (isMobile)
    return (
      <Stack spacing={1} aria-label={label} data-testid="mission-stages" role="list">
        {data.map((row) => {
          const [stage, date, user, notes] = cellsOf(row);
          return (
            <Box key={row.id} role="listitem" data-testid="mission-stage-row" sx={{ borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, fontSize: 14 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {stage}
                </Typography>
                <Typography variant="body2">{date}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {user}
                </Typography>
              </Box>
              {notes && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {notes}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
    );
  return (
    <Box sx={{ pl: 6, pr: 1, pb: 1 }}>
      <Table size="small" aria-label={label} data-testid="mission-stages" sx={{ width: 'auto' }}>
        <TableHead>
          <TableRow>
            {HEADINGS.map((key) => (
              <TableCell key={key}>{translate(`missions.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="mission-stage-row">
              {cellsOf(row).map((text, i) => (
                <TableCell key={HEADINGS[i]} sx={i === 3 ? { whiteSpace: 'normal', minWidth: 240 } : { whiteSpace: 'nowrap' }}>
                  {text}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
