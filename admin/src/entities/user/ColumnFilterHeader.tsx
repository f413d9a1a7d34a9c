import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, IconButton, Popover } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { createStore } from '../../util/createStore';

// Which column's filter is open. Kept outside the heading: when a filter empties the list the
// table is drawn again (see EmptyList), and the open filter must survive that.
const openFilter = createStore<string | null>(null);

interface ColumnFilterHeaderProps {
  label: string;
  active: boolean;
  children: ReactNode;
}

/** A column heading with a filter icon that opens the column's filter. */
export const ColumnFilterHeader = ({ label, active, children }: ColumnFilterHeaderProps) => {
  const translate = useTranslate();
  const open = openFilter.useValue() === label;
  const icon = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => setAnchor(icon.current), []);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      {label}
      <IconButton
        ref={icon}
        component="span"
        size="small"
        aria-label={translate('users_filter.filter', { label })}
        color={active ? 'primary' : 'default'}
        onClick={(event) => {
          // the heading itself sorts; opening the filter must not
          event.stopPropagation();
          openFilter.set(label);
        }}
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
