import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, IconButton, Popover, TableSortLabel } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { createStore } from '../../util/createStore';

// Which column's filter is open. Kept outside the heading: when a filter empties the list the
// table is drawn again (see EmptyList), and the open filter must survive that.
const openFilter = createStore<string | null>(null);

interface ColumnFilterHeaderProps {
  label: string;
  /** The sort field when the column sorts (the heading's label then sorts, beside the filter icon). */
  sortSource?: string;
  active: boolean;
  children: ReactNode;
}

/** The heading's label, sorting the list when clicked like the table's own headings. */
const SortLabel = ({ label, source }: { label: string; source: string }) => {
  const { sort, setSort } = useListContext();
  const current = sort.field === source;
  return (
    <TableSortLabel
      active={current}
      direction={current && sort.order === 'DESC' ? 'desc' : 'asc'}
      onClick={() => setSort({ field: source, order: current && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
    >
      {label}
    </TableSortLabel>
  );
};

/**
 * A column heading with a filter icon that opens the column's filter. The icon sits beside the
 * sort label, not inside it: a button inside a button reaches neither keyboards nor screen readers.
 */
export const ColumnFilterHeader = ({ label, sortSource, active, children }: ColumnFilterHeaderProps) => {
  const translate = useTranslate();
  const open = openFilter.useValue() === label;
  const icon = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => setAnchor(icon.current), []);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      {sortSource ? <SortLabel label={label} source={sortSource} /> : label}
      <IconButton
        ref={icon}
        component="span"
        size="small"
        aria-label={translate('users_filter.filter', { label })}
        color={active ? 'primary' : 'default'}
        onClick={() => openFilter.set(label)}
      >
        <FilterListIcon fontSize="small" />
      </IconButton>
      <Popover
        open={open && !!anchor}
        anchorEl={anchor}
        onClose={() => openFilter.set(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, minWidth: 240 }}>{children}</Box>
      </Popover>
    </Box>
  );
};
