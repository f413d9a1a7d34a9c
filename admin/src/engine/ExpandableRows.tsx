// The body of a list whose rows open to a panel (the mission history's stage rows): each row takes
// the focus by Tab, and Enter or Space opens or closes it, as a click does.
// react-admin's own expand icon is kept out of the tab order and hidden from assistive technology
// (its row is meant to be the control), which left the panel out of a keyboard user's reach.
import { forwardRef, type KeyboardEvent } from 'react';
import { DataTableBody, DataTableRow, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';

/** The row's own keys only: a link or button inside a cell keeps its Enter. */
const toggleByKey = (e: KeyboardEvent<HTMLTableRowElement>) => {
  if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
  e.preventDefault();
  e.currentTarget.click();
};

// (no aria-expanded: a table's row may not carry it, only a treegrid's; what opens shows below it)
const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function KeyboardRow(props, ref) {
  return <DataTableRow {...props} ref={ref} tabIndex={0} onKeyDown={toggleByKey} />;
});

export const ExpandableRows = (props: DataTableBodyProps) => <DataTableBody {...props} row={KeyboardRow} />;
