// Check In (issue 32): site, carrier, trailer (one of the company's or a new Unit ID with its type
// and category), tractor, driver, seal (required when loaded), loaded or empty, inbound or
// outbound, the reefer's set point and gate temperature when refrigerated, an optional park
// location of the site (a yard move queued on the board), the dock appointment it comes for
// (issue 33) and notes — one POST /Gate/CheckIn.
import { Alert } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BooleanInput, NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ALL } from '../../../../schemas/enums';
import { ChoiceSelect } from '../../engine/inputs/ChoiceSelect';
import { useSiteChoice } from '../../engine/SiteSelector';
import { useToast } from '../../ui/useToast';
import { CHECK_IN_ALIASES, CHECK_IN_FIELDS, checkInBody, checkInErrors, isNewTrailer, type CheckInValues } from './gateForms';
import { CompanyLookup, GateDialog, Hauler, LoadAndSeal, Notes, Wide } from './GateFormParts';
import { AppointmentPick } from './AppointmentPick';
import { TrailerInput } from './TrailerInput';
import { useCarrierChoices, useLoadedStatuses, useParkChoices } from './useGateChoices';
import { useGateCall, type GateVisitAnswer } from './useGateCall';

/** A new trailer's type and category, asked only while the Unit ID names none of the company's assets. */
const NewTrailer = ({ companyId }: { companyId: number | null }) => {
  const translate = useTranslate();
  const [assetId, unitId] = useWatch({ name: ['assetId', 'unitId'] }) as [number | null, string];
  if (!isNewTrailer({ assetId, unitId })) return null;
  return (
    <>
      <Wide>
        <Alert severity="info" sx={{ my: 0.5 }} data-testid="gate-new-trailer">
          {translate('gate.new_trailer', { unit: unitId.trim() })}
        </Alert>
      </Wide>
      <CompanyLookup source="assetType" group="AssetType" label={translate('gate.asset_type')} companyId={companyId} />
      <CompanyLookup source="assetCategory" group="AssetCategory" label={translate('gate.asset_category')} companyId={companyId} />
    </>
  );
};

/** The park location among the chosen site's; a change of site clears it. */
const ParkLocation = ({ companyId, onChoices }: { companyId: number | null; onChoices: (names: Map<unknown, string>) => void }) => {
  const translate = useTranslate();
  const siteId = useWatch({ name: 'siteId' });
  const { setValue } = useFormContext();
  const choices = useParkChoices(companyId, siteId);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else setValue('parkLocationId', '');
  }, [siteId, setValue]);
  useEffect(() => onChoices(new Map((choices ?? []).map((c) => [c.id, c.name]))), [choices, onChoices]);
  return (
    <ChoiceSelect
      source="parkLocationId"
      label={translate('gate.park_location')}
      choices={[{ id: '', name: translate('gate.park_none') }, ...(choices ?? [])]}
      helperText={typeof siteId === 'number' ? translate('gate.park_help') : translate('gate.choose_site_first')}
      disabled={typeof siteId !== 'number'}
    />
  );
};

/** Set point and gate temperature, while refrigerated. */
const Reefer = () => {
  const translate = useTranslate();
  const refrigerated = useWatch({ name: 'isRefrigerated' }) as boolean;
  if (!refrigerated) return null;
  return (
    <>
      <NumberInput source="setPoint" label={translate('gate.set_point')} required size="small" margin="dense" fullWidth />
      <NumberInput source="temperature" label={translate('gate.temperature')} required size="small" margin="dense" fullWidth />
    </>
  );
};

export const CheckInDialog = ({ companyId, onClose }: { companyId: number | null; onClose: () => void }) => {
  const translate = useTranslate();
  const toast = useToast();
  const { sites, value: chosenSite } = useSiteChoice();
  const carriers = useCarrierChoices(companyId);
  const loaded = useLoadedStatuses(companyId);
  const parkNames = useRef(new Map<unknown, string>());
  const keepParkNames = useCallback((names: Map<unknown, string>) => void (parkNames.current = names), []);
  const siteChoices = useMemo(
    () => (sites ?? []).filter((s) => s.isActive !== false).map((s) => ({ id: s.id as number, name: String(s.siteName) })),
    [sites],
  );
  // taken once: the form starts again whenever its record changes
  const [start] = useState<CheckInValues>(() => ({
    siteId: chosenSite !== ALL ? chosenSite : siteChoices.length === 1 ? siteChoices[0].id : '',
    carrierId: '',
    assetId: null,
    unitId: '',
    assetType: '',
    assetCategory: '',
    payloadStatusId: '',
    payloadAssignId: '',
    isRefrigerated: false,
    setPoint: null,
    temperature: null,
    parkLocationId: '',
    appointmentId: null,
    tractor: '',
    driverName: '',
    sealNumber: '',
    notes: '',
  }));
  const onDone = useCallback(
    (visit: GateVisitAnswer) => {
      const location = visit.parkLocationId ? parkNames.current.get(visit.parkLocationId) : undefined;
      if (location && visit.missionId) toast.bottom('gate.checked_in_move', 'success', { unit: visit.unitId, location });
      else toast.bottom('gate.checked_in', 'success', { unit: visit.unitId });
      onClose();
    },
    [toast, onClose],
  );
  const send = useGateCall<CheckInValues>({
    path: '/Gate/CheckIn',
    body: checkInBody,
    fields: CHECK_IN_FIELDS,
    aliases: CHECK_IN_ALIASES,
    onDone,
  });
  const title = translate('gate.check_in');
  return (
    <GateDialog
      id="check-in"
      title={title}
      start={start}
      validate={(v: CheckInValues) => checkInErrors(v, loaded)}
      onSubmit={send}
      onClose={onClose}
    >
      <ChoiceSelect source="siteId" label={translate('gate.site')} choices={siteChoices} required />
      <ChoiceSelect source="carrierId" label={translate('gate.carrier')} choices={carriers ?? []} required />
      <Wide>
        <AppointmentPick companyId={companyId} />
      </Wide>
      <Wide>
        <TrailerInput companyId={companyId} />
      </Wide>
      <NewTrailer companyId={companyId} />
      <Hauler />
      <LoadAndSeal sealLabel={translate('gate.seal')} companyId={companyId} loaded={loaded} />
      <CompanyLookup
        source="payloadAssignId"
        group="PayloadAssignment"
        label={translate('gate.payload_assignment')}
        companyId={companyId}
      />
      <BooleanInput source="isRefrigerated" label={translate('gate.refrigerated')} helperText={false} />
      <Reefer />
      <Wide>
        <ParkLocation companyId={companyId} onChoices={keepParkNames} />
      </Wide>
      <Notes />
    </GateDialog>
  );
};
