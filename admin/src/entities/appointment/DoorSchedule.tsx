// The door schedule (issue 33) at /dispatch/schedule and /site/schedule: one site's dock doors
// through one day — a grid of doors and quarter hours from a tablet's width up, a list per door on
// a phone. Booking, editing, moving, resizing and cancelling all save through POST /Appointment;
// a refused move snaps back with the server's words in a toast and read aloud. The day's
// appointments follow the live stream (useScheduleData.ts): a booking anywhere shows here within
// a second.
import { Alert, Box } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../engine/format';
import { LiveIndicator } from '../../engine/live/LiveIndicator';
import { useWorkingCompany } from '../../engine/workingCompany';
import { useIsMobile } from '../../layout/useIsMobile';
import { PageBanner } from '../../ui/PageBanner';
import { PleaseWait } from '../../ui/PleaseWait';
import { AppointmentDialog, type DialogSubject } from './AppointmentDialog';
import { useAppointmentWords } from './appointmentLook';
import { DoorList } from './DoorList';
import { ScheduleGrid } from './ScheduleGrid';
import { SchedulePickers } from './SchedulePickers';
import { StatusConfirm } from './StatusConfirm';
import { useAppointmentSave } from './useAppointmentSave';
import { useMoves } from './useMoves';
import { useDayAppointments, useDoors, type Appointment } from './useScheduleData';
import { useScheduleScope } from './useScheduleScope';

/** Read by screen readers, seen by no one. */
const UNSEEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const DoorSchedule = () => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const company = useWorkingCompany();
  const { sites, siteId, day, setSite, setDay } = useScheduleScope();
  const doors = useDoors(company, siteId);
  const { data: appointments, isError } = useDayAppointments(company, siteId, day);
  const { save } = useAppointmentSave();
  const words = useAppointmentWords();
  const [dialog, setDialog] = useState<DialogSubject | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [said, say] = useState('');

  const book = useCallback((doorId: number, startDate: string) => setDialog({ kind: 'book', doorId, startDate }), []);
  const open = useCallback((appointment: Appointment) => setDialog({ kind: 'edit', appointment }), []);
  const doorOf = (id: number) => doors?.find((d) => d.id === id)?.name ?? '';
  // what a move did, said aloud: where the block now stands, or where it stays and why
  const { pending, move } = useMoves(save, (last, outcome) => {
    if (outcome && 'saved' in outcome) {
      const w = words(outcome.saved);
      say(translate('schedule.moved', { reference: w.reference, door: doorOf(outcome.saved.doorId), from: w.from, to: w.to }));
    } else {
      const w = words(last);
      const reason = outcome?.message ?? translate('schedule.failed');
      say(translate('schedule.snapped_back', { reference: w.reference, door: doorOf(last.doorId), from: w.from, to: w.to, reason }));
    }
  });

  const site = sites?.find((s) => s.id === siteId);
  const title = translate('schedule.title');
  const body = () => {
    if (!sites) return <PleaseWait />;
    if (siteId === null) return <Alert severity="info">{translate('schedule.no_sites')}</Alert>;
    if (!doors) return <PleaseWait />;
    if (!doors.length) return <Alert severity="info">{translate('schedule.no_doors')}</Alert>;
    const rows = appointments ?? [];
    if (isMobile) return <DoorList day={day} doors={doors} appointments={rows} onBook={book} onOpen={open} />;
    return (
      <ScheduleGrid
        label={translate('schedule.grid', { site: site?.siteName ?? '', day: formatDate(day) })}
        day={day}
        doors={doors}
        appointments={rows}
        pending={pending}
        onBook={book}
        onOpen={open}
        onMove={(a, to) => void move(a, to)}
        onCancel={setCancelling}
      />
    );
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageBanner title={title}>
        <LiveIndicator />
      </PageBanner>
      {sites && <SchedulePickers sites={sites} siteId={siteId} day={day} onSite={setSite} onDay={setDay} />}
      {isError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('schedule.read_failed')}
        </Alert>
      )}
      {body()}
      <Box role="status" aria-live="polite" sx={UNSEEN} data-testid="schedule-announcer">
        {said}
      </Box>
      {dialog && siteId !== null && doors && (
        <AppointmentDialog subject={dialog} companyId={company} siteId={siteId} doors={doors} onClose={() => setDialog(null)} />
      )}
      {cancelling && <StatusConfirm appointment={cancelling} act="cancel" onClose={() => setCancelling(null)} />}
    </Box>
  );
};

export default DoorSchedule;
