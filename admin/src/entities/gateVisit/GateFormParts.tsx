// What the gate's two dialogs share: the dialog around a react-admin form (full screen on a phone
// and a tablet, its title and buttons always in view), the submit button held while the call is
// out (a guard shack's Wi-Fi can be slow: a second tap sends nothing), two columns of fields where
// there is room, the company's lookups, the hauler's fields and the notes.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import { ScrollToError } from '../../engine/ScrollToError';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import type { LookupGroupName } from '../../../../schemas/enums';
import { ChoiceSelect } from '../../engine/inputs/ChoiceSelect';
import { activeChoices } from '../../engine/inputs/choices';
import { useLookups } from '../../engine/inputs/useLookups';
import { useIsMobile } from '../../layout/useIsMobile';
import { FORM_DIALOG_SX } from '../../ui/formDialog';
import { TOUCH } from '../../ui/touch';

const SubmitButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} sx={TOUCH} data-testid="gate-submit">
      {label}
    </Button>
  );
};

interface GateDialogProps<V extends FieldValues> {
  id: string;
  title: string;
  start: V;
  validate: (values: V) => object;
  onSubmit: (values: V) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
  children: ReactNode;
}

export function GateDialog<V extends FieldValues>({ id, title, start, validate, onSubmit, onClose, children }: GateDialogProps<V>) {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isMobile} aria-labelledby={`${id}-title`} sx={FORM_DIALOG_SX}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <Form
        record={start}
        validate={validate as (v: FieldValues) => object}
        onSubmit={onSubmit as (v: FieldValues) => Promise<never>}
        noValidate
        disableInvalidFormNotification
      >
        <DialogContent dividers>
          <ScrollToError />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
            {children}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={TOUCH}>
            {translate('app.action.cancel')}
          </Button>
          <SubmitButton label={title} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** A field across both columns. */
export const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;

/** A lookup of the company (Loaded or Empty, Inbound or Outbound, a new trailer's type and category), required. */
export const CompanyLookup = ({
  source,
  group,
  label,
  companyId,
}: {
  source: string;
  group: LookupGroupName;
  label: string;
  companyId: number | null;
}) => {
  const lookups = useLookups(group, companyId);
  return <ChoiceSelect source={source} label={label} choices={activeChoices(lookups, (l) => String(l.description), null)} required />;
};

/** Who brings or takes the trailer: the tractor and the driver's name. */
export const Hauler = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="tractor" label={translate('gate.tractor')} size="small" margin="dense" fullWidth />
      <TextInput source="driverName" label={translate('gate.driver_name')} size="small" margin="dense" fullWidth />
    </>
  );
};

/** The visit's notes, across both columns. */
export const Notes = () => {
  const translate = useTranslate();
  return (
    <Wide>
      <TextInput source="notes" label={translate('gate.notes')} multiline minRows={2} fullWidth />
    </Wide>
  );
};

/** Loaded or Empty, and the seal, marked required while the status is a loaded one (gateForms.ts checks it). */
export const LoadAndSeal = ({ sealLabel, companyId, loaded }: { sealLabel: string; companyId: number | null; loaded: Set<unknown> }) => {
  const translate = useTranslate();
  const status = useWatch({ name: 'payloadStatusId' });
  return (
    <>
      <CompanyLookup source="payloadStatusId" group="PayloadStatus" label={translate('gate.payload_status')} companyId={companyId} />
      <TextInput source="sealNumber" label={sealLabel} required={loaded.has(status)} size="small" margin="dense" fullWidth />
    </>
  );
};
