// The gate (issue 32) at /dispatch/gate and /site/gate, for the guard shack's tablet, a phone and
// a desktop: Check In and Check Out, and the site's visits — in the yard now (the filter that
// starts on) or departed — through the generated filter list of gateVisit (site picker, filter
// chips, columns, paging, CSV). An open visit shows its carrier's clock and its own Check Out. The
// list follows the live stream: a check-in or check-out anywhere shows here within a second.
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { fieldFor } from '../../engine/fieldFor';
import { FilterScreenList } from '../../engine/FilterScreenList';
import { HistoryButton } from '../../engine/HistoryButton';
import { LiveIndicator } from '../../engine/live/LiveIndicator';
import { historyPath, useArea } from '../../engine/paths';
import { useSchemas } from '../../engine/SchemaProvider';
import { useWorkingCompany } from '../../engine/workingCompany';
import { useIsMobile } from '../../layout/useIsMobile';
import { PleaseWait } from '../../ui/PleaseWait';
import { TOUCH } from '../../ui/touch';
import { CheckInDialog } from './CheckInDialog';
import { CheckOutDialog } from './CheckOutDialog';
import { useClockWords } from './ClockLine';
import { gateClock } from './gateClock';

const ENTITY = 'gateVisit';
/** How often an open visit's clock moves on between reads. */
const TICK_MS = 30_000;

type Dialog = { kind: 'in' } | { kind: 'out'; visitId?: number } | null;

/** The browser's time, moving on every TICK_MS. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** An open visit's free time left or detention accruing, in words (red once in detention). */
const OpenClock = () => {
  const record = useRecordContext();
  const words = useClockWords();
  const now = useNow();
  if (!record) return null;
  const clock = gateClock(
    { checkInDate: record.checkInDate, freeMinutes: record.freeMinutes ?? 0, detentionRate: record.detentionRate ?? null },
    now,
  );
  return (
    <Typography
      variant="body2"
      component="span"
      data-testid="gate-clock"
      data-phase={clock.phase}
      sx={{ color: clock.phase === 'detention' ? 'error.main' : 'text.primary', fontWeight: clock.phase === 'detention' ? 600 : undefined }}
    >
      {words(clock)}
    </Typography>
  );
};

/** Checked Out: the date, or for a trailer still in the yard its clock. */
const CheckedOut = ({ schemas }: { schemas: NonNullable<ReturnType<typeof useSchemas>['schemas']> }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.checkOutDate ? fieldFor(schemas, schemas[ENTITY], 'checkOutDate', translate) : <OpenClock />;
};

/** A visit's own buttons: Check Out while it is open, and its change history. */
const VisitActions = ({ onCheckOut }: { onCheckOut: (visitId: number) => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const area = useArea();
  const isMobile = useIsMobile();
  const schema = useSchemas().schemas?.[ENTITY];
  if (!record || !schema) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: isMobile ? '1 1 auto' : undefined, whiteSpace: 'nowrap', gap: 0.5 }}>
      {/* a card leaves out the Checked Out line of a trailer still in the yard: its clock stands here */}
      {isMobile && !record.checkOutDate && (
        <Box sx={{ flex: '1 1 auto', whiteSpace: 'normal' }}>
          <OpenClock />
        </Box>
      )}
      {!record.checkOutDate && (
        <Button
          size="small"
          startIcon={<LogoutIcon />}
          onClick={() => onCheckOut(record.id as number)}
          aria-label={translate('gate.check_out_unit', { unit: record.unitId })}
        >
          {translate('gate.check_out')}
        </Button>
      )}
      <HistoryButton path={historyPath(area, schema, record.id)} />
    </Box>
  );
};

const GateScreen = () => {
  const translate = useTranslate();
  const { schemas } = useSchemas();
  const company = useWorkingCompany();
  const [dialog, setDialog] = useState<Dialog>(null);
  const schema = schemas?.[ENTITY];
  if (!schemas || !schema) return <PleaseWait />;
  const close = () => setDialog(null);
  return (
    <>
      <FilterScreenList
        schema={schema}
        screen={schema['x-rest']!}
        title={translate('gate.title')}
        actions={
          <>
            <LiveIndicator />
            <Button variant="contained" startIcon={<LoginIcon />} onClick={() => setDialog({ kind: 'in' })} sx={TOUCH}>
              {translate('gate.check_in')}
            </Button>
            <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => setDialog({ kind: 'out' })} sx={TOUCH}>
              {translate('gate.check_out')}
            </Button>
          </>
        }
        rowActions={<VisitActions onCheckOut={(visitId) => setDialog({ kind: 'out', visitId })} />}
        onAdd={null}
        hideAdd
        fields={{ checkOutDate: <CheckedOut schemas={schemas} /> }}
      />
      {dialog?.kind === 'in' && <CheckInDialog companyId={company} onClose={close} />}
      {dialog?.kind === 'out' && <CheckOutDialog companyId={company} visitId={dialog.visitId} onClose={close} />}
    </>
  );
};

export default GateScreen;
