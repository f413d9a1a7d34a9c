// The filter manager (maintenance §2): every filter of the screen as an expandable entry with an
// Enable checkbox (always on and locked when required; ticked too by choosing a value)
// and its option and value; Cancel leaves everything as it was, Ok saves. A dialog on desktop,
// the 350-wide right drawer under 850 px.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Filter } from '../../../../schemas/types.generated';
import { useIsMobile } from '../../layout/useIsMobile';
import { PickerProvider } from '../inputs/pickerLocale';
import { namesRecords, useFilterChoices } from './filterChoices';
import { FilterEditor } from './FilterEditor';
import { chipOf, counts, lacksValue } from './filterValues';

interface FilterManagerProps {
  filters: Filter[];
  onCancel: () => void;
  onOk: (filters: Filter[]) => void;
}

const Summary = ({ filter }: { filter: Filter }) => {
  const choices = useFilterChoices(filter);
  return counts(filter) && !lacksValue(filter) ? (
    <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
      {chipOf(filter, choices, choices === undefined && namesRecords(filter))}
    </Typography>
  ) : null;
};

export const FilterManager = ({ filters, onCancel, onOk }: FilterManagerProps) => {
  const translate = useTranslate();
  const isMobile = useIsMobile();
  const [draft, setDraft] = useState<Filter[]>(filters);
  const [expanded, setExpanded] = useState<string | false>(false);
  const [checked, setChecked] = useState(false);
  /** Changes one entry, worked out from the entry as it stands then. */
  const update = (type: string, next: (f: Filter) => Filter) => setDraft((all) => all.map((f) => (f.type === type ? next(f) : f)));
  const patch = (type: string, change: Partial<Filter>) => update(type, (f) => ({ ...f, ...change }));
  /** An editor's change: one that gives the filter its value turns it on. */
  const edit = (type: string, change: Partial<Filter>) =>
    update(type, (f) => {
      const next = { ...f, ...change };
      return { ...next, active: f.active || !lacksValue({ ...next, active: true }) };
    });
  const incomplete = draft.filter(lacksValue);
  const ok = () => {
    setChecked(true);
    if (incomplete.length) setExpanded(incomplete[0].type);
    else onOk(draft);
  };

  const entries = draft.map((f) => {
    const locked = !!f.required;
    const error = checked && lacksValue(f) ? translate('filters.value_needed') : undefined;
    return (
      <Accordion
        key={f.type}
        disableGutters
        expanded={expanded === f.type}
        onChange={(_, open) => setExpanded(open ? f.type : false)}
        data-testid={`filter-entry-${f.type}`}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { alignItems: 'center', minWidth: 0 } }}>
          <Checkbox
            size="small"
            checked={counts(f)}
            disabled={locked}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => {
              patch(f.type, { active: e.target.checked });
              if (e.target.checked) setExpanded(f.type);
            }}
            slotProps={{ input: { 'aria-label': translate('filters.enable_named', { label: f.label }) } }}
          />
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {f.label}
            </Typography>
            <Summary filter={f} />
          </Box>
        </AccordionSummary>
        <AccordionDetails>
          {/* a value chosen turns its filter on (choosing one is asking for it); clearing one does not */}
          <FilterEditor filter={f} onChange={(change) => edit(f.type, change)} error={error} />
        </AccordionDetails>
      </Accordion>
    );
  });

  const actions = (
    <>
      <Button onClick={onCancel}>{translate('app.action.cancel')}</Button>
      <Button variant="contained" onClick={ok} data-testid="filter-ok">
        {translate('app.action.ok')}
      </Button>
    </>
  );
  const body: ReactNode = <PickerProvider>{entries}</PickerProvider>;

  if (isMobile) {
    return (
      <Drawer anchor="right" open onClose={onCancel} slotProps={{ paper: { sx: { width: 350, maxWidth: '100vw' } } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} role="dialog" aria-label={translate('filters.title')}>
          <Typography variant="h6" sx={{ p: 2 }}>
            {translate('filters.title')}
          </Typography>
          <Box sx={{ flex: 1, overflowY: 'auto' }}>{body}</Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>{actions}</Box>
        </Box>
      </Drawer>
    );
  }
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="filter-manager-title">
      <DialogTitle id="filter-manager-title">{translate('filters.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {body}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
};
