// The detention report (issue 32) at /dispatch/detention and /site/detention: the visits checked
// in between two days (at most MAX_DAYS apart) at the chosen site, of one carrier or all — each
// with its carrier, unit, check-in, check-out, dwell, free time, detention and amount — the totals
// per carrier, and the CSV (POST /Detention/Export). The server computes every figure; a trailer
// still in the yard counts to now, so the report follows the live stream and the minute.
import { Box, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, ListBase, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { today } from '../../../../../schemas/dates';
import { EmptyList } from '../../../engine/EmptyList';
import { ExportButton } from '../../../engine/ExportButton';
import { formatDateTime, formatNumber, userZone } from '../../../engine/format';
import { DayPicker } from '../../../engine/inputs/DayPicker';
import { PickerProvider } from '../../../engine/inputs/pickerLocale';
import { ListPagination } from '../../../engine/ListPagination';
import { useLiveEvent } from '../../../engine/live/useLiveEvent';
import { RecordCards } from '../../../engine/RecordCards';
import { SideScroll } from '../../../engine/SideScroll';
import { SiteSelector, useSiteChoice } from '../../../engine/SiteSelector';
import { useWorkingCompany } from '../../../engine/workingCompany';
import { useIsMobile } from '../../../layout/useIsMobile';
import { PageBanner } from '../../../ui/PageBanner';
import { PleaseWait } from '../../../ui/PleaseWait';
import { useDuration, useMoney } from '../ClockLine';
import { useCarrierChoices } from '../useGateChoices';
import { detentionBody, lastDays, MAX_DAYS, rangeIsValid, type DetentionFigures, type DetentionRow } from './detentionReport';

/** As the operational lists (operations §9). */
const REFRESH_MS = 60_000;
const EXPORT = { call: 'Detention/Export', file: 'DetentionReport.csv' };
/** The report's rows in the query cache (read again on a gate visit's change). */
const RESOURCE = 'detention';
const COLUMNS = [
  'carrierName',
  'unitId',
  'siteName',
  'checkInDate',
  'checkOutDate',
  'dwellMinutes',
  'freeMinutes',
  'detentionMinutes',
  'amount',
] as const;
type Column = (typeof COLUMNS)[number];
const LABELS: Record<Column, string> = {
  carrierName: 'detention.carrier',
  unitId: 'detention.unit',
  siteName: 'detention.site',
  checkInDate: 'detention.check_in',
  checkOutDate: 'detention.check_out',
  dwellMinutes: 'detention.dwell',
  freeMinutes: 'detention.free',
  detentionMinutes: 'detention.detention',
  amount: 'detention.amount',
};
/** Figures align right, as in a spreadsheet. */
const FIGURES: Column[] = ['dwellMinutes', 'freeMinutes', 'detentionMinutes', 'amount'];

/** One cell of a row, read from the record context (the table's and the cards' alike). */
const Cell = ({ name }: { name: Column }) => {
  const record = useRecordContext<DetentionRow & RaRecord>();
  const translate = useTranslate();
  const duration = useDuration();
  const money = useMoney();
  if (!record) return null;
  switch (name) {
    case 'checkInDate':
      return <>{formatDateTime(record.checkInDate)}</>;
    case 'checkOutDate':
      return <>{record.checkOutDate ? formatDateTime(record.checkOutDate) : translate('detention.in_yard')}</>;
    case 'dwellMinutes':
    case 'freeMinutes':
      return <>{duration(record[name])}</>;
    case 'detentionMinutes':
      return record.detentionMinutes > 0 ? (
        <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
          {duration(record.detentionMinutes)}
        </Box>
      ) : (
        <>{duration(0)}</>
      );
    case 'amount':
      return <>{record.amount === null ? translate('detention.no_rate') : money(record.amount)}</>;
    default:
      return <>{String(record[name] ?? '')}</>;
  }
};

const DAY_FIELD = { size: 'small', sx: { width: 170 } };

/** The totals per carrier over every row (not the page): visits, detention and its amount. */
const Totals = () => {
  const translate = useTranslate();
  const duration = useDuration();
  const money = useMoney();
  const figures = (useListContext().meta as { figures?: DetentionFigures } | undefined)?.figures;
  if (!figures?.totals.length) return null;
  return (
    <Box sx={{ mb: 2, maxWidth: 720 }}>
      <Typography variant="h6" component="h2" id="detention-totals" sx={{ mb: 0.5 }}>
        {translate('detention.totals')}
      </Typography>
      <SideScroll label={translate('detention.totals')}>
        <Table size="small" aria-labelledby="detention-totals" data-testid="detention-totals">
          <TableHead>
            <TableRow>
              <TableCell>{translate('detention.carrier')}</TableCell>
              <TableCell align="right">{translate('detention.visits')}</TableCell>
              <TableCell align="right">{translate('detention.detention')}</TableCell>
              <TableCell align="right">{translate('detention.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.totals.map((t) => (
              <TableRow key={t.carrierId}>
                <TableCell>{t.carrierName}</TableCell>
                <TableCell align="right">{formatNumber(t.visits)}</TableCell>
                <TableCell align="right">{duration(t.detentionMinutes)}</TableCell>
                <TableCell align="right">{t.amount === null ? translate('detention.no_rate') : money(t.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScroll>
    </Box>
  );
};

/** The visits, a page at a time (the server's order: newest check-in first): a table, or cards on a phone. */
const Rows = ({ columns }: { columns: Column[] }) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const labelOf = (c: string) => translate(LABELS[c as Column]);
  const empty = <EmptyList headings={columns.map(labelOf)} text={translate('detention.none')} />;
  if (isMobile)
    return <RecordCards columns={columns} labelOf={labelOf} fieldOf={(c) => <Cell name={c as Column} />} actions={null} empty={empty} />;
  return (
    <SideScroll label={translate('detention.rows')}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={empty}
        data-testid="detention-rows"
        // ten columns beside the menu at 1400 px: narrow padding keeps the Amount in view
        sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}
      >
        {columns.map((c) => (
          <DataTable.Col key={c} source={c} label={labelOf(c)} align={FIGURES.includes(c) ? 'right' : 'left'} disableSort>
            <Cell name={c} />
          </DataTable.Col>
        ))}
      </DataTable>
    </SideScroll>
  );
};

/** Export, once there is something to export. */
const Export = ({ body }: { body: Record<string, unknown> }) => {
  const { total } = useListContext();
  return <ExportButton call={EXPORT.call} file={EXPORT.file} body={body} disabled={!total} asText />;
};

const DetentionScreen = () => {
  const translate = useTranslate();
  const client = useQueryClient();
  const company = useWorkingCompany();
  const { sites, value: siteId, siteIds } = useSiteChoice();
  const [[from, to], setRange] = useState<[string | null, string | null]>(() => lastDays(today(userZone())));
  const [carrierId, setCarrierId] = useState<number | null>(null);
  const carriers = useCarrierChoices(company, carrierId);
  const valid = rangeIsValid(from, to);
  const body = company !== null && siteIds && valid ? detentionBody({ companyId: company, siteId, carrierId, from, to }) : null;
  // a check-in or check-out anywhere changes the report (a trailer's dwell stops at its check-out)
  useLiveEvent('gateVisit', () => void client.invalidateQueries({ queryKey: [RESOURCE] }));
  const columns = COLUMNS.filter((c) => c !== 'siteName' || (sites?.length ?? 0) > 1);
  const pickers = (
    <PickerProvider>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', pb: 1.5 }}>
        <SiteSelector />
        <TextField
          select
          size="small"
          label={translate('detention.carrier')}
          value={carrierId ?? ''}
          onChange={(e) => setCarrierId(e.target.value === '' ? null : Number(e.target.value))}
          fullWidth={false}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'data-testid': 'detention-carrier' } }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('detention.all_carriers')}</MenuItem>
          {(carriers ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id} disabled={c.disabled}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <DayPicker label={translate('detention.from')} value={from} onChange={(d) => setRange([d, to])} textField={DAY_FIELD} />
        <DayPicker label={translate('detention.to')} value={to} onChange={(d) => setRange([from, d])} textField={DAY_FIELD} />
      </Box>
    </PickerProvider>
  );
  const title = translate('detention.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      {body === null ? (
        <>
          <PageBanner title={title} />
          {pickers}
          {valid ? (
            <PleaseWait />
          ) : (
            <Typography color="error" role="alert">
              {translate('detention.range', { days: MAX_DAYS })}
            </Typography>
          )}
        </>
      ) : (
        <ListBase
          resource={RESOURCE}
          perPage={25}
          sort={{ field: 'checkInDate', order: 'DESC' }}
          storeKey={false}
          disableSyncWithLocation
          queryOptions={{ meta: { call: 'Detention', body }, refetchInterval: REFRESH_MS }}
        >
          <PageBanner title={title}>
            <Export body={body} />
          </PageBanner>
          {pickers}
          <Totals />
          <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {translate('detention.rows')}
          </Typography>
          <Rows columns={columns} />
          <ListPagination />
        </ListBase>
      )}
    </Box>
  );
};

export default DetentionScreen;
