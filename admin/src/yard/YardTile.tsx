// One tile of the yard: an asset where it stands — its unit, how long it has stood there, for a
// trailer checked in at the gate its carrier's free time left or detention accruing, its payload, the reefer temperature and a red badge for an open severe repair — coloured amber or
// red past the company's thresholds, the level also written out with an icon (never colour
// alone). Clicking it offers the asset, and to a dispatcher a new mission from this location.
import AcUnitIcon from '@mui/icons-material/AcUnit';
import BuildIcon from '@mui/icons-material/Build';
import ErrorIcon from '@mui/icons-material/Error';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { alpha, Box, ButtonBase, Chip, ListItemText, Menu, MenuItem, Tooltip, Typography, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Area } from '../engine/paths';
import { assetEditPath } from '../entities/asset/assetPaths';
import { VisitClock } from '../entities/gateVisit/ClockLine';
import { missionEditPath } from '../entities/mission/board/boardPaths';
import { dwellLevel, dwellMinutes, formatDwell, type DwellLevel, type DwellThresholds } from './dwell';
import type { YardAsset, YardLocation } from './useYard';

const LEVEL_COLOUR: Record<DwellLevel, 'success' | 'warning' | 'error'> = { ok: 'success', amber: 'warning', red: 'error' };

const tileSx = (level: DwellLevel | 'empty') => (theme: Theme) => {
  const colour = level === 'empty' ? theme.palette.divider : theme.palette[LEVEL_COLOUR[level]].main;
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    textAlign: 'left',
    gap: 0.5,
    p: 1.25,
    minHeight: level === 'empty' ? 72 : 112,
    width: '100%',
    borderRadius: 1,
    border: `1px ${level === 'empty' ? 'dashed' : 'solid'} ${colour}`,
    borderLeftWidth: level === 'empty' ? 1 : 6,
    bgcolor: level === 'ok' || level === 'empty' ? 'background.paper' : alpha(colour, theme.palette.mode === 'dark' ? 0.22 : 0.12),
    color: 'text.primary',
  };
};

/** A line of the tile with its icon; `wrap` lets a long text (a payload's status) take two lines. */
const Line = ({ icon, children, wrap }: { icon: ReactNode; children: ReactNode; wrap?: boolean }) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: wrap ? 'flex-start' : 'center',
      gap: 0.5,
      minWidth: 0,
      '& svg': { fontSize: 16, flex: 'none', mt: wrap ? '2px' : 0 },
    }}
  >
    {icon}
    <Typography variant="body2" noWrap={!wrap} component="span">
      {children}
    </Typography>
  </Box>
);

/** The spot's name; once the site has had a yard check, a mark when no check confirmed it this shift (issue 33): an icon and its words. */
const Place = ({ location, unchecked }: { location: YardLocation; unchecked?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" noWrap>
        {location.location}
        {location.locId ? ` · ${location.locId}` : ''}
        {location.isActive ? '' : ` · ${translate('yard.inactive')}`}
      </Typography>
      {unchecked && (
        <Tooltip title={translate('yard.unchecked')}>
          <Box
            component="span"
            role="img"
            aria-label={translate('yard.unchecked')}
            data-testid="yard-unchecked"
            sx={{ display: 'inline-flex', alignItems: 'center', color: 'warning.main', flex: 'none' }}
          >
            <ManageSearchIcon sx={{ fontSize: 16 }} aria-hidden />
          </Box>
        </Tooltip>
      )}
    </Box>
  );
};

export const EmptyTile = ({ location, unchecked }: { location: YardLocation; unchecked?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={tileSx('empty')} data-testid="yard-tile" data-location={location.id} data-level="empty">
      <Place location={location} unchecked={unchecked} />
      <Typography variant="body2" color="text.secondary">
        {translate('yard.empty')}
      </Typography>
    </Box>
  );
};

interface AssetTileProps {
  asset: YardAsset;
  location: YardLocation;
  thresholds: DwellThresholds;
  now: number;
  area: Area;
  /** No yard check confirmed its spot this shift. */
  unchecked?: boolean;
}

export const AssetTile = ({ asset, location, thresholds, now, area, unchecked }: AssetTileProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const minutes = asset.dwellSince ? dwellMinutes(asset.dwellSince, now) : null;
  const level = minutes === null ? 'ok' : dwellLevel(minutes, thresholds);
  const units = { d: translate('yard.units.d'), h: translate('yard.units.h'), m: translate('yard.units.m') };
  const temperature =
    asset.temperature === null ? null : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(asset.temperature);
  // a trailer checked in at the gate: its carrier's free time, then detention (issue 32)
  const visit = asset.visit;
  const newMission = `${missionEditPath(0)}?assetId=${asset.id}&sourceLocationId=${location.id}`;
  /** The menu closes first: the yard stays on screen while the next screen's code loads. */
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <ButtonBase
        focusRipple
        sx={tileSx(level)}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid="yard-tile"
        data-asset={asset.id}
        data-location={location.id}
        data-level={level}
      >
        <Place location={location} unchecked={unchecked} />
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }} noWrap>
          {asset.assetModelId}
        </Typography>
        {asset.severeRepair && (
          <Chip
            size="small"
            color="error"
            icon={<BuildIcon />}
            label={translate('yard.repair', { severity: asset.severeRepair })}
            data-testid="yard-repair"
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        )}
        <Line icon={level === 'red' ? <ErrorIcon color="error" /> : level === 'amber' ? <WarningIcon color="warning" /> : <ScheduleIcon />}>
          <span data-testid="yard-dwell" title={asset.dwellFrom ? translate(`yard.from_${asset.dwellFrom}`) : undefined}>
            {minutes === null ? translate('yard.dwell_unknown') : formatDwell(minutes, units)}
          </span>
          {level !== 'ok' && <strong>{` · ${translate(`yard.level_${level}`)}`}</strong>}
        </Line>
        {visit && <VisitClock visit={visit} now={now} />}
        <Line icon={<InventoryIcon />} wrap>
          {asset.payload
            ? `${translate(asset.payload.isComplete ? 'yard.payload_complete' : 'yard.payload_incomplete')}${asset.payload.status ? ` · ${asset.payload.status}` : ''}`
            : translate('yard.no_payload')}
        </Line>
        {temperature !== null && (
          <Line icon={<AcUnitIcon color="info" />}>
            <span aria-label={translate('yard.reefer')} data-testid="yard-temperature">
              {translate('yard.temperature', { value: temperature })}
            </span>
          </Line>
        )}
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('yard.actions', { unit: asset.assetModelId, location: location.location }) } }}
      >
        <MenuItem onClick={() => go(assetEditPath(area, asset.id, asset.companyId))} data-testid="yard-open-asset">
          {translate('yard.open_asset')}
        </MenuItem>
        {area === 'dispatch' && (
          <MenuItem disabled={!asset.hasPayload} onClick={() => go(newMission)} data-testid="yard-new-mission">
            <ListItemText
              primary={translate('yard.new_mission')}
              secondary={asset.hasPayload ? undefined : translate('yard.no_mission_without_payload')}
            />
          </MenuItem>
        )}
      </Menu>
    </>
  );
};
