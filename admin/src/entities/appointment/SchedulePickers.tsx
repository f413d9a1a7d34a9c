// The door schedule's site and day: a site of the user's (never All Sites: a schedule is of one
// site), and the day — the previous, today, the next, or any in the date picker.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { nextDay, today } from '../../../../schemas/dates';
import { userZone } from '../../engine/format';
import { PickerProvider, usePickerFormats } from '../../engine/inputs/pickerLocale';
import { previousDay } from './scheduleTime';

interface SchedulePickersProps {
  sites: RaRecord[];
  siteId: number | null;
  day: string;
  onSite: (siteId: number) => void;
  onDay: (day: string) => void;
}

export const SchedulePickers = ({ sites, siteId, day, onSite, onDay }: SchedulePickersProps) => {
  const translate = useTranslate();
  const formats = usePickerFormats();
  const step = (label: string, to: string, icon: ReactNode) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onDay(to)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <PickerProvider>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', pb: 1.5 }}>
        <TextField
          select
          size="small"
          label={translate('schedule.site')}
          value={siteId ?? ''}
          onChange={(e) => onSite(Number(e.target.value))}
          fullWidth={false}
          sx={{ minWidth: 200, maxWidth: '100%' }}
          slotProps={{ select: { inputProps: { 'data-testid': 'schedule-site' } } }}
        >
          {sites.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.siteName}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {step(translate('schedule.previous_day'), previousDay(day), <ChevronLeftIcon />)}
          <Button variant="outlined" size="small" onClick={() => onDay(today(userZone()))}>
            {translate('schedule.today')}
          </Button>
          {step(translate('schedule.next_day'), nextDay(day), <ChevronRightIcon />)}
        </Box>
        <DatePicker
          label={translate('schedule.day')}
          format={formats.date}
          value={dayjs(day)}
          onChange={(d) => d && d.isValid() && onDay(d.format('YYYY-MM-DD'))}
          slotProps={{ textField: { size: 'small', sx: { width: 180 } } }}
        />
      </Box>
    </PickerProvider>
  );
};
