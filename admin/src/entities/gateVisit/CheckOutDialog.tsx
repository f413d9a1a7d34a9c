// Check Out (issue 32): a trailer in the yard (the open visits of the chosen site, searched by
// Unit ID), its outbound seal (required when loaded), loaded or empty, tractor, driver and notes —
// one POST /Gate/CheckOut. The server refuses it while the trailer has an open mission, naming it.
// Loaded or Empty starts as the trailer's load was last recorded (its payload: the check-in's, or a
// driver's Complete since), so the guard confirms rather than types what the yard already knows.
import { Autocomplete } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetList, useGetOne, useInput, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ALL } from '../../../../schemas/enums';
import { formatDateTime } from '../../engine/format';
import { OFFERED, SearchField, useSearchPickerTexts, useSearchText } from '../../engine/inputs/serverSearch';
import { useSiteChoice } from '../../engine/SiteSelector';
import { useToast } from '../../ui/useToast';
import { useMostRecent } from '../payload/useMostRecent';
import { CHECK_OUT_FIELDS, checkOutBody, checkOutErrors, type CheckOutValues } from './gateForms';
import { GateDialog, Hauler, LoadAndSeal, Notes, Wide } from './GateFormParts';
import { useLoadedStatuses } from './useGateChoices';
import { useGateCall, type GateVisitAnswer } from './useGateCall';

/** 'TRL-1009 · Lakeshore Logistics' — the trailer and who brought it. */
const visitName = (v: RaRecord) => [v.unitId, v.carrierName].filter(Boolean).join(' · ');

/** The trailer to check out, among the open visits of the chosen site (all the user's sites when none is chosen). */
const VisitInput = ({ first, onVisit }: { first: RaRecord | undefined; onVisit: (visit: RaRecord | null) => void }) => {
  const translate = useTranslate();
  const { value: site } = useSiteChoice();
  const input = useInput({ source: 'visitId' });
  const pickerTexts = useSearchPickerTexts();
  const [text, setText] = useState('');
  const search = useSearchText(text);
  const [chosen, setChosen] = useState<RaRecord | null>(first ?? null);
  const typed = chosen && search === visitName(chosen) ? '' : search;
  const { data, isPending } = useGetList('gatevisits', {
    pagination: { page: 1, perPage: OFFERED },
    sort: { field: 'unitId', order: 'ASC' },
    filter: { inYard: true, ...(site !== ALL ? { siteId: site } : {}), ...(typed ? { unitId: typed } : {}) },
  });
  return (
    <Autocomplete
      options={data ?? []}
      value={chosen}
      onChange={(_, visit) => {
        setChosen(visit);
        onVisit(visit);
        input.field.onChange(visit?.id ?? '');
      }}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      getOptionLabel={visitName}
      renderOption={({ key, ...props }, v) => (
        <li key={key} {...props}>
          {`${visitName(v)} — ${translate('gate.in_yard_since', { date: formatDateTime(v.checkInDate) })}`}
        </li>
      )}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      {...pickerTexts}
      loading={isPending}
      noOptionsText={translate('gate.no_open_visits')}
      renderInput={(params) => (
        <SearchField
          params={params}
          input={input}
          label={translate('gate.visit')}
          hint={chosen ? translate('gate.in_yard_since', { date: formatDateTime(chosen.checkInDate) }) : undefined}
        />
      )}
      data-testid="gate-visit"
    />
  );
};

/** What the trailer was checked in with; its payload's later changes (a driver's Complete) come from the payload. */
type VisitLoad = { assetId?: unknown; checkInDate?: unknown; inPayloadStatusId?: unknown };

/**
 * Loaded or Empty as the trailer's load was last recorded — its payload when saved since the
 * check-in, else the check-in's own (a payload older than the visit, none, or one that cannot be
 * read) — until the guard chooses another value: another trailer chosen meanwhile brings its own
 * (blank while it is read, so a quick submit never sends the trailer before's), none chosen none.
 * (react-hook-form's dirty state cannot tell the guard's choice from this one: a field set back
 * to its start marks every field differing from its start dirty.)
 */
const LoadAsRecorded = ({ visit }: { visit: VisitLoad | null | undefined }) => {
  const assetId = visit?.assetId as number | undefined;
  const payload = useMostRecent(assetId, { orNone: true });
  const { setValue, getValues } = useFormContext<CheckOutValues>();
  const prefilled = useRef<CheckOutValues['payloadStatusId']>('');
  useEffect(() => {
    const shown = getValues('payloadStatusId');
    if (shown !== prefilled.current && shown !== '') return; // the guard's choice
    const since = (at: unknown) => Date.parse(String(at)) >= Date.parse(String(visit?.checkInDate));
    const recorded =
      assetId === undefined || payload === undefined
        ? ''
        : payload && since(payload.updateDate)
          ? (payload.payloadStatusId ?? '')
          : ((visit?.inPayloadStatusId as number | null | undefined) ?? '');
    prefilled.current = recorded;
    setValue('payloadStatusId', recorded);
  }, [assetId, payload, visit?.checkInDate, visit?.inPayloadStatusId, setValue, getValues]);
  return null;
};

interface CheckOutDialogProps {
  companyId: number | null;
  /** The visit whose row was chosen, else none yet. */
  visitId?: number;
  onClose: () => void;
}

export const CheckOutDialog = ({ companyId, visitId, onClose }: CheckOutDialogProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const loaded = useLoadedStatuses(companyId);
  const { data: first, isPending } = useGetOne('gatevisits', { id: visitId! }, { enabled: visitId !== undefined });
  const [picked, setPicked] = useState<RaRecord | null | undefined>(undefined);
  const shown = picked === undefined ? first : picked;
  const [start] = useState<CheckOutValues>(() => ({
    visitId: visitId ?? '',
    sealNumber: '',
    payloadStatusId: '',
    tractor: '',
    driverName: '',
    notes: '',
  }));
  const onDone = useCallback(
    (visit: GateVisitAnswer) => {
      toast.bottom('gate.checked_out', 'success', { unit: visit.unitId });
      onClose();
    },
    [toast, onClose],
  );
  const send = useGateCall<CheckOutValues>({ path: '/Gate/CheckOut', body: checkOutBody, fields: CHECK_OUT_FIELDS, onDone });
  const title = translate('gate.check_out');
  if (visitId !== undefined && isPending) return null;
  return (
    <GateDialog
      id="check-out"
      title={title}
      start={start}
      validate={(v: CheckOutValues) => checkOutErrors(v, loaded)}
      onSubmit={send}
      onClose={onClose}
    >
      <Wide>
        <VisitInput first={first} onVisit={setPicked} />
      </Wide>
      <LoadAsRecorded visit={shown} />
      <Hauler />
      <LoadAndSeal sealLabel={translate('gate.out_seal')} companyId={companyId} loaded={loaded} />
      <Notes />
    </GateDialog>
  );
};
