// The differences a closed yard check found (issue 33), each with what it is, where it was seen
// and where the records have it, and — for a Company Administrator or Dispatch Manager — the
// actions that resolve it (the server's rule: resolve.ts); a resolved one says how, by whom and
// when. Creating an asset asks for its type and category first (CreateAssetDialog).
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { YardCheckResolveRequest, YardCheckRows } from '../../../../schemas/types.generated';
import { RESOLVING_ACTIONS } from '../../../../schemas/yardCheckRules';
import { formatDateTime } from '../../engine/format';
import { TOUCH } from '../../ui/touch';
import { CreateAssetDialog } from './CreateAssetDialog';

type Difference = YardCheckRows['differences'][number];

/** A catalogue key from an English enum value: 'At Another Spot' → at_another_spot. */
export const keyOf = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '_');

interface DifferenceListProps {
  rows: YardCheckRows;
  canResolve: boolean;
  busy: boolean;
  onResolve: (body: YardCheckResolveRequest) => void;
}

export const DifferenceList = ({ rows, canResolve, busy, onResolve }: DifferenceListProps) => {
  const translate = useTranslate();
  const [creating, setCreating] = useState<Difference | null>(null);
  if (!rows.differences.length)
    return (
      <Typography color="text.secondary" data-testid="yard-no-differences">
        {translate('yard_check.no_differences')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.differences.map((d) => (
        <Paper component="li" variant="outlined" key={d.id} sx={{ p: 1.5 }} data-testid="yard-difference" data-kind={d.kind}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {d.unitId}
            </Typography>
            <Chip size="small" label={translate(`yard_check.kind_${keyOf(d.kind)}`)} color={d.resolution ? 'default' : 'warning'} />
          </Box>
          {d.locationName && <Typography variant="body2">{translate('yard_check.seen_at', { location: d.locationName })}</Typography>}
          {d.kind !== 'Unknown Unit ID' && (
            <Typography variant="body2" color="text.secondary">
              {d.recordedLocationName
                ? translate('yard_check.recorded_at', { location: d.recordedLocationName })
                : translate('yard_check.recorded_nowhere')}
            </Typography>
          )}
          {d.resolution ? (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="yard-resolution">
              {translate('yard_check.resolution', {
                resolution: translate(`yard_check.resolution_${keyOf(d.resolution)}`),
                user: d.resolvedUser,
                date: formatDateTime(d.resolvedDate),
              })}
            </Typography>
          ) : (
            canResolve && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {RESOLVING_ACTIONS[d.kind].map((action, i) => (
                  <Button
                    key={action}
                    size="small"
                    variant={i === 0 ? 'contained' : 'outlined'}
                    sx={TOUCH}
                    disabled={busy}
                    onClick={() => (action === 'create' ? setCreating(d) : onResolve({ differenceId: d.id, action }))}
                  >
                    {translate(`yard_check.action_${action}`)}
                  </Button>
                ))}
              </Box>
            )
          )}
        </Paper>
      ))}
      {creating && (
        <CreateAssetDialog
          companyId={rows.check.companyId!}
          unitId={creating.unitId}
          location={creating.locationName ?? ''}
          onClose={() => setCreating(null)}
          onCreate={(assetType, assetCategory) => {
            onResolve({ differenceId: creating.id, action: 'create', assetType, assetCategory });
            setCreating(null);
          }}
        />
      )}
    </Box>
  );
};
