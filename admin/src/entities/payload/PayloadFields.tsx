// The fields of a payload (operations §2 "Payload manager", §3, §5) after its asset and location:
// payload status, payload assignment, the refrigerated toggle, the temperature (°F, which counts
// only when refrigerated), notes and the content rows — in the payload manager and in the Park and
// Payload dialog of a completing mission. Lookups are the payload's company's.
import { BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ChoiceSelect } from '../../engine/inputs/ChoiceSelect';
import { activeChoices } from '../../engine/inputs/choices';
import { useLookups } from '../../engine/inputs/useLookups';
import { PayloadContentRows } from './PayloadContentRows';

interface PayloadFieldsProps {
  companyId: number | null | undefined;
  /** Nothing can be edited yet (no asset chosen, its payload not loaded). */
  disabled?: boolean;
}

const LookupChoice = ({
  source,
  group,
  label,
  companyId,
  disabled,
}: PayloadFieldsProps & { source: string; group: 'PayloadStatus' | 'PayloadAssignment'; label: string }) => {
  const current = useWatch({ name: source });
  const lookups = useLookups(group, companyId);
  // required by payloadForm.ts, which checks the form as a whole
  return (
    <ChoiceSelect
      source={source}
      label={label}
      choices={activeChoices(lookups, (l) => l.description, current)}
      disabled={disabled}
      required
    />
  );
};

/** The lookups these fields choose from, read ahead of them (the driver's home, for Complete offline). */
export function usePayloadLookups(companyId: number | null | undefined): void {
  useLookups('PayloadStatus', companyId);
  useLookups('PayloadAssignment', companyId);
  useLookups('PayloadContent', companyId);
}

export const PayloadFields = ({ companyId, disabled }: PayloadFieldsProps) => {
  const translate = useTranslate();
  const refrigerated = useWatch({ name: 'isRefrigerated' }) as boolean;
  const common = { companyId, disabled };
  return (
    <>
      <LookupChoice {...common} source="payloadStatusId" group="PayloadStatus" label={translate('payloads.payload_status')} />
      <LookupChoice {...common} source="payloadAssignId" group="PayloadAssignment" label={translate('payloads.payload_assignment')} />
      <BooleanInput source="isRefrigerated" label={translate('payloads.refrigerated')} helperText={false} disabled={disabled} />
      {/* required while refrigerated (payloadForm.ts): marked so as soon as the toggle is on; its
          message room kept like the other fields', so the fields stand evenly spaced */}
      <NumberInput
        source="temperature"
        label={translate('payloads.temperature')}
        disabled={disabled || !refrigerated}
        required={refrigerated}
        size="small"
        margin="dense"
        fullWidth
      />
      <TextInput source="payloadNotes" label={translate('payloads.payload_notes')} multiline minRows={2} fullWidth disabled={disabled} />
      <PayloadContentRows companyId={companyId} disabled={disabled} />
    </>
  );
};
