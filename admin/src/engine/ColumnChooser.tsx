// The column chooser of a list (operations §2): a menu of the columns the screen offers, each
// with a checkbox, in the screen's order; the choice is kept per user (useChosenColumns).
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface ColumnChooserProps {
  offered: string[];
  chosen: string[];
  defaults: string[];
  labelOf: (column: string) => string;
  onChange: (columns: string[]) => void;
}

export const ColumnChooser = ({ offered, chosen, defaults, labelOf, onChange }: ColumnChooserProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (column: string) => {
    const on = chosen.includes(column) ? chosen.filter((c) => c !== column) : [...chosen, column];
    if (on.length) onChange(offered.filter((c) => on.includes(c)));
  };
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" data-testid="column-chooser">
        {translate('lists.columns')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {offered.map((c) => (
          <MenuItem key={c} dense onClick={() => toggle(c)} disabled={chosen.length === 1 && chosen.includes(c)}>
            <ListItemIcon>
              <Checkbox size="small" edge="start" checked={chosen.includes(c)} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText>{labelOf(c)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem dense onClick={() => onChange(defaults)}>
          <ListItemText inset>{translate('lists.default_columns')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
