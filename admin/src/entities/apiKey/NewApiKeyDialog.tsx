// The New API Key dialog: a name, the user type the key acts as (Dispatch Manager or Driver), the
// sites it may reach (the company's) and its expiry — one POST /ApiKey. The server's refusals show
// under the fields they name. Once made, the dialog shows the whole key with a Copy button: the
// server keeps only its hash, so this is the one time anyone sees it.
import {
  Box,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { today } from '../../../../schemas/dates';
import { UserType, userTypeLabels } from '../../../../schemas/enums';
import { FleetError, fleet } from '../../api/fleet';
import { userZone } from '../../engine/format';
import { DayPicker } from '../../engine/inputs/DayPicker';
import { PickerProvider } from '../../engine/inputs/pickerLocale';
import { userTypeKey } from '../../i18n/i18nProvider';
import { useIsMobile } from '../../layout/useIsMobile';
import { AskActions, ShownOnce, ShownOnceActions } from '../../ui/ShownOnce';
import { newKeyBody, type NewKeyValues, startValues } from './newKey';

const TYPES = [UserType.DispatchManager, UserType.Driver];

interface Created {
  prefix: string;
  secret: string;
}

export const NewApiKeyDialog = ({ onClose }: { onClose: (created: boolean) => void }) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const [values, setValues] = useState<NewKeyValues>(startValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const { data: sites = [] } = useGetList('sites', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'siteName', order: 'ASC' } });
  /** A field changed: its value, and its error gone (the next Create says whether it holds). */
  const set = (change: Partial<NewKeyValues>) => {
    setValues((v) => ({ ...v, ...change }));
    const fields = Object.keys(change).map((f) => (f === 'expiresOn' ? 'expiresAt' : f));
    setErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f))) : e));
  };

  const submit = async () => {
    const { body, problems } = newKeyBody(values, userZone());
    if (problems) return setErrors(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, translate(key)])));
    setSending(true);
    try {
      setCreated(await fleet.post<Created>('/ApiKey', body, { quiet: true }));
    } catch (error) {
      const details =
        error instanceof FleetError && Array.isArray(error.details) ? (error.details as { field: string; message: string }[]) : [];
      const shown = Object.fromEntries(details.map((d) => [d.field, d.message]));
      setErrors(Object.keys(shown).length ? shown : { name: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  };

  const title = translate(created ? 'api_key.created_title' : 'api_key.create_title');
  return (
    <Dialog open onClose={() => onClose(!!created)} fullWidth maxWidth="sm" fullScreen={isMobile} aria-labelledby="new-api-key-title">
      <DialogTitle id="new-api-key-title">{title}</DialogTitle>
      <DialogContent dividers>
        {created ? (
          <ShownOnce label={translate('api_key.secret')} value={created.secret} warning={translate('api_key.copy_now')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              label={translate('resources.apikeys.fields.name', { _: 'Key Name' })}
              value={values.name}
              onChange={(e) => set({ name: e.target.value })}
              error={!!errors.name}
              helperText={errors.name ?? translate('api_key.name_hint')}
              required
              fullWidth
              autoFocus
            />
            <TextField
              select
              label={translate('api_key.user_type')}
              value={values.userType}
              onChange={(e) => set({ userType: Number(e.target.value) })}
              error={!!errors.userType}
              helperText={errors.userType}
              fullWidth
            >
              {TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {translate(userTypeKey(t), { _: userTypeLabels[t] })}
                </MenuItem>
              ))}
            </TextField>
            <FormControl error={!!errors.siteAccess} component="fieldset">
              <FormLabel component="legend">{translate('api_key.sites')}</FormLabel>
              <FormGroup>
                {sites.map((s) => (
                  <FormControlLabel
                    key={s.id}
                    label={s.siteName}
                    control={
                      <Checkbox
                        checked={values.siteAccess.includes(s.id as number)}
                        onChange={(e) =>
                          set({
                            siteAccess: e.target.checked
                              ? [...values.siteAccess, s.id as number]
                              : values.siteAccess.filter((id) => id !== s.id),
                          })
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors.siteAccess && <FormHelperText>{errors.siteAccess}</FormHelperText>}
            </FormControl>
            <PickerProvider>
              <DayPicker
                label={translate('api_key.expires')}
                value={values.expiresOn}
                onChange={(day) => set({ expiresOn: day ?? '' })}
                // the days before the user's today are greyed out (a key ends at the end of its day: newKey.ts)
                minDate={today(userZone())}
                textField={{ variant: 'filled', required: true, fullWidth: true, error: !!errors.expiresAt, helperText: errors.expiresAt }}
              />
            </PickerProvider>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {created ? (
          <ShownOnceActions value={created.secret} onDone={() => onClose(true)} />
        ) : (
          <AskActions label={translate('api_key.create')} sending={sending} onCancel={() => onClose(false)} onSend={() => void submit()} />
        )}
      </DialogActions>
    </Dialog>
  );
};
