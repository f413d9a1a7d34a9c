// The confirmations of the door schedule's two undoable-only-by-hand acts: cancelling an
// appointment (status Cancelled: its door is free again, its history kept) — from the dialog or a
// block's Delete key — and deleting it (DELETE /Appointment/{id}).
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useToast } from '../../ui/useToast';
import { useAppointmentWords } from './appointmentLook';
import { useAppointmentSave } from './useAppointmentSave';
import type { Appointment } from './useScheduleData';

export type StatusAct = 'cancel' | 'delete';

interface StatusConfirmProps {
  appointment: Appointment;
  act: StatusAct;
  /** Called with whether the act was done. */
  onClose: (done: boolean) => void;
}

export const StatusConfirm = ({ appointment, act, onClose }: StatusConfirmProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const words = useAppointmentWords()(appointment);
  const { save, remove } = useAppointmentSave();
  const [busy, setBusy] = useState(false);
  const args = { reference: words.reference, from: words.from, to: words.to };

  const confirm = async () => {
    setBusy(true);
    const outcome = act === 'cancel' ? await save(appointment, { status: 'Cancelled' }) : null;
    const done = act === 'cancel' ? outcome !== null && 'saved' in outcome : await remove(appointment.id!);
    setBusy(false);
    if (done) toast.bottom(act === 'cancel' ? 'schedule.cancelled' : 'schedule.deleted', 'success', args);
    onClose(done);
  };

  return (
    <Confirm
      isOpen
      loading={busy}
      title={translate(act === 'cancel' ? 'schedule.dialog.confirm_cancel' : 'schedule.dialog.confirm_delete', args)}
      content={translate(act === 'cancel' ? 'schedule.dialog.confirm_cancel_text' : 'schedule.dialog.confirm_delete_text', args)}
      confirm={translate(act === 'cancel' ? 'schedule.dialog.cancel_appointment' : 'schedule.dialog.delete')}
      cancel={translate('schedule.dialog.keep')}
      confirmColor="warning"
      onConfirm={() => void confirm()}
      onClose={() => onClose(false)}
    />
  );
};
