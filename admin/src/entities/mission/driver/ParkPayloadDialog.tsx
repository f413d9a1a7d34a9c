// The Park and Payload dialog of Complete (operations §2 "Other dialogs", §4): where the asset
// was parked (the target unless the driver says otherwise) and, for an asset that tracks
// payload, the payload as it was left, starting from what the asset carried. Sent with the stage
// in one POST /MissionStage, so the stage and the payload are saved together or not at all.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, RecordContextProvider, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useIsMobile } from '../../../layout/useIsMobile';
import { ChoiceSelect } from '../../../engine/inputs/ChoiceSelect';
import { ScrollToError } from '../../../engine/ScrollToError';
import { PleaseWait } from '../../../ui/PleaseWait';
import { TOUCH } from '../../../ui/touch';
import { PayloadFields } from '../../payload/PayloadFields';
import { payloadStart } from '../../payload/payloadForm';
import { useParkPayloadReads } from './useParkPayloadReads';
import type { StageMove } from '../shared/sendStage';
import { MissionSubject } from '../shared/MissionSubject';
import { completeMove, parkPayloadErrors, type ParkPayloadValues } from './parkPayload';
import { FORM_DIALOG_SX } from '../../../ui/formDialog';
import type { MissionRow } from './stageButtons';

interface ParkPayloadDialogProps {
  mission: MissionRow;
  onCancel: () => void;
  /** Sends the move; field errors keep the dialog open. */
  onSend: (move: StageMove) => Promise<Record<string, string> | undefined>;
}

/** Complete, held (with a spinner: a yard's Wi-Fi can be slow) while the call is out, so a second tap sends nothing. */
const CompleteButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} sx={TOUCH}>
      {translate('missions.driver.complete')}
    </Button>
  );
};

export const ParkPayloadDialog = ({ mission, onCancel, onSend }: ParkPayloadDialogProps) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const { ready, parkChoices, tracksPayload, recent } = useParkPayloadReads(mission);
  // The form's first values, taken once: react-admin's Form starts again whenever its record
  // changes, and a later read (the live stream's reset re-reads every query) would wipe what the
  // driver has entered.
  const [start, setStart] = useState<ParkPayloadValues | null>(null);
  if (ready && start === null)
    setStart({
      // the target, when it is a location the driver may park at
      parkLocationId: parkChoices?.some((c) => c.id === mission.targetLocationId) ? mission.targetLocationId : '',
      notes: '',
      ...payloadStart(tracksPayload ? recent : null),
    });
  const title = translate('missions.driver.park_title');
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" fullScreen={isMobile} aria-labelledby="park-title" sx={FORM_DIALOG_SX}>
      <DialogTitle id="park-title">{title}</DialogTitle>
      <RecordContextProvider value={mission}>
        <Box sx={{ px: 3, pb: 1 }}>
          <MissionSubject />
        </Box>
      </RecordContextProvider>
      {start === null ? (
        <>
          <DialogContent>
            <PleaseWait />
          </DialogContent>
          {/* full screen on a phone, with no backdrop to tap: a read that never comes must not trap the driver */}
          <DialogActions>
            <Button onClick={onCancel} sx={TOUCH}>
              {translate('app.action.cancel')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form
          record={start}
          validate={(values: ParkPayloadValues) => parkPayloadErrors(values, tracksPayload!)}
          onSubmit={(values: ParkPayloadValues) => onSend(completeMove(mission, values, tracksPayload!))}
          noValidate
          disableInvalidFormNotification
        >
          <DialogContent dividers>
            <ScrollToError />
            <ChoiceSelect source="parkLocationId" label={translate('missions.driver.park_location')} choices={parkChoices ?? []} required />
            {tracksPayload && (
              <Box component="section" aria-label={translate('payloads.payload')}>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                  {translate('payloads.payload')}
                </Typography>
                <PayloadFields companyId={mission.companyId} />
              </Box>
            )}
            {/* the stage's note, told apart from the payload's own Notes above it */}
            <TextInput source="notes" label={translate('missions.driver.completion_note')} multiline minRows={2} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} sx={TOUCH}>
              {translate('app.action.cancel')}
            </Button>
            <CompleteButton />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
