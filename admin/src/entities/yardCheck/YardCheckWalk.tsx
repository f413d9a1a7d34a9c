// A yard check's walk on a phone (issue 33) at /<area>/yardcheck/:id: its spots in the site's
// order, each answered Confirm, Empty or Other unit (SpotCard); answers made without a signal wait
// in IndexedDB and go in order when it returns (entrySync.ts), shown on their spots meanwhile. Then
// Close, which lists the differences, and their resolution by a Company Administrator or Dispatch
// Manager (DifferenceList). Spots are shown a page at a time: a large yard is thousands of spots.
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Alert, Box, Button, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { YardCheckResolveRequest, YardCheckRows } from '../../../../schemas/types.generated';
import { FleetError, fleet } from '../../api/fleet';
import { useArea } from '../../engine/paths';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { useOnline } from '../../offline/useOnline';
import { PageBanner } from '../../ui/PageBanner';
import { PleaseWait } from '../../ui/PleaseWait';
import { TOUCH } from '../../ui/touch';
import { useToast } from '../../ui/useToast';
import { DifferenceList, keyOf } from './DifferenceList';
import { spotState } from './entryQueue';
import { onEntrySettled, queueEntry, syncEntries } from './entrySync';
import { SpotCard, type SpotAnswer } from './SpotCard';
import { rowsKey, useCheckRows } from './useCheckRows';
import { YARD_CHECK_PATH } from './yardCheckPaths';

/** Spots shown at once, and added by Show more. */
const PAGE = 40;

const reasonOf = (error: unknown, fallback: string) => (error instanceof FleetError && error.status > 0 ? error.message : fallback);

const YardCheckWalk = () => {
  const translate = useTranslate();
  const area = useArea();
  const toast = useToast();
  const client = useQueryClient();
  const online = useOnline();
  const id = Number(useParams().id);
  const { rows, spots, pending, fromCopy, at, isError } = useCheckRows(id);
  const [onlyUnchecked, setOnlyUnchecked] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const site = rows?.check.siteName ?? '';

  // an entry the server refused for good: the checker hears which and why
  useEffect(
    () =>
      onEntrySettled((entry, outcome) => {
        if (entry.checkId !== id || outcome.kind !== 'refused') return;
        const location = rows?.spots.find((s) => s.locationId === entry.body.locationId)?.location ?? '';
        toast.saveError('yard_check.entry_refused', 'error', {
          location,
          reason: reasonOf(outcome.error, translate('ra.notification.http_error')),
        });
      }),
    [id, rows, toast, translate],
  );

  const answer = useCallback(
    (spot: { locationId: number }, a: SpotAnswer) => void queueEntry(id, { locationId: spot.locationId, ...a }),
    [id],
  );

  const put = (next: YardCheckRows) =>
    client.setQueryData(rowsKey(id), (old: { rows: YardCheckRows } | undefined) => (old ? { ...old, rows: next } : old));

  const close = async () => {
    setClosing(false);
    setBusy(true);
    try {
      await syncEntries();
      const next = await fleet.post<YardCheckRows>(`/YardCheck/${id}/Close`, undefined, { quiet: true });
      put(next);
      toast.bottom('yard_check.closed', 'info', { smart_count: next.differences.length });
    } catch (error) {
      toast.saveError('yard_check.close_refused', 'error', { reason: reasonOf(error, translate('ra.notification.http_error')) });
    } finally {
      setBusy(false);
    }
  };

  const resolve = async (body: YardCheckResolveRequest) => {
    setBusy(true);
    try {
      const next = await fleet.post<YardCheckRows>(`/YardCheck/${id}/Resolve`, body, { quiet: true });
      put(next);
      const d = next.differences.find((x) => x.id === body.differenceId);
      if (d?.resolution)
        toast.bottom('yard_check.resolved', 'info', {
          unit: d.unitId,
          resolution: translate(`yard_check.resolution_${keyOf(d.resolution)}`),
        });
    } catch (error) {
      toast.saveError('yard_check.resolve_refused', 'error', { reason: reasonOf(error, translate('ra.notification.http_error')) });
      void client.invalidateQueries({ queryKey: rowsKey(id) });
    } finally {
      setBusy(false);
    }
  };

  const visible = useMemo(() => (spots ?? []).filter((s) => !onlyUnchecked || spotState(s) === 'unchecked'), [spots, onlyUnchecked]);
  if (isError && !rows)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate('yard_check.not_found')}
      </Alert>
    );
  if (!rows || !spots) return <PleaseWait />;
  const open = rows.check.status === 'Open';
  const checked = spots.filter((s) => s.entries.length).length;
  const total = spots.length;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900, minWidth: 0 }}>
      <PageBanner title={translate('yard_check.walk_title', { site })} back={`/${area}/${YARD_CHECK_PATH}`}>
        <Chip
          label={translate(`yard_check.status_${keyOf(rows.check.status ?? 'Open')}`)}
          color={open ? 'info' : 'default'}
          data-testid="yard-check-status"
        />
      </PageBanner>
      <OfflineBanner updatedAt={at} fromCopy={fromCopy} waiting={pending.length} waitingKey="yard_check.pending_count" />
      <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="yard-check-progress">
        {translate('yard_check.progress', { checked, total })}
      </Typography>
      {/* the words above say it; the bar only shows it (not a progressbar: nothing is loading) */}
      <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', mb: 1.5, overflow: 'hidden' }}>
        <Box sx={{ height: '100%', width: `${total ? (checked / total) * 100 : 0}%`, bgcolor: 'primary.main', transition: 'none' }} />
      </Box>{' '}
      {!open && (
        <Box component="section" aria-labelledby="yard-check-differences" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2" id="yard-check-differences" sx={{ mb: 1 }}>
            {translate('yard_check.differences')}
          </Typography>
          <DifferenceList rows={rows} canResolve={area === 'dispatch' || area === 'site'} busy={busy} onResolve={resolve} />
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={onlyUnchecked} onChange={(e) => setOnlyUnchecked(e.target.checked)} />}
          label={translate('yard_check.show_unchecked')}
          sx={{ flex: '1 1 auto' }}
        />
        {open && (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<DoneAllIcon />}
            // on a phone it takes a line of its own under the switch, at the right, its words on one line
            sx={{ ...TOUCH, ml: 'auto', whiteSpace: 'nowrap' }}
            disabled={busy || !online}
            onClick={() => setClosing(true)}
          >
            {translate('yard_check.close')}
          </Button>
        )}
      </Box>
      {open && pending.length > 0 && !online && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('yard_check.close_wait')}
        </Typography>
      )}
      {onlyUnchecked && !visible.length && <Typography color="text.secondary">{translate('yard_check.all_checked')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} aria-label={translate('yard_check.title')}>
        {visible.slice(0, shown).map((spot) => (
          <SpotCard key={spot.locationId} spot={spot} open={open} onAnswer={answer} />
        ))}
      </Box>
      {visible.length > shown && (
        <Button sx={{ mt: 1, ...TOUCH }} onClick={() => setShown((n) => n + PAGE)}>
          {translate('yard_check.more', { count: Math.min(PAGE, visible.length - shown) })}
        </Button>
      )}
      <Confirm
        isOpen={closing}
        title={translate('yard_check.close_title')}
        content={
          checked < total
            ? translate('yard_check.close_text', { unchecked: total - checked, total })
            : translate('yard_check.close_text_all')
        }
        confirm={translate('yard_check.close')}
        onConfirm={close}
        onClose={() => setClosing(false)}
      />
    </Box>
  );
};

export default YardCheckWalk;
