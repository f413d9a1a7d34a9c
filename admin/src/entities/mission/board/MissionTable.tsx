// The board as a table (1400 px and down to 850 px): sortable headings, rows in a drop zone of
// @hello-pangea/dnd so a row can be dragged to a new rank, the actions column pinned at the right.
// A dragged row leaves the table's flow, where its cells would share its width evenly: their widths
// are pinned as the drag begins, so the row under the pointer looks like the row it was.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { DragDropContext, Droppable, type BeforeCapture, type DropResult } from '@hello-pangea/dnd';
import { useRef, type ReactNode } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { isSortable, type EntitySchema } from '../../../engine/schemaTypes';
import type { BoardColumn } from './boardCells';
import { MissionRow } from './MissionRow';
import { PRIORITY_SORT } from './priority';

export interface BoardViewProps {
  schema: EntitySchema;
  rows: RaRecord[];
  columns: BoardColumn[];
  labelOf: (column: string) => string;
  selected: number | null;
  onSelect: (id: number) => void;
  actions: ReactNode;
  /** The board is in its priority order: rows show their drag handles (sorted otherwise, a drag would mean nothing). */
  ranked: boolean;
  /** Rows may be dragged (ranked, and no move is under way). */
  canDrag: boolean;
  onDrop: (from: number, to: number) => void;
}

/** A translucent colour laid over a cell's own opaque background. */
const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;

/**
 * Cells and headings wrap at their spaces when the table is narrower than its content (the actions
 * do not); the actions column stays in view at the right edge when the table still scrolls.
 */
const TABLE_SX = {
  // half the usual side padding: the default columns and the actions fit beside the menu at 1400 px
  '& td, & th': { px: 1 },
  '& td:last-of-type': { whiteSpace: 'nowrap' },
  '& td:last-of-type, & th:last-of-type': {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.default',
    boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
  },
  // The pinned cell is opaque (rows scroll beneath it), so it would hide the row's hover and
  // selection colours: it lays the same translucent colours TableRow uses over its background.
  '& tr.MuiTableRow-hover:hover td:last-of-type': { backgroundImage: (theme: Theme) => tint(theme.palette.action.hover) },
  '& tr.Mui-selected td:last-of-type': {
    backgroundImage: (theme: Theme) => tint(alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)),
  },
  '& tr.Mui-selected.MuiTableRow-hover:hover td:last-of-type': {
    backgroundImage: (theme: Theme) =>
      tint(alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity)),
  },
};

const Heading = ({ schema, name, label }: { schema: EntitySchema; name: string; label: string }) => {
  const { sort, setSort } = useListContext();
  if (!isSortable(schema, name)) return <>{label}</>;
  const active = sort.field === name;
  const order = active ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : name === PRIORITY_SORT.field ? PRIORITY_SORT.order : 'ASC';
  return (
    <TableSortLabel
      active={active}
      direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
      onClick={() => setSort({ field: name, order })}
    >
      {label}
    </TableSortLabel>
  );
};

export const MissionTable = ({ schema, rows, columns, labelOf, selected, onSelect, actions, ranked, canDrag, onDrop }: BoardViewProps) => {
  const translate = useTranslate();
  const table = useRef<HTMLTableElement | null>(null);
  /** The dragged row's cells, at their widths in the table (before the library measures the row). */
  const pinned = useRef<HTMLElement[]>([]);
  const unpin = () => {
    pinned.current.forEach((cell) => (cell.style.width = ''));
    pinned.current = [];
  };
  const pinWidths = ({ draggableId }: BeforeCapture) => {
    unpin(); // a drag that never ended (the library failed between capture and end) leaves none behind
    const row = table.current?.querySelector<HTMLElement>(`tbody tr[data-mission-id="${CSS.escape(draggableId)}"]`);
    const cells = row ? [...row.querySelectorAll<HTMLElement>(':scope > td')] : [];
    const widths = cells.map((cell) => cell.getBoundingClientRect().width);
    cells.forEach((cell, i) => (cell.style.width = `${widths[i]}px`));
    pinned.current = cells;
  };
  const dropped = ({ source, destination }: DropResult) => {
    unpin();
    if (destination) onDrop(source.index, destination.index);
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DragDropContext onBeforeCapture={pinWidths} onDragEnd={dropped}>
        <Table size="small" sx={TABLE_SX} data-testid="mission-board" ref={table}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {columns.map((c) => (
                <TableCell key={c.name}>
                  <Heading schema={schema} name={c.name} label={labelOf(c.name)} />
                </TableCell>
              ))}
              <TableCell>{translate('maintenance.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <Droppable droppableId="mission-board" isDropDisabled={!canDrag}>
            {(drop) => (
              <TableBody ref={drop.innerRef} {...drop.droppableProps}>
                {rows.map((record, index) => (
                  <MissionRow
                    key={record.id}
                    record={record}
                    index={index}
                    columns={columns}
                    selected={record.id === selected}
                    onSelect={onSelect}
                    actions={actions}
                    handle={ranked}
                    dragDisabled={!canDrag}
                  />
                ))}
                {drop.placeholder}
              </TableBody>
            )}
          </Droppable>
        </Table>
      </DragDropContext>
    </Box>
  );
};
