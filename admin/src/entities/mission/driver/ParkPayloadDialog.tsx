// The Park and Payload dialog of Complete (operations §2 "Other dialogs", §4): where the asset
// was parked (the target unless the driver says otherwise) and, for an asset that tracks
// payload, the payload as it was left — sent with the stage in one POST /MissionStage, so the
// stage and the payload are saved together or not at all.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { BooleanInput, Form, NumberInput, TextInput, useGetMany, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { useIsMobile } from '../../../layout/useIsMobile';
import { ChoiceSelect } from '../../../engine/inputs/ChoiceSelect';
import { activeChoices } from '../../../engine/inputs/choices';
import { PleaseWait } from '../../../ui/PleaseWait';
import type { StageMove } from '../shared/sendStage';
import { completeMove, parkPayloadErrors, type ParkPayloadValues } from './parkPayload';
import { PayloadContentRows } from './PayloadContentRows';
import type { MissionRow } from './stageButtons';
import { TOUCH } from '../shared/touch';
import { useLookups } from './useLookups';
import { useParkLocations } from './useParkLocations';

interface ParkPayloadDialogProps {
  mission: MissionRow;
  onCancel: () => void;
  /** Sends the move; field errors keep the dialog open. */
  onSend: (move: StageMove) => Promise<Record<string, string> | undefined>;
}

/** Temperature counts only for a refrigerated payload. */
const TemperatureInput = () => {
  const translate = useTranslate();
  const refrigerated = useWatch({ name: 'isRefrigerated' }) as boolean;
  return (
    <NumberInput
      source="temperature"
      label={translate('missions.driver.temperature')}
      disabled={!refrigerated}
      size="small"
      margin="dense"
      fullWidth
      helperText={false}
    />
  );
};

/** Complete, held while the call is out so a second tap sends nothing. */
const CompleteButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} sx={TOUCH}>
      {translate('missions.driver.complete')}
    </Button>
  );
};

export const ParkPayloadDialog = ({ mission, onCancel, onSend }: ParkPayloadDialogProps) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const statuses = useLookups('PayloadStatus', mission.companyId);
  const assignments = useLookups('PayloadAssignment', mission.companyId);
  const parkChoices = useParkLocations();
  // A mission's asset tracks payload when it is saved; one the driver cannot read is taken to.
  const { data: assets } = useGetMany('assets', { ids: [mission.assetId] });
  const tracksPayload = assets ? assets[0]?.hasPayload !== false : undefined;
  const ready = statuses && assignments && parkChoices && tracksPayload !== undefined;
  const record: ParkPayloadValues = {
    // the target, when it is a location the driver may park at
    parkLocationId: parkChoices?.some((c) => c.id === mission.targetLocationId) ? mission.targetLocationId : '',
    notes: '',
    isRefrigerated: false,
    temperature: null,
    payloadContents: [],
  };
  const title = translate('missions.driver.park_title');
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" fullScreen={isMobile} aria-labelledby="park-title">
      <DialogTitle id="park-title">{title}</DialogTitle>
      {!ready ? (
        <DialogContent>
          <PleaseWait />
        </DialogContent>
      ) : (
        <Form
          record={record}
          validate={(values: ParkPayloadValues) => parkPayloadErrors(values, tracksPayload!)}
          onSubmit={(values: ParkPayloadValues) => onSend(completeMove(mission, values, tracksPayload!))}
          noValidate
          disableInvalidFormNotification
        >
          <DialogContent dividers>
            <ChoiceSelect source="parkLocationId" label={translate('missions.driver.park_location')} choices={parkChoices} />
            {tracksPayload && (
              <Box component="section" aria-label={translate('missions.driver.payload')}>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                  {translate('missions.driver.payload')}
                </Typography>
                <ChoiceSelect
                  source="payloadStatusId"
                  label={translate('missions.driver.payload_status')}
                  choices={activeChoices(statuses, (l) => l.description, null)}
                />
                <ChoiceSelect
                  source="payloadAssignId"
                  label={translate('missions.driver.payload_assignment')}
                  choices={activeChoices(assignments, (l) => l.description, null)}
                />
                <BooleanInput source="isRefrigerated" label={translate('missions.driver.refrigerated')} helperText={false} />
                <TemperatureInput />
                <TextInput source="payloadNotes" label={translate('missions.driver.payload_notes')} multiline minRows={2} fullWidth />
                <PayloadContentRows companyId={mission.companyId!} />
              </Box>
            )}
            <TextInput source="notes" label={translate('missions.driver.note')} multiline minRows={2} fullWidth />
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
