// Booking and editing an appointment (issue 33): the door, carrier, reference, direction (Inbound
// or Outbound), the window and notes — one POST /Appointment. A free slot opens it prefilled with
// its door and start (an hour long); a block opens it with its record, and with Cancel Appointment,
// Complete and Delete. The server's refusal stands under the field it names (a double booking
// under Window Start) and in a toast.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { activeChoices } from '../../engine/inputs/choices';
import { ChoiceSelect } from '../../engine/inputs/ChoiceSelect';
import { DateTimeInput } from '../../engine/inputs/DateTimeInput';
import { useLookups } from '../../engine/inputs/useLookups';
import { useIsMobile } from '../../layout/useIsMobile';
import { FORM_DIALOG_SX } from '../../ui/formDialog';
import { TOUCH } from '../../ui/touch';
import { useToast } from '../../ui/useToast';
import { useCarrierChoices } from '../gateVisit/useGateChoices';
import { statusOf, useAppointmentWords } from './appointmentLook';
import { BOOKING_MINUTES, SLOT_MS } from './scheduleTime';
import { StatusConfirm, type StatusAct } from './StatusConfirm';
import { useAppointmentSave } from './useAppointmentSave';
import type { Appointment, Door } from './useScheduleData';

/** A booking of a free slot, or an appointment to edit. */
export type DialogSubject = { kind: 'book'; doorId: number; startDate: string } | { kind: 'edit'; appointment: Appointment };

const FIELDS = ['doorId', 'carrierId', 'reference', 'payloadAssignId', 'startDate', 'endDate', 'notes'];
const requiredValue = required();

const startOf = (subject: DialogSubject): FieldValues =>
  subject.kind === 'edit'
    ? { ...subject.appointment, reference: subject.appointment.reference ?? '', notes: subject.appointment.notes ?? '' }
    : {
        doorId: subject.doorId,
        carrierId: '',
        reference: '',
        payloadAssignId: '',
        startDate: subject.startDate,
        endDate: new Date(Date.parse(subject.startDate) + BOOKING_MINUTES * 60_000).toISOString(),
        notes: '',
      };

/** Window End at least 15 minutes after Window Start, as the server holds it. */
const validate = (v: FieldValues) =>
  v.startDate && v.endDate && Date.parse(v.endDate) - Date.parse(v.startDate) < SLOT_MS ? { endDate: 'schedule.dialog.end_after' } : {};

/** A new Window Start keeps the window's length: the end moves with it. */
const KeepLength = () => {
  const start = useWatch({ name: 'startDate' }) as string | null;
  const { getValues, setValue } = useFormContext();
  const last = useRef(start);
  useEffect(() => {
    const before = last.current;
    last.current = start;
    const end = getValues('endDate') as string | null;
    if (!before || !start || !end || before === start) return;
    setValue('endDate', new Date(Date.parse(end) + Date.parse(start) - Date.parse(before)).toISOString(), { shouldDirty: true });
  }, [start, getValues, setValue]);
  return null;
};

const Submit = ({ label }: { label: string }) => (
  <Button type="submit" variant="contained" loading={useFormState().isSubmitting} sx={TOUCH} data-testid="appointment-submit">
    {label}
  </Button>
);

interface AppointmentDialogProps {
  subject: DialogSubject;
  companyId: number | null;
  siteId: number;
  doors: Door[];
  onClose: () => void;
}

export const AppointmentDialog = ({ subject, companyId, siteId, doors, onClose }: AppointmentDialogProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const isMobile = useIsMobile();
  const words = useAppointmentWords();
  const { save } = useAppointmentSave();
  const [start] = useState(() => startOf(subject));
  const [act, setAct] = useState<StatusAct | null>(null);
  const editing = subject.kind === 'edit' ? subject.appointment : null;
  const carriers = useCarrierChoices(companyId, start.carrierId);
  const directions = activeChoices(useLookups('PayloadAssignment', companyId), (l) => String(l.description), start.payloadAssignId);
  const status = editing ? statusOf(editing) : null;
  const open = status === 'Scheduled' || status === 'Arrived' || status === 'Late';

  const submit = async (values: FieldValues, changes: Partial<Appointment> = {}) => {
    const record = editing ? { ...editing, ...values } : { ...values, siteId };
    const outcome = await save(record as Appointment, {
      payloadAssignId: values.payloadAssignId === '' ? null : values.payloadAssignId,
      reference: values.reference?.trim() || null,
      notes: values.notes?.trim() || null,
      ...changes,
    });
    if (outcome && 'saved' in outcome) {
      const key = changes.status === 'Completed' ? 'schedule.completed' : editing ? 'schedule.saved' : 'schedule.booked';
      toast.bottom(key, 'success', { reference: words(outcome.saved).reference });
      onClose();
      return undefined;
    }
    const onForm = Object.entries(outcome?.refused ?? {}).filter(([field]) => FIELDS.includes(field));
    return onForm.length ? Object.fromEntries(onForm) : undefined;
  };

  const title = editing ? translate('schedule.dialog.edit', { reference: words(editing).reference }) : translate('schedule.dialog.book');
  return (
    <>
      <Dialog
        open={act === null}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={isMobile}
        aria-labelledby="appointment-title"
        sx={FORM_DIALOG_SX}
      >
        <DialogTitle id="appointment-title">{title}</DialogTitle>
        <Form
          record={start}
          validate={validate}
          onSubmit={(v: FieldValues) => submit(v) as Promise<never>}
          noValidate
          disableInvalidFormNotification
        >
          <DialogContent dividers>
            {editing && (
              <Typography variant="body2" sx={{ mb: 1 }} data-testid="appointment-status">
                {translate('schedule.dialog.status', { status: words(editing).status })}
              </Typography>
            )}
            <KeepLength />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
              <ChoiceSelect source="doorId" label={translate('schedule.dialog.door')} choices={doors} validate={requiredValue} />
              <ChoiceSelect
                source="carrierId"
                label={translate('schedule.dialog.carrier')}
                choices={carriers ?? []}
                validate={requiredValue}
              />
              <TextInput source="reference" label={translate('schedule.dialog.reference')} size="small" margin="dense" fullWidth />
              <ChoiceSelect source="payloadAssignId" label={translate('schedule.dialog.direction')} choices={directions} />
              <DateTimeInput source="startDate" label={translate('schedule.dialog.start')} validate={requiredValue} />
              <DateTimeInput source="endDate" label={translate('schedule.dialog.end')} validate={requiredValue} />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextInput source="notes" label={translate('schedule.dialog.notes')} multiline minRows={2} fullWidth />
              </Box>
            </Box>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {editing && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mr: 'auto' }}>
                {open && (
                  <Button color="warning" onClick={() => setAct('cancel')} sx={TOUCH}>
                    {translate('schedule.dialog.cancel_appointment')}
                  </Button>
                )}
                {open && <CompleteButton onComplete={submit} />}
                <Button color="error" onClick={() => setAct('delete')} sx={TOUCH}>
                  {translate('schedule.dialog.delete')}
                </Button>
              </Box>
            )}
            <Button onClick={onClose} sx={TOUCH}>
              {translate('schedule.dialog.close')}
            </Button>
            <Submit label={translate(editing ? 'schedule.dialog.save' : 'schedule.book')} />
          </DialogActions>
        </Form>
      </Dialog>
      {editing && act && <StatusConfirm appointment={editing} act={act} onClose={(done) => (done ? onClose() : setAct(null))} />}
    </>
  );
};

/** Complete: the form as it stands, with status Completed. */
const CompleteButton = ({ onComplete }: { onComplete: (v: FieldValues, c: Partial<Appointment>) => Promise<unknown> }) => {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const [busy, setBusy] = useState(false);
  const complete = async () => {
    setBusy(true);
    await onComplete(getValues(), { status: 'Completed' });
    setBusy(false);
  };
  return (
    <Button color="success" loading={busy} onClick={() => void complete()} sx={TOUCH}>
      {translate('schedule.dialog.complete')}
    </Button>
  );
};
