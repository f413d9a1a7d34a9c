// The filter chip bar (maintenance §2): a Filter chip opens the filter manager; every filter that
// is on or required shows as a chip, "label value", removable unless it is required or marked
// otherwise. Removing a chip turns its filter off and saves the set.
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Chip, type SxProps, type Theme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Filter } from '../../../../schemas/types.generated';
import { TOUCH } from '../../ui/touch';
import { namesRecords, useFilterChoices } from './filterChoices';
import { chipOf, counts } from './filterValues';

// The filter dialog (its date pickers, dayjs and their locales) is loaded when first opened: the
// lists that show this bar paint without it.
const FilterManager = lazy(() => import('./FilterManager').then((m) => ({ default: m.FilterManager })));

interface FilterChipBarProps {
  filters: Filter[] | undefined;
  onChange: (filters: Filter[]) => void;
  /** Filters that must stay on here whatever the saved set says (mission history's ship date). */
  required?: string[];
}

/** On a phone the chips are a thumb's targets (44 px tall), their remove icons a size up. */
const CHIP_SX: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('md')]: {
    height: TOUCH.minHeight,
    borderRadius: TOUCH.minHeight / 2,
    '& .MuiChip-deleteIcon': { fontSize: 24 },
  },
});

const FilterChip = ({ filter, onOpen, onRemove }: { filter: Filter; onOpen: () => void; onRemove?: () => void }) => {
  const choices = useFilterChoices(filter);
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={chipOf(filter, choices, choices === undefined && namesRecords(filter))}
      onClick={filter.clickable === false ? undefined : onOpen}
      onDelete={onRemove}
      sx={CHIP_SX}
      data-testid={`filter-chip-${filter.type}`}
    />
  );
};

/** Applies the screen's own required filters over a saved set. */
export const withRequired = (filters: Filter[], required: string[] = []) =>
  filters.map((f) => (required.includes(f.type) ? { ...f, required: true, removable: false, active: true } : f));

export const FilterChipBar = ({ filters, onChange, required }: FilterChipBarProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const shown = withRequired(filters ?? [], required);
  const remove = (type: string) => onChange(shown.map((f) => (f.type === type ? { ...f, active: false } : f)));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 0.5 }} data-testid="filter-chip-bar">
      <Chip
        icon={<FilterListIcon />}
        label={translate('filters.filter')}
        onClick={() => setOpen(true)}
        disabled={!filters}
        sx={CHIP_SX}
        data-testid="filter-open"
      />
      {shown.filter(counts).map((f) => (
        <FilterChip
          key={f.type}
          filter={f}
          onOpen={() => setOpen(true)}
          onRemove={f.required || f.removable === false ? undefined : () => remove(f.type)}
        />
      ))}
      {open && filters && (
        <Suspense fallback={null}>
          <FilterManager
            filters={shown}
            onCancel={() => setOpen(false)}
            onOk={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
};
