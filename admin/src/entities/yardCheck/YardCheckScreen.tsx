// The yard check (issue 33) at /dispatch/yardcheck, /site/yardcheck and /driver/yardcheck: start
// a check of a site (or of one location type, the parking rows), then walk it (YardCheckWalk); and
// the checks of the user's sites through the generated filter list of yardCheck (status, start,
// location type; paging, CSV), a row's Open going to its walk or its differences.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { YardCheckRows } from '../../../../schemas/types.generated';
import { FleetError, fleet } from '../../api/fleet';
import { FilterScreenList } from '../../engine/FilterScreenList';
import { HistoryButton } from '../../engine/HistoryButton';
import { useLookups } from '../../engine/inputs/useLookups';
import { LiveIndicator } from '../../engine/live/LiveIndicator';
import { historyPath, useArea } from '../../engine/paths';
import { useSchemas } from '../../engine/SchemaProvider';
import { useSiteChoice } from '../../engine/SiteSelector';
import { useWorkingCompany } from '../../engine/workingCompany';
import { PleaseWait } from '../../ui/PleaseWait';
import { TOUCH } from '../../ui/touch';
import { useToast } from '../../ui/useToast';
import { YARD_CHECK_PATH } from './yardCheckPaths';

const ENTITY = 'yardCheck';

/** Site and location type, then Start: the check's rows open on the walk. */
const StartCheck = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const toast = useToast();
  const company = useWorkingCompany();
  const { sites, value } = useSiteChoice();
  const types = useLookups('LocationType', company);
  const [site, setSite] = useState<number | ''>('');
  const [type, setType] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const active = (sites ?? []).filter((s) => s.isActive !== false);
  const siteId =
    site !== '' ? site : active.some((s) => s.id === value) ? (value as number) : ((active[0]?.id as number | undefined) ?? '');
  const start = async () => {
    if (siteId === '') return;
    setBusy(true);
    try {
      const rows = await fleet.post<YardCheckRows>('/YardCheck', { siteId, locationType: type === '' ? null : type }, { quiet: true });
      toast.bottom('yard_check.started', 'info');
      navigate(`/${area}/${YARD_CHECK_PATH}/${rows.check.id}`);
    } catch (error) {
      const reason = error instanceof FleetError && error.status > 0 ? error.message : translate('ra.notification.http_error');
      toast.saveError('yard_check.start_refused', 'error', { reason });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="yard-check-start">
      <Typography variant="h6" component="h2" id="yard-check-start" sx={{ mb: 1.5 }}>
        {translate('yard_check.start_title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('yard_check.site')}
          value={siteId}
          onChange={(e) => setSite(Number(e.target.value))}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ select: { inputProps: { 'data-testid': 'yard-check-site' } } }}
        >
          {active.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.siteName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('yard_check.location_type')}
          value={type}
          onChange={(e) => setType(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'data-testid': 'yard-check-type' } }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('yard_check.all_locations')}</MenuItem>
          {(types ?? [])
            .filter((t) => t.isActive !== false)
            .map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.description}
              </MenuItem>
            ))}
        </TextField>
        <Button variant="contained" startIcon={<FactCheckIcon />} onClick={start} disabled={busy || siteId === ''} sx={TOUCH}>
          {translate('yard_check.start')}
        </Button>
      </Box>
    </Paper>
  );
};

/** A check's own buttons: Open (its walk, or its differences once closed) and its change history. */
const CheckActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const schema = useSchemas().schemas?.[ENTITY];
  if (!record || !schema) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap', gap: 0.5 }}>
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        onClick={() => navigate(`/${area}/${YARD_CHECK_PATH}/${record.id}`)}
        aria-label={translate('yard_check.open_check', { id: record.id, site: record.siteName ?? '' })}
      >
        {translate('yard_check.open')}
      </Button>
      <HistoryButton path={historyPath(area, schema, record.id)} />
    </Box>
  );
};

const YardCheckScreen = () => {
  const translate = useTranslate();
  const { schemas } = useSchemas();
  const schema = schemas?.[ENTITY];
  if (!schema) return <PleaseWait />;
  return (
    <FilterScreenList
      schema={schema}
      screen={schema['x-rest']!}
      title={translate('yard_check.checks')}
      intro={<StartCheck />}
      actions={<LiveIndicator />}
      rowActions={<CheckActions />}
      onAdd={null}
      hideAdd
    />
  );
};

export default YardCheckScreen;
