// The dock appointment a trailer comes for (issue 33), in Check In: the site's Scheduled
// appointments whose window starts yesterday or today (a late one still counts), the chosen
// carrier's when one is chosen, found by typing their reference, carrier or door. Picking one sets
// the carrier and its direction (Inbound or Outbound) too; the server then turns it Arrived (or Late) and, with no park location, sends
// the yard move to its door.
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { today } from '../../../../schemas/dates';
import { FilterOption } from '../../../../schemas/enums';
import { formatDateTime, userZone } from '../../engine/format';

interface Appointment {
  id: number;
  reference: string | null;
  carrierId: number;
  carrierName: string | null;
  doorId: number | null;
  doorName: string | null;
  payloadAssignId: number | null;
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/** The filtered list's body: the site's Scheduled appointments starting yesterday or today, in the user's zone. */
function scheduledOfToday(companyId: number | null, siteId: number, zone: string, now = Date.now()) {
  const days = [today(zone, new Date(now - DAY_MS)), today(zone, new Date(now))];
  return {
    companyId,
    siteIds: [siteId],
    filters: [
      { type: 'Status', filterType: 'Enum', option: FilterOption.Exact, value: 'Scheduled', active: true },
      { type: 'WindowStart', filterType: 'Date', option: FilterOption.Range, value: days, active: true },
    ],
  };
}

export const AppointmentPick = ({ companyId }: { companyId: number | null }) => {
  const translate = useTranslate();
  const zone = userZone();
  const { setValue, getValues } = useFormContext();
  const [siteId, carrierId, appointmentId] = useWatch({ name: ['siteId', 'carrierId', 'appointmentId'] });
  const body = useMemo(() => (typeof siteId === 'number' ? scheduledOfToday(companyId, siteId, zone) : null), [companyId, siteId, zone]);
  const { data } = useGetList<Appointment>(
    'appointments',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'startDate', order: 'ASC' }, meta: { call: 'Appointments', body } },
    { enabled: body !== null },
  );
  const options = useMemo(
    () => (data ?? []).filter((a) => !carrierId || a.carrierId === carrierId || a.id === appointmentId),
    [data, carrierId, appointmentId],
  );
  const value = options.find((a) => a.id === appointmentId) ?? null;
  // the window's start as the user reads a time (its date is today's or yesterday's), then what finds it
  const label = (a: Appointment) =>
    [formatDateTime(a.startDate, zone), a.reference ?? `#${a.id}`, a.carrierName, a.doorName].filter(Boolean).join(' · ');
  return (
    <Autocomplete
      options={options}
      value={value}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={body === null}
      onChange={(_e, picked) => {
        setValue('appointmentId', picked?.id ?? null, { shouldDirty: true });
        if (picked) setValue('carrierId', picked.carrierId, { shouldDirty: true });
        // its direction (an outbound load comes for an Outbound appointment), unless chosen already
        if (picked?.payloadAssignId && !getValues('payloadAssignId'))
          setValue('payloadAssignId', picked.payloadAssignId, { shouldDirty: true });
        // the yard move goes to the appointment's door, shown in Park Location, where the guard may
        // still choose another place or No yard move (a park location chosen first is kept)
        if (picked?.doorId && !getValues('parkLocationId')) setValue('parkLocationId', picked.doorId, { shouldDirty: true });
      }}
      noOptionsText={translate('gate.no_appointments')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('gate.appointment')}
          size="small"
          margin="dense"
          helperText={value ? translate('gate.appointment_door', { door: value.doorName ?? '' }) : translate('gate.appointment_help')}
          inputProps={{ ...params.inputProps, 'data-testid': 'gate-appointment' }}
        />
      )}
    />
  );
};
