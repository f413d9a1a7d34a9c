// The mission form's own inputs (operations §2 "Mission form", §5), plugged into the generic
// editor: the ship date with past days disabled, the operator among the company's working
// drivers, assets that track payload, locations named with their site, notes never null.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { today } from '../../../../../schemas/dates';
import { UserStatus } from '../../../../../schemas/enums';
import type { PropInputProps } from '../../../engine/entityUi';
import { ChoiceSelect } from '../../../engine/inputs/ChoiceSelect';
import { DateInput } from '../../../engine/inputs/DateInput';
import { userZone } from '../../../engine/format';
import { ReferenceSelect } from '../../../engine/inputs/ReferenceSelect';
import { carriedNameOf } from '../../../engine/schemaTypes';
import { useLocationChoices, useLocations } from '../../../engine/inputs/useLocationChoices';
import { useOperators } from '../shared/useOperators';

/** Drivers a mission may be given to (the server's rule, server/entities/mission/save.ts). */
const WORKING: number[] = [UserStatus.Active, UserStatus.Locked];

/**
 * The ship date: past days greyed out in the picker, and a past day typed in refused as the
 * server refuses it (save.ts), before any call — only when changed, as a mission of an earlier
 * day keeps its date through other edits.
 */
export const ShipDateInput = ({ name, validate, readOnly }: PropInputProps) => {
  const saved = useRecordContext()?.[name] as string | undefined;
  const notPast = useMemo<Validator>(
    () => (value) => (typeof value === 'string' && value !== saved && value < today(userZone()) ? 'missions.form_ship_past' : undefined),
    [saved],
  );
  return <DateInput source={name} validate={[...validate, notPast]} readOnly={readOnly} disablePast />;
};

/**
 * Operator: Active or Locked drivers; an inactive one only when already assigned, shown disabled.
 * None is 0 on screen and unset (null) in the record, as the spec's "operator 0 becomes unset".
 */
export const OperatorInput = ({ name, validate, readOnly, helperText }: PropInputProps) => {
  const translate = useTranslate();
  const { operators } = useOperators();
  const current = useWatch({ name }) as number | null;
  const reaches = useReachesLocations();
  const choices = operators
    .filter((o) => WORKING.includes(o.status) || o.id === current)
    .map((o) => {
      const elsewhere = !reaches(o.siteAccess);
      const label = o.displayName ?? '';
      return {
        id: o.id,
        name: elsewhere ? translate('missions.form_operator_elsewhere', { name: label }) : label,
        disabled: !WORKING.includes(o.status) || elsewhere,
      };
    })
    .sort((a, b) => Number(a.disabled) - Number(b.disabled) || a.name.localeCompare(b.name));
  // the chosen driver reaches neither location (chosen before them): said now, not only by the
  // server's refusal on Save — which it makes only when the operator or a location changes
  const watched = [name, 'sourceLocationId', 'targetLocationId'];
  const { dirtyFields } = useFormState({ name: watched });
  const changed = watched.some((f) => (dirtyFields as Record<string, unknown>)[f]);
  const chosen = operators.find((o) => o.id === current);
  const stranded = !readOnly && changed && !!chosen && !reaches(chosen.siteAccess);
  return (
    <ChoiceSelect
      source={name}
      validate={validate}
      readOnly={readOnly}
      helperText={
        stranded ? (
          <Box component="span" sx={{ color: 'error.main' }} data-testid="operator-no-access">
            {translate('missions.form_operator_no_access')}
          </Box>
        ) : (
          helperText
        )
      }
      choices={[{ id: 0, name: translate('lists.none') }, ...choices]}
      format={(v: number | null) => v ?? 0}
      parse={(v: number) => (v ? v : null)}
    />
  );
};

/**
 * Whether a driver with these sites reaches the chosen Source or Target Location: a driver lists
 * only the missions of his sites, so the server refuses one who reaches neither (save.ts). A saved
 * location at a site the user cannot open has no site he can read: then the server judges alone.
 */
function useReachesLocations() {
  const [source, target] = useWatch({ name: ['sourceLocationId', 'targetLocationId'] }) as [number | null, number | null];
  const locations = useLocations();
  return (siteAccess: number[] | undefined) => {
    const chosen = [source, target].filter((id) => !!id).map((id) => locations?.find((l) => l.id === id));
    if (chosen.some((l) => !l)) return true;
    const sites = chosen.map((l) => l!.siteId as number);
    return !sites.length || !siteAccess || sites.some((site) => siteAccess.includes(site));
  };
}

/** Asset: the company's active assets that track payload (the current one stays, disabled, if not). */
export const AssetInput = ({ schema, name, validate, readOnly, placeholder, helperText }: PropInputProps) => (
  <ReferenceSelect
    schema={schema}
    reference="asset"
    source={name}
    validate={validate}
    readOnly={readOnly}
    placeholder={placeholder}
    helperText={helperText}
    filter={{ hasPayload: true }}
  />
);

/**
 * Source and Target Location: the active locations of the sites within reach (useLocationChoices).
 * The mission's saved location at a site the user cannot open stays, disabled, named as the
 * mission carries it (x-name-of): the server keeps a reference the record already has.
 */
export const LocationInput = ({ schema, name, validate, readOnly, placeholder, helperText }: PropInputProps) => {
  const current = useWatch({ name });
  const record = useRecordContext();
  const reached = useLocationChoices(current);
  const carried = carriedNameOf(schema, name);
  const saved = record?.[name];
  const far = reached && carried && saved != null && record?.[carried] != null && !reached.some((c) => c.id === saved);
  const choices = far ? [...reached, { id: saved as number, name: String(record![carried]), disabled: true }] : (reached ?? []);
  return (
    <ChoiceSelect
      source={name}
      validate={validate}
      readOnly={readOnly}
      placeholder={placeholder}
      helperText={helperText}
      choices={choices}
    />
  );
};

/** '{name} can equal Source Location': the spec's wording (sic), which the server answers too. */
export const differsFrom =
  (name: string): Validator =>
  (value, values) =>
    value && value === values?.sourceLocationId ? { message: 'missions.form_target_is_source', args: { name } } : undefined;

/** Target Location: as Source Location, and never the same one. */
export const TargetLocationInput = (props: PropInputProps) => {
  const translate = useTranslate();
  const differs = useMemo(() => differsFrom(translate(`resources.missions.fields.${props.name}`)), [translate, props.name]);
  return <LocationInput {...props} validate={[...props.validate, differs]} />;
};

/** Notes: cleared notes are saved as '' (operations §5), not as null. */
export const NotesInput = ({ name, validate, readOnly }: PropInputProps) => (
  <TextInput source={name} validate={validate} readOnly={readOnly} multiline minRows={3} parse={(v: string | null) => v ?? ''} />
);
