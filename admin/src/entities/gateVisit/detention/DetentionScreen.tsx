// The detention report (issue 32) at /dispatch/detention and /site/detention: the visits checked
// in between two days (at most MAX_DAYS apart) at the chosen site, of one carrier or all — each
// with its carrier, unit, check-in, check-out, dwell, free time, detention and amount — the totals
// per carrier, and the CSV (POST /Detention/Export). The server computes every figure; a trailer
// still in the yard counts to now, so the report follows the live stream and the minute.
import { Box, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { DataTable, ListContextProvider, useList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { today } from '../../../../../schemas/dates';
import { fleet } from '../../../api/fleet';
import { EmptyList } from '../../../engine/EmptyList';
import { ExportButton } from '../../../engine/ExportButton';
import { formatDateTime, formatNumber, userZone } from '../../../engine/format';
import { PickerProvider, usePickerFormats } from '../../../engine/inputs/pickerLocale';
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
import { detentionBody, lastDays, MAX_DAYS, rangeIsValid, type DetentionAnswer, type DetentionRow } from './detentionReport';

/** As the operational lists (operations §9). */
const REFRESH_MS = 60_000;
const EXPORT = { call: 'Detention/Export', file: 'DetentionReport.csv' };
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

const Day = ({ label, value, onChange }: { label: string; value: string | null; onChange: (day: string | null) => void }) => (
  <DatePicker
    label={label}
    format={usePickerFormats().date}
    value={value ? dayjs(value) : null}
    onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : null)}
    slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
  />
);

/** The totals per carrier: visits, detention and its amount. */
const Totals = ({ answer }: { answer: DetentionAnswer }) => {
  const translate = useTranslate();
  const duration = useDuration();
  const money = useMoney();
  if (!answer.totals.length) return null;
  return (
    <Box component="section" aria-labelledby="detention-totals" sx={{ mb: 2, maxWidth: 720 }}>
      <Typography variant="h6" component="h2" id="detention-totals" sx={{ mb: 0.5 }}>
        {translate('detention.totals')}
      </Typography>
      <SideScroll>
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
            {answer.totals.map((t) => (
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

/** The visits, a page at a time: a table, or cards on a phone. */
const Rows = ({ rows, columns }: { rows: DetentionRow[]; columns: Column[] }) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const list = useList({ data: rows as (DetentionRow & RaRecord)[], perPage: 25, sort: { field: 'checkInDate', order: 'DESC' } });
  const labelOf = (c: string) => translate(LABELS[c as Column]);
  const empty = <EmptyList headings={columns.map(labelOf)} text={translate('detention.none')} />;
  let body: ReactNode;
  if (isMobile)
    body = <RecordCards columns={columns} labelOf={labelOf} fieldOf={(c) => <Cell name={c as Column} />} actions={null} empty={empty} />;
  else
    body = (
      <SideScroll>
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={empty}
          data-testid="detention-rows"
          sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          {columns.map((c) => (
            <DataTable.Col key={c} source={c} label={labelOf(c)} align={FIGURES.includes(c) ? 'right' : 'left'}>
              <Cell name={c} />
            </DataTable.Col>
          ))}
        </DataTable>
      </SideScroll>
    );
  return (
    <ListContextProvider value={list}>
      {body}
      <ListPagination />
    </ListContextProvider>
  );
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
  const { data, isError } = useQuery({
    queryKey: ['detention', body],
    queryFn: ({ signal }) => fleet.post<DetentionAnswer>('/Detention', body, { signal }),
    enabled: body !== null,
    refetchInterval: REFRESH_MS,
  });
  // a check-in or check-out anywhere changes the report (a trailer's dwell stops at its check-out)
  useLiveEvent('gateVisit', () => void client.invalidateQueries({ queryKey: ['detention'] }));
  const columns = COLUMNS.filter((c) => c !== 'siteName' || (sites?.length ?? 0) > 1);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageBanner title={translate('detention.title')}>
        {body && <ExportButton call={EXPORT.call} file={EXPORT.file} body={body} disabled={!data?.rows.length} />}
      </PageBanner>
      <PickerProvider>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', pb: 1.5 }}>
          <SiteSelector />
          <TextField
            select
            size="small"
            label={translate('detention.carrier')}
            value={carrierId ?? ''}
            onChange={(e) => setCarrierId(e.target.value === '' ? null : Number(e.target.value))}
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
          <Day label={translate('detention.from')} value={from} onChange={(d) => setRange([d, to])} />
          <Day label={translate('detention.to')} value={to} onChange={(d) => setRange([from, d])} />
        </Box>
      </PickerProvider>
      {!valid ? (
        <Typography color="error" role="alert">
          {translate('detention.range', { days: MAX_DAYS })}
        </Typography>
      ) : data ? (
        <>
          <Totals answer={data} />
          <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
            {translate('detention.rows')}
          </Typography>
          <Rows rows={data.rows} columns={columns} />
        </>
      ) : isError ? null : (
        <PleaseWait />
      )}
    </Box>
  );
};

export default DetentionScreen;
